// @ts-check
/**
 * `npm run consent-log-retention`: deletes the consent-log events older than
 * `CONSENT_LOG_RETENTION_MONTHS` (12), on a connection of its own. The server does the
 * same daily where its database role may; with PostgreSQL and a server role that may only
 * insert and read the log, run this daily (a timer or cron) with the owner's
 * `DATABASE_URL` (docs/decisions/028-proof-of-consent.md).
 */
import { retentionMonthsFromEnv, deleteExpiredEvents } from "../consent/consent-retention.mjs";
import { openDatabase } from "../db/open-database.mjs";
import { runCommand } from "./run-command.mjs";

/** @param {string[]} _argv @param {Record<string, string | undefined>} env @param {{ now?: number }} [options] */
export async function main(_argv, env, { now = Date.now() } = {}) {
  const months = retentionMonthsFromEnv(env);
  const { db } = await openDatabase(env);
  try {
    const removed = await deleteExpiredEvents(db, { months, now });
    if (removed === undefined) throw new Error("This database role may not delete from the consent log: run the retention with the owner's DATABASE_URL.");
    return `Consent log: removed ${removed} event(s) older than ${months} months.\n`;
  } finally {
    await db.close();
  }
}

runCommand(import.meta.url, main);
