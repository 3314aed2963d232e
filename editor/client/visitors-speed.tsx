import type { VisitReport } from "../shared/visit-report";
import { count, KIND_WORDS, MEASURES, rating } from "./visitors-words";

/**
 * Real visitors' speed per kind of page (docs/owner.md#visitors): the 75th percentile of each
 * measure, so a heavy photo that made product pages slow shows here, each figure marked good,
 * needs improvement or poor in words (colour only repeats them).
 */
export function VisitorsSpeed({ speed }: { speed: VisitReport["speed"] }) {
  const measured = speed.filter((kind) => kind.samples > 0);
  return (
    <>
      <p className="page-list__meta">Measured in your visitors&rsquo; own browsers. Each figure is what three visits in four got, or better.</p>
      <dl className="visitors__measures">
        {MEASURES.map((measure) => (
          <div key={measure.key}>
            <dt>{measure.name}</dt>
            <dd>{measure.means}</dd>
          </div>
        ))}
      </dl>
      {!measured.length ? (
        <p>No speed measured in these days.</p>
      ) : (
        <ul className="visitors__speed">
          {measured.map((kind) => (
            <li key={kind.kind}>
              <h3>
                {KIND_WORDS[kind.kind] ?? kind.kind} <span className="page-list__meta">from {count(kind.samples)} {kind.samples === 1 ? "visit" : "visits"}</span>
              </h3>
              <ul>
                {MEASURES.map((measure) => {
                  const value = kind[measure.key];
                  if (value === null) return <li key={measure.key}>{measure.name}: not measured yet</li>;
                  const marked = rating(measure.key, value);
                  return (
                    <li key={measure.key}>
                      {measure.sentence(value)} — <span className={`visitors__rating visitors__rating--${marked.replace(/ /g, "-")}`}>{marked}</span>
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
