// @ts-check
/**
 * What the site counted, for the studio's Visitors screen and `npm run stats`
 * (docs/behaviour/visits.md#reading-the-counts): read from the daily counts only, so a
 * report over a year is a few grouped queries. Days are UTC, `since` and `until` inclusive.
 */
import { openDatabaseOnUse } from "../db/open-database.mjs";
import { METRICS, p75 } from "./vitals-buckets.mjs";
import { PAGE_KINDS, SCREENS } from "./visit-beacon.mjs";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A longer range is refused: its list of days would be longer than anyone reads. */
const MAX_DAYS = 20 * 366;

/** @typedef {(typeof PAGE_KINDS)[number]} PageKind what kind of page a view was of, as the beacon names it */
/** @typedef {(typeof SCREENS)[number]} ScreenClass a phone (under 640 px wide), a tablet (under 1024) or a desktop */

/** A stored kind as the beacon's words: the endpoint stores no other, "other" should one be found. @param {unknown} text @returns {PageKind} */
const kindOf = (text) => /** @type {readonly string[]} */ (PAGE_KINDS).find((kind) => kind === String(text)) ? /** @type {PageKind} */ (String(text)) : "other";
/** @param {unknown} text @returns {ScreenClass} */
const screenOf = (text) => (/** @type {readonly string[]} */ (SCREENS).includes(String(text)) ? /** @type {ScreenClass} */ (String(text)) : "desktop");

/**
 * @typedef {object} VisitReport
 * @property {string} since
 * @property {string} until
 * @property {{ day: string, views: number, visitors: number }[]} days every day of the range, zeros included
 * @property {{ path: string, kind: PageKind, views: number }[]} pages the 20 most viewed
 * @property {{ host: string, views: number }[]} referrers the 10 first; host "" is direct or unknown
 * @property {{ screen: ScreenClass, views: number }[]} screens
 * @property {{ language: string, views: number }[]} languages
 * @property {{ kind: PageKind, samples: number, lcp: number | null, inp: number | null, cls: number | null }[]} speed p75 per page kind
 */

/** @typedef {{ day: string, path: string, kind: string, views: number }} DayViews */

/** @param {string} text @param {string} name */
function dayTime(text, name) {
  const time = DAY.test(text) ? Date.parse(`${text}T00:00:00Z`) : NaN;
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== text) throw new Error(`${name} must be a day such as 2026-01-01; received "${text}"`);
  return time;
}

/** @param {{ since: string, until: string }} range */
function daysOf({ since, until }) {
  const from = dayTime(since, "since");
  const to = dayTime(until, "until");
  if (to < from) throw new Error(`until (${until}) is before since (${since})`);
  if ((to - from) / DAY_MS >= MAX_DAYS) throw new Error(`a report covers at most ${MAX_DAYS} days`);
  /** @type {string[]} */
  const days = [];
  for (let t = from; t <= to; t += DAY_MS) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

/** Views summed per `column` over a range, most first. @param {string} table @param {string} column @param {number} limit */
const topSql = (table, column, limit) =>
  `select ${column} as name, sum(views) as views from ${table} where day >= $1 and day <= $2 group by ${column} order by sum(views) desc, ${column} limit ${limit}`;

/** @param {import("../db/types.d.mts").Db} db */
export function createVisitReport(db) {
  /** @param {string} table @param {string} column @param {number} limit @param {string[]} range */
  const top = async (table, column, limit, range) =>
    (await db.query(topSql(table, column, limit), range)).map((row) => ({ name: String(row.name), views: Number(row.views) }));

  return {
    /**
     * @param {{ since: string, until: string }} range
     * @returns {Promise<VisitReport>}
     */
    async report({ since, until }) {
      const days = daysOf({ since, until });
      const range = [since, until];
      const counted = new Map(
        (await db.query("select day, views, visitors from visit_days where day >= $1 and day <= $2", range)).map((row) => [String(row.day), row]),
      );
      const pages = await db.query(
        "select path, kind, sum(views) as views from visit_pages where day >= $1 and day <= $2 group by path, kind order by sum(views) desc, path limit 20",
        range,
      );
      const buckets = await db.query(
        "select kind, metric, bucket, sum(samples) as samples from visit_vitals where day >= $1 and day <= $2 group by kind, metric, bucket",
        range,
      );
      /** @type {Map<string, Map<string, { bucket: number, samples: number }[]>>} */
      const byKind = new Map();
      for (const row of buckets) {
        const kind = byKind.get(String(row.kind)) ?? new Map();
        byKind.set(String(row.kind), kind);
        const list = kind.get(String(row.metric)) ?? [];
        kind.set(String(row.metric), list);
        list.push({ bucket: Number(row.bucket), samples: Number(row.samples) });
      }
      const speed = [...byKind].map(([kind, metrics]) => {
        const samplesOf = (/** @type {string} */ metric) => (metrics.get(metric) ?? []).reduce((sum, b) => sum + b.samples, 0);
        return {
          kind: kindOf(kind),
          samples: Math.max(...METRICS.map(samplesOf)),
          lcp: p75("lcp", metrics.get("lcp") ?? []),
          inp: p75("inp", metrics.get("inp") ?? []),
          cls: p75("cls", metrics.get("cls") ?? []),
        };
      });
      return {
        since,
        until,
        days: days.map((day) => ({ day, views: Number(counted.get(day)?.views ?? 0), visitors: Number(counted.get(day)?.visitors ?? 0) })),
        pages: pages.map((row) => ({ path: String(row.path), kind: kindOf(row.kind), views: Number(row.views) })),
        referrers: (await top("visit_referrers", "host", 10, range)).map(({ name, views }) => ({ host: name, views })),
        screens: (await top("visit_screens", "screen", 10, range)).map(({ name, views }) => ({ screen: screenOf(name), views })),
        languages: (await top("visit_languages", "language", 100, range)).map(({ name, views }) => ({ language: name, views })),
        speed: speed.sort((a, b) => b.samples - a.samples || a.kind.localeCompare(b.kind)),
      };
    },
    /**
     * Views per path per day, oldest day first (`npm run stats`); either bound may be left open.
     * @param {{ since?: string, until?: string }} [range]
     * @returns {Promise<DayViews[]>}
     */
    async viewsByDay({ since, until } = {}) {
      if (since !== undefined) dayTime(since, "since");
      if (until !== undefined) dayTime(until, "until");
      const rows = await db.query(
        "select day, path, kind, views from visit_pages where day >= $1 and day <= $2 order by day, views desc, path",
        [since ?? "0000-00-00", until ?? "9999-99-99"],
      );
      return rows.map((row) => ({ day: String(row.day), path: String(row.path), kind: String(row.kind), views: Number(row.views) }));
    },
  };
}

/**
 * The counts of the database the site's server uses (DATABASE_URL, or the embedded file in
 * VITRINE_DATA_DIR), opened on first use and kept open until `close`.
 * @param {{ DATABASE_URL?: string, VITRINE_DATA_DIR?: string }} env
 */
export function openVisitReport(env) {
  const database = openDatabaseOnUse(env);
  const open = async () => createVisitReport(await database.get());
  return {
    /** @param {{ since: string, until: string }} range @returns {Promise<VisitReport>} */
    report: async (range) => (await open()).report(range),
    /** @param {{ since?: string, until?: string }} [range] @returns {Promise<DayViews[]>} */
    viewsByDay: async (range) => (await open()).viewsByDay(range),
    close: database.close,
  };
}
