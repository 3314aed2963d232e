import type { PolicyWords } from "../../words/consent-words";
import type { PolicyCategory, PolicyCookie } from "../../consent/policy-cookies";

/**
 * The cookie list: one part per consent category with its heading, its description and
 * a table of its cookies (docs/behaviour/content.md#cookie-list). Rendered to HTML at
 * build time and never hydrated, so it adds nothing to the browser's JavaScript.
 */

export type CookieListCategory = PolicyCategory & {
  /** Extra text for this category, already rendered from Markdown. */
  notesHtml?: string;
};

export type CookieListProps = {
  categories: CookieListCategory[];
  /** Heading level of each category. */
  level: 2 | 3 | 4;
  /** Shown instead of a table when a category sets no cookies. */
  emptyText: string;
  /** The tables' words (`consentWords.policy`). */
  words: PolicyWords;
};

/** The anchor of a category's heading; in-page links such as `#cookies-analytics` use it. */
export const cookieListId = (slug: string): string => `cookies-${slug}`;

/**
 * A cookie name with line-break opportunities after `_` and `-` and between camel-case
 * words, so `viewed_cookie_policy` wraps at its parts in a narrow column instead of
 * mid-word. `<wbr>` adds no text: the name reads and copies unchanged.
 */
export function breakableName(name: string) {
  const parts = name.split(/(?<=[a-z0-9][_-])|(?<=[a-z])(?=[A-Z])/);
  return parts.flatMap((part, i) => (i === 0 ? [part] : [<wbr key={i} />, part]));
}

function CookieTable({ category, words }: { category: CookieListCategory; words: PolicyWords }) {
  return (
    <table className="cookie-table">
      {/* The caption names the table for screen readers; the heading above shows it. */}
      <caption className="visually-hidden">{words.cookiesCaption.replaceAll("{category}", category.name)}</caption>
      <thead>
        <tr>
          <th scope="col">{words.cookie}</th>
          <th scope="col">{words.lasts}</th>
          <th scope="col">{words.purpose}</th>
        </tr>
      </thead>
      <tbody>
        {category.cookies.map((cookie: PolicyCookie) => (
          <tr key={cookie.name}>
            <th scope="row">
              <code>{breakableName(cookie.name)}</code>
            </th>
            {/* data-label: the column's name, shown before each cell where the rows stack on a phone. */}
            <td data-label={words.lasts}>{cookie.duration || words.notStated}</td>
            <td data-label={words.purpose}>{cookie.description || words.notStated}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function CookieList({ categories, level, emptyText, words }: CookieListProps) {
  const Heading = `h${level}` as const;
  return (
    <div className="cookie-list">
      {categories.map((category) => (
        // A div, not a section: five more landmarks would only crowd the landmark list.
        <div key={category.slug} className="cookie-list__category">
          <Heading id={cookieListId(category.slug)}>{category.name}</Heading>
          {category.description && <p>{category.description}</p>}
          {category.notesHtml && <div dangerouslySetInnerHTML={{ __html: category.notesHtml }} />}
          {category.cookies.length > 0 ? <CookieTable category={category} words={words} /> : <p className="cookie-list__empty">{emptyText}</p>}
        </div>
      ))}
    </div>
  );
}
