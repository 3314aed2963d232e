// @ts-check
/**
 * The consent log's retention (docs/decisions/028-proof-of-consent.md): events older
 * than `CONSENT_LOG_RETENTION_MONTHS` (default 12) are deleted at start and once a day
 * after, and by `npm run consent-log-retention`. Proof of consent is needed while the
 * consent is relied on; a choice is asked again after a year (the consent cookies'
 * lifetime), so a year of events covers it. Deleting is done on a connection opened for
 * it (Db.openRetention): the server's own connection cannot delete from the log. A
 * PostgreSQL role that may only insert and read leaves it to the command, run with the
 * owner's rights.
 */

export const DEFAULT_RETENTION_MONTHS = 12;
const DAY_MS = 24 * 60 * 60 * 1000;

/** @param {Record<string, string | undefined>} env */
export function retentionMonthsFromEnv(env) {
  const raw = env.CONSENT_LOG_RETENTION_MONTHS?.trim();
  if (!raw) return DEFAULT_RETENTION_MONTHS;
  const months = Number(raw);
  if (!Number.isInteger(months) || months < 1 || months > 120) {
    throw new Error(`CONSENT_LOG_RETENTION_MONTHS must be a whole number of months from 1 to 120; received "${raw}"`);
  }
  return months;
}

/** The first moment still kept: `months` calendar months before `now`. @param {number} now @param {number} months */
export function retentionCutoff(now, months) {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.getTime();
}

/**
 * Sweeps now and every day; returns the stop function (the timer does not hold the process).
 * @param {{ db: import("../db/types.d.mts").Db, months: number, clock?: () => number, log?: (line: string) => void }} options
 */
export function startRetentionSweep({ db, months, clock = Date.now, log = console.log }) {
  let told = false;
  const sweep = async () => {
    try {
      const removed = await deleteExpiredEvents(db, { months, now: clock() });
      if (!told && removed === undefined) log("Consent log: this server's database role may not delete from it; run npm run consent-log-retention daily with the owner's DATABASE_URL");
      if (!told && removed !== undefined && db.dialect === "postgres") {
        log("Consent log: this server's PostgreSQL role may delete from it; give the server a role of its own (npm run migrate -- --server-role NAME)");
      }
      told = true;
      if (removed !== undefined && removed > 0) log(`Consent log: removed ${removed} event(s) older than ${months} months`);
    } catch (error) {
      console.error("Consent log retention sweep failed:", error);
    }
  };
  const first = sweep();
  const timer = setInterval(sweep, DAY_MS);
  timer.unref();
  return { first, stop: () => clearInterval(timer) };
}

/**
 * Deletes the events older than the retention period on a connection that may; returns
 * how many, or undefined when this database's role may not delete.
 * @param {import("../db/types.d.mts").Db} db
 * @param {{ months: number, now: number }} options
 */
export async function deleteExpiredEvents(db, { months, now }) {
  const retention = await db.openRetention();
  if (!retention) return undefined;
  try {
    return (await retention.run("delete from consent_log where recorded_at < $1", [retentionCutoff(now, months)])).changes;
  } finally {
    await retention.close();
  }
}
