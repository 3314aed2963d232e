/** The same page in another language of the site, or that language's home when the page is not translated. */
export type LanguageLink = { language: string; name: string; href: string };

/**
 * The header's link to the site's other language (docs/decisions/046-two-languages-on-one-site.md):
 * a plain link, its name in its own language, so that a reader of that language finds it.
 * The address says the language: no cookie remembers it.
 */
export function LanguageSwitch({ links }: { links: readonly LanguageLink[] }) {
  return (
    <ul className="language-switch">
      {links.map((link) => (
        <li key={link.language}>
          <a href={link.href} hrefLang={link.language} lang={link.language}>
            {/* The header's bar shows the code, its name said to a screen reader; the phone's menu the name. */}
            <span className="language-switch__name">{link.name}</span> <span className="language-switch__code">{link.language.toUpperCase()}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
