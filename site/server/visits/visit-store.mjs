// @ts-check
/**
 * Storing a visit beacon (docs/behaviour/visits.md#what-is-kept): the raw event and every
 * daily rollup it touches, in one transaction of upserts, so an instance that fails
 * midway counts nothing and several instances on one database count each beacon once,
 * with no rollup job for two of them to run twice. The purge deletes by day and is the
 * same whichever instance runs it, or how often.
 */
import { createHash } from "node:crypto";
import { bucketOf, METRICS } from "./vitals-buckets.mjs";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day of a moment, "2026-03-14". @param {number} now */
export const dayOf = (now) => new Date(now).toISOString().slice(0, 10);

/**
 * The day's visitor hash: SHA-256 of the day's salt, the site's host, the visitor's
 * address and user agent. Neither the address nor the user agent is kept; the salt is
 * deleted when the day is over, so the hash cannot be made again, nor matched across days.
 * @param {{ salt: string, host: string, address: string, userAgent: string }} parts
 */
export function visitHash({ salt, host, address, userAgent }) {
  return createHash("sha256").update(`${salt}\n${host}\n${address}\n${userAgent}`).digest("base64url");
}

/** `views = views + 1` on the table's key, or a first row. @param {string} table @param {string[]} key */
const countView = (table, key) =>
  `insert into ${table} (${key.join(", ")}, views) values (${key.map((_, i) => `$${i + 1}`).join(", ")}, 1)
   on conflict (${key.join(", ")}) do update set views = ${table}.views + 1`;

const SQL = {
  event: `insert into visit_events (day, t, path, kind, lang, screen, ref, lcp, inp, cls, ttfb)
    values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
  visitor: "insert into visit_visitors (day, visitor) values ($1, $2) on conflict (day, visitor) do nothing",
  day: `insert into visit_days (day, views, visitors) values ($1, 1, cast($2 as bigint))
    on conflict (day) do update set views = visit_days.views + 1, visitors = visit_days.visitors + cast($2 as bigint)`,
  page: countView("visit_pages", ["day", "path", "kind"]),
  referrer: countView("visit_referrers", ["day", "host"]),
  screen: countView("visit_screens", ["day", "screen"]),
  language: countView("visit_languages", ["day", "language"]),
  vitals: `insert into visit_vitals (day, kind, metric, bucket, samples) values ($1, $2, $3, $4, 1)
    on conflict (day, kind, metric, bucket) do update set samples = visit_vitals.samples + 1`,
};

/**
 * @param {import("../db/types.d.mts").Db} db
 * @param {import("./visit-beacon.mjs").VisitBeacon} beacon
 * @param {{ day: string, visitor: string }} seen the UTC day, and the visitor hash (views only)
 */
export function recordVisit(db, beacon, { day, visitor }) {
  return db.transaction(async (tx) => {
    const view = beacon.t === "view" ? beacon : undefined;
    const vitals = beacon.t === "vitals" ? beacon : undefined;
    await tx.run(SQL.event, [day, beacon.t, beacon.path, beacon.kind, beacon.lang, view?.screen ?? null, view?.ref ?? null,
      vitals?.lcp ?? null, vitals?.inp ?? null, vitals?.cls ?? null, vitals?.ttfb ?? null]);
    if (view) {
      const first = (await tx.run(SQL.visitor, [day, visitor])).changes > 0 ? 1 : 0;
      await tx.run(SQL.day, [day, first]);
      await tx.run(SQL.page, [day, view.path, view.kind]);
      await tx.run(SQL.referrer, [day, view.ref]);
      await tx.run(SQL.screen, [day, view.screen]);
      await tx.run(SQL.language, [day, view.lang]);
    }
    if (vitals) {
      for (const metric of METRICS) {
        const value = vitals[metric];
        if (value !== undefined) await tx.run(SQL.vitals, [day, vitals.kind, metric, bucketOf(metric, value)]);
      }
    }
  });
}

const ROLLUPS = ["visit_days", "visit_pages", "visit_referrers", "visit_screens", "visit_languages", "visit_vitals"];

/**
 * The first day still kept of the raw events (the last `rawDays` days, today included)
 * and of the rollups (`keepYears` calendar years back).
 * @param {number} now @param {{ rawDays: number, keepYears: number }} retention
 */
export function keptFrom(now, { rawDays, keepYears }) {
  const years = new Date(now);
  years.setUTCFullYear(years.getUTCFullYear() - keepYears);
  return { raw: dayOf(now - (rawDays - 1) * DAY_MS), rollups: dayOf(years.getTime()) };
}

/**
 * Deletes what is past its retention, and the salts of days that are over.
 * @param {import("../db/types.d.mts").Db} db
 * @param {{ now: number, rawDays: number, keepYears: number }} options
 * @returns {Promise<number>} rows deleted
 */
export async function purgeVisits(db, { now, rawDays, keepYears }) {
  const from = keptFrom(now, { rawDays, keepYears });
  let removed = 0;
  for (const table of ["visit_events", "visit_visitors"]) removed += (await db.run(`delete from ${table} where day < $1`, [from.raw])).changes;
  for (const table of ROLLUPS) removed += (await db.run(`delete from ${table} where day < $1`, [from.rollups])).changes;
  await db.run("delete from visit_salts where day < $1", [dayOf(now)]);
  return removed;
}
