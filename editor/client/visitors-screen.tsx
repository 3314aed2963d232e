import { useEffect, useState, type ReactNode } from "react";
import type { SiteAddress } from "../server/content/site-addresses";
import type { VisitReport } from "../shared/visit-report";
import { api } from "./api";
import { ListScreen } from "./file-list-screen";
import { VisitorsSpeed } from "./visitors-speed";
import { count, dayWords, hostWords, isEmpty, KIND_WORDS, languageWords, lastDays, longDayWords, SCREEN_WORDS, share } from "./visitors-words";
import "./visitors-screen.css";

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
      setProblem(result.body.message ?? `The visits could not be read (${result.status}).`);
    });
    return () => void (live = false);
  }, [range]);

  return (
    <ListScreen title="Visitors" className="visitors">
      <p className="page-list__intro">
        Your site counts its own visits and measures its own speed for real visitors. It sends nothing to anyone, sets no cookie and keeps nothing that could tell who a visitor is.
      </p>
      <p className="page-list__meta">These are the visits in the site&rsquo;s database on this computer. If your site runs on a server, open the studio there to see its visits.</p>
      <label htmlFor="visitors-range" className="post-list__search-label">
        Show the last
      </label>
      <select id="visitors-range" value={range} onChange={(e) => setRange(Number(e.target.value) as Range)}>
        {RANGES.map((days) => (
          <option key={days} value={days}>
            {days} days
          </option>
        ))}
      </select>
      {problem ? (
        <p role="alert" className="page-list__problem">
          {problem}
        </p>
      ) : !report ? (
        <p>Loading…</p>
      ) : isEmpty(report) ? (
        <NothingCounted report={report} />
      ) : (
        <Counted report={report} titleOf={titleOf} />
      )}
    </ListScreen>
  );
}

function NothingCounted({ report }: { report: VisitReport }) {
  return (
    <section className="visitors__empty" aria-labelledby="visitors-empty">
      <h2 id="visitors-empty">No visits counted yet</h2>
      <p>
        No visit was counted from {longDayWords(report.since)} to {longDayWords(report.until)}. A visit is counted when a visitor opens a page of your published site, so there is nothing here
        until the site is online and visited.
      </p>
      <p>
        Some visits are never counted, on purpose: visitors whose browser asks not to be tracked (Global Privacy Control or Do Not Track), visitors who said no on the site&rsquo;s privacy page,
        and search engines&rsquo; robots.
      </p>
    </section>
  );
}

function Counted({ report, titleOf }: { report: VisitReport; titleOf(path: string): string | undefined }) {
  const views = report.days.reduce((sum, day) => sum + day.views, 0);
  const visits = report.days.reduce((sum, day) => sum + day.visitors, 0);
  return (
    <>
      <p className="visitors__total">
        <strong>{count(visits)}</strong> {visits === 1 ? "visit" : "visits"} and <strong>{count(views)}</strong> {views === 1 ? "page view" : "page views"} from {longDayWords(report.since)} to{" "}
        {longDayWords(report.until)}.
      </p>
      <Section id="visitors-days" title="Day by day" note="A visit is one visitor on one day, however many pages they see; each page they open is a page view.">
        <DayChart report={report} />
      </Section>
      <Section id="visitors-pages" title="Most viewed pages">
        <Shares
          caption="The 20 most viewed pages"
          label="Page"
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
      <Section id="visitors-from" title="Where visitors came from" note="The website a visitor followed a link from; only its name is kept. Direct or unknown: typed in, a bookmark, an app or an email, or a website that does not say.">
        <Shares caption="The 10 websites most visitors came from" label="From" rows={report.referrers.map((from) => ({ key: from.host, label: hostWords(from.host), views: from.views }))} total={views} />
      </Section>
      <Section id="visitors-screens" title="Phones, tablets and computers">
        <Shares caption="Page views by screen" label="Screen" rows={report.screens.map((screen) => ({ key: screen.screen, label: SCREEN_WORDS[screen.screen] ?? screen.screen, views: screen.views }))} total={views} />
      </Section>
      <Section id="visitors-languages" title="Languages" note="The language of the site’s pages the visitor read.">
        <Shares caption="Page views by language" label="Language" rows={report.languages.map((language) => ({ key: language.language, label: languageWords(language.language), views: language.views }))} total={views} />
      </Section>
      <Section id="visitors-speed" title="Speed for real visitors">
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
  return (
    <>
      <svg className="visitors__chart" viewBox={`0 0 ${width} 100`} preserveAspectRatio="none" role="img" aria-label={`Page views and visits per day; the busiest day was ${longDayWords(busiest.day)}, with ${count(busiest.views)} page views.`}>
        {report.days.map((day, index) => (
          <g key={day.day}>
            <rect className="visitors__chart-views" x={index * 10 + 1} width={8} y={100 - (day.views / top) * 100} height={(day.views / top) * 100} />
            <rect className="visitors__chart-visits" x={index * 10 + 3} width={4} y={100 - (day.visitors / top) * 100} height={(day.visitors / top) * 100} />
          </g>
        ))}
      </svg>
      <p className="visitors__legend">
        <span className="visitors__key visitors__key--views" aria-hidden="true" /> Page views <span className="visitors__key visitors__key--visits" aria-hidden="true" /> Visits
        <span className="page-list__meta">
          {dayWords(report.since)} to {dayWords(report.until)}
        </span>
      </p>
      <details className="visitors__details">
        <summary>The figures, day by day</summary>
        <table className="visitors__table">
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Visits</th>
              <th scope="col">Page views</th>
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
  if (!rows.length) return <p>None counted in these days.</p>;
  const top = Math.max(1, ...rows.map((row) => row.views));
  return (
    <table className="visitors__table">
      <caption className="order-list__count">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{label}</th>
          <th scope="col">Page views</th>
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
