/** The site's languages as the studio's server lists them (server/content/editions.ts). */
export type SiteLanguages = { first: { language: string; name: string; siteName: string }; editions: { language: string; name: string }[] };

/**
 * What the site's name field says, in plain words, on a site in two languages: a second
 * language has the first one's name, renamed with it, unless it is given a name of its own
 * (docs/behaviour/page-builder.md#two-languages). Undefined on a site of one language.
 */
export function siteNameRule(languages: SiteLanguages | undefined, editing: string): { help: string; placeholder?: string } | undefined {
  if (!languages || languages.editions.length === 0) return undefined;
  const { first } = languages;
  const edition = languages.editions.find((e) => e.language === editing);
  if (edition) {
    return {
      help: `Leave it empty and your site in ${edition.name} has the same name as in ${first.name}, “${first.siteName}”, renamed with it. Write a name here only if it is different in ${edition.name}.`,
      placeholder: first.siteName,
    };
  }
  const others = languages.editions.map((e) => e.name).join(" and ");
  return { help: `Renaming the site renames it in ${others} too, unless you gave it a different name there.` };
}
