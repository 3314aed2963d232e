import { serviceCatalogue } from "../../../site/app/consent/consent-settings.server";
import { serviceIn } from "../../../site/app/consent/service-catalogue";
import { languageWordsOf } from "../../../site/app/words/languages";

/**
 * The demo's catalogue services and their cookies in the catalogue's words of `language`
 * (docs/decisions/042-service-catalogue.md#languages), as a site in that language gets them
 * from its consent settings: a variant that spreads the demo's English config into another
 * language words them so, or the build refuses it.
 */
export function catalogueIn(language: string) {
  const session = languageWordsOf(language)!.consentWords.policy.session;
  const words = serviceCatalogue.map((entry) => ({ slug: entry.slug, ...serviceIn(entry, language, session) }));
  const cookie = <C extends { name: string }>(c: C): C => ({ ...c, ...words.flatMap((s) => s.cookies).find((k) => k.name === c.name) });
  const service = <S extends { slug: string; cookies: { name: string }[] }>(s: S): S => {
    const own = words.find((w) => w.slug === s.slug);
    return own ? { ...s, description: own.purpose, cookies: s.cookies.map(cookie) } : s;
  };
  return { cookie, service };
}
