import type { TocEntry } from "../define-widget";

/** "On this page": links to the headings that carry an id (docs/behaviour/content.md#toc). */
export function Toc({ entries, label }: { entries: TocEntry[]; label: string }) {
  return (
    <nav aria-label={label} className="toc">
      <p className="toc__title">{label}</p>
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
