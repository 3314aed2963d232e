import { useEffect, useState, type ReactNode } from "react";
import type { SiteAddress } from "../server/content/site-addresses";
import type { VisitReport } from "../shared/visit-report";
import { api } from "./api";
import { ListScreen } from "./file-list-screen";
import { VisitorsSpeed } from "./visitors-speed";
import { count, dayWords, hostWords, isEmpty, KIND_WORDS, languageWords, lastDays, longDayWords, SCREEN_WORDS, share } from "./visitors-words";
import "./visitors-screen.css";
import { fillNodes } from "./words/fill-nodes";
import { shellWords } from "./words/shell";
import { countWord, fill, wordsOf } from "./words/studio-words";
import { visitorWords } from "./words/visitors";

/**
 * The site's own count of its visits (docs/owner.md#visitors): visits and views per day, the
 * most viewed pages, where visitors came from, their screens and languages, and how fast the
 * site is for them. Counted by the site itself; nothing identifies a visitor.
 */
const RANGES = [7, 30, 90] as const;
type Range = (typeof RANGES)[number];

/** The pages' titles by address, so a page shows as the owner named it; the address without its language as well. */
function useTitles() {
  const [titles, setTitles] = useState(new Map<string, string>());
  useEffect(() => {
    void api<SiteAddress[]>("GET", "/api/addresses").then((r) => r.status === 200 && setTitles(new Map(r.body.map((address) => [address.href, address.label]))));
  }, []);
  return (path: string) => titles.get(path) ?? titles.get(path.replace(/^\/[a-z]{2}(?:-[a-z]{2})?(?=\/|$)/i, "") || "/");
}

export function VisitorsScreen() {
  const [range, setRange] = useState<Range>(30);
  const [report, setReport] = useState<VisitReport | undefined>();
  const [problem, setProblem] = useState("");
  const titleOf = useTitles();
  const t = wordsOf(visitorWords);

  useEffect(() => {
    let live = true;
    const { since, until } = lastDays(range);
    void api<VisitReport>("GET", `/api/visitors?since=${since}&until=${until}`).then((result) => {
      if (!live) return;
      if (result.status === 200) {
        setProblem("");
        return setReport(result.body);
      }
      setReport(undefined);
      setProblem(result.body.message ?? fill(t.notRead, { status: result.status }));
    });
    return () => void (live = false);
  }, [range, t]);

  return (
    <ListScreen title={wordsOf(shellWords).visitors} className="visitors">
      <p className="page-list__intro">
        {t.intro}
      </p>
      <p className="page-list__meta">{t.whereStored}</p>
      <label htmlFor="visitors-range" className="post-list__search-label">
        {t.showLast}
      </label>
      <select id="visitors-range" value={range} onChange={(e) => setRange(Number(e.target.value) as Range)}>
        {RANGES.map((days) => (
          <option key={days} value={days}>
            {countWord(t.days, days)}
          </option>
        ))}
      </select>
      {problem ? (
        <p role="alert" className="page-list__problem">
          {problem}
        </p>
      ) : !report ? (
        <p>{wordsOf(shellWords).loading}</p>
      ) : isEmpty(report) ? (
        <NothingCounted report={report} />
      ) : (
        <Counted report={report} titleOf={titleOf} />
      )}
    </ListScreen>
  );
}

function NothingCounted({ report }: { report: VisitReport }) {
  const t = wordsOf(visitorWords);
  return (
    <section className="visitors__empty" aria-labelledby="visitors-empty">
      <h2 id="visitors-empty">{t.noneYet}</h2>
      <p>
        {fill(t.noneFromTo, { since: longDayWords(report.since), until: longDayWords(report.until) })}
      </p>
      <p>
        {t.neverCounted}
      </p>
    </section>
  );
}

function Counted({ report, titleOf }: { report: VisitReport; titleOf(path: string): string | undefined }) {
  const views = report.days.reduce((sum, day) => sum + day.views, 0);
  const visits = report.days.reduce((sum, day) => sum + day.visitors, 0);
  const t = wordsOf(visitorWords);
  return (
    <>
      <p className="visitors__total">
        {fillNodes(t.total, { visits: <><strong>{count(visits)}</strong> {countWord(t.visits, visits)}</>, views: <><strong>{count(views)}</strong> {countWord(t.pageViews, views)}</>, since: longDayWords(report.since), until: longDayWords(report.until) })}
      </p>
      <Section id="visitors-days" title={t.dayByDay} note={t.dayNote}>
        <DayChart report={report} />
      </Section>
      <Section id="visitors-pages" title={t.mostViewed}>
        <Shares
          caption={t.top20}
          label={t.pageLabel}
          rows={report.pages.map((page) => ({
            key: page.path,
            label: (
              <>
                {titleOf(page.path) ?? page.path}{" "}
                <span className="page-list__meta">
                  {KIND_WORDS[page.kind] ?? page.kind} · {page.path}
                </span>
              </>
            ),
            views: page.views,
          }))}
          total={views}
        />
      </Section>
      <Section id="visitors-from" title={t.whereFrom} note={t.fromNote}>
        <Shares caption={t.top10} label={t.from} rows={report.referrers.map((from) => ({ key: from.host, label: hostWords(from.host), views: from.views }))} total={views} />
      </Section>
      <Section id="visitors-screens" title={t.screens}>
        <Shares caption={t.byScreen} label={t.screen} rows={report.screens.map((screen) => ({ key: screen.screen, label: SCREEN_WORDS[screen.screen] ?? screen.screen, views: screen.views }))} total={views} />
      </Section>
      <Section id="visitors-languages" title={t.languages} note={t.languageNote}>
        <Shares caption={t.byLanguage} label={t.language} rows={report.languages.map((language) => ({ key: language.language, label: languageWords(language.language), views: language.views }))} total={views} />
      </Section>
      <Section id="visitors-speed" title={t.speed}>
        <VisitorsSpeed speed={report.speed} />
      </Section>
    </>
  );
}

function Section({ id, title, note, children }: { id: string; title: string; note?: string; children: ReactNode }) {
  return (
    <section className="visitors__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {note && <p className="page-list__meta">{note}</p>}
      {children}
    </section>
  );
}

/** Views per day as bars, then the same figures as a table for whoever reads rather than looks. */
function DayChart({ report }: { report: VisitReport }) {
  const top = Math.max(1, ...report.days.map((day) => day.views));
  const busiest = report.days.reduce((best, day) => (day.views > best.views ? day : best), report.days[0]!);
  const width = report.days.length * 10;
  const t = wordsOf(visitorWords);
  return (
    <>
      <svg className="visitors__chart" viewBox={`0 0 ${width} 100`} preserveAspectRatio="none" role="img" aria-label={fill(t.chart, { day: longDayWords(busiest.day), views: `${count(busiest.views)} ${countWord(t.pageViews, busiest.views)}` })}>
        {report.days.map((day, index) => (
          <g key={day.day}>
            <rect className="visitors__chart-views" x={index * 10 + 1} width={8} y={100 - (day.views / top) * 100} height={(day.views / top) * 100} />
            <rect className="visitors__chart-visits" x={index * 10 + 3} width={4} y={100 - (day.visitors / top) * 100} height={(day.visitors / top) * 100} />
          </g>
        ))}
      </svg>
      <p className="visitors__legend">
        <span className="visitors__key visitors__key--views" aria-hidden="true" /> {t.viewsKey} <span className="visitors__key visitors__key--visits" aria-hidden="true" /> {t.visitsKey}
        <span className="page-list__meta">
          {fill(t.fromTo, { since: dayWords(report.since), until: dayWords(report.until) })}
        </span>
      </p>
      <details className="visitors__details">
        <summary>{t.figures}</summary>
        <table className="visitors__table">
          <thead>
            <tr>
              <th scope="col">{t.day}</th>
              <th scope="col">{t.visitsKey}</th>
              <th scope="col">{t.viewsKey}</th>
            </tr>
          </thead>
          <tbody>
            {report.days.map((day) => (
              <tr key={day.day}>
                <th scope="row">{dayWords(day.day)}</th>
                <td>{count(day.visitors)}</td>
                <td>{count(day.views)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </>
  );
}

/** A table of what the page views were shared between, each with its number and a bar of its share. */
function Shares({ caption, label, rows, total }: { caption: string; label: string; rows: { key: string; label: ReactNode; views: number }[]; total: number }) {
  const t = wordsOf(visitorWords);
  if (!rows.length) return <p>{t.noneCounted}</p>;
  const top = Math.max(1, ...rows.map((row) => row.views));
  return (
    <table className="visitors__table">
      <caption className="order-list__count">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{label}</th>
          <th scope="col">{t.viewsKey}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            <td className="visitors__views">
              <span className="visitors__bar" style={{ width: `${(row.views / top) * 100}%` }} aria-hidden="true" />
              {count(row.views)} <span className="page-list__meta">({share(row.views, total)})</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
