import type { TocEntry } from "../define-widget";

/** "On this page": links to the headings that carry an id (docs/behaviour/content.md#toc). */
export function Toc({ entries }: { entries: TocEntry[] }) {
  return (
    <nav aria-label="On this page" className="toc">
      <p className="toc__title">
        On this page
      </p>
      <ol className="toc__list">
        {entries.map((entry) => (
          <li key={entry.id} className={`toc__item toc__item--${entry.level}`}>
            <a href={`#${entry.id}`}>{entry.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
