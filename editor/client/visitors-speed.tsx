import type { VisitReport } from "../shared/visit-report";
import { KIND_WORDS, MEASURES, rating, ratingWords } from "./visitors-words";
import { countWord, fill, wordsOf } from "./words/studio-words";
import { visitorWords } from "./words/visitors";

/**
 * Real visitors' speed per kind of page (docs/owner.md#visitors): the 75th percentile of each
 * measure, so a heavy photo that made product pages slow shows here, each figure marked good,
 * needs improvement or poor in words (colour only repeats them).
 */
export function VisitorsSpeed({ speed }: { speed: VisitReport["speed"] }) {
  const measured = speed.filter((kind) => kind.samples > 0);
  const t = wordsOf(visitorWords);
  return (
    <>
      <p className="page-list__meta">{t.measuredWhere}</p>
      <dl className="visitors__measures">
        {MEASURES.map((measure) => (
          <div key={measure.key}>
            <dt>{measure.name}</dt>
            <dd>{measure.means}</dd>
          </div>
        ))}
      </dl>
      {!measured.length ? (
        <p>{t.noSpeed}</p>
      ) : (
        <ul className="visitors__speed">
          {measured.map((kind) => (
            <li key={kind.kind}>
              <h3>
                {KIND_WORDS[kind.kind] ?? kind.kind} <span className="page-list__meta">{countWord(t.fromVisits, kind.samples)}</span>
              </h3>
              <ul>
                {MEASURES.map((measure) => {
                  const value = kind[measure.key];
                  if (value === null) return <li key={measure.key}>{fill(t.notMeasured, { measure: measure.name })}</li>;
                  const marked = rating(measure.key, value);
                  return (
                    <li key={measure.key}>
                      {measure.sentence(value)} — <span className={`visitors__rating visitors__rating--${marked.replace(/ /g, "-")}`}>{ratingWords(marked)}</span>
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
