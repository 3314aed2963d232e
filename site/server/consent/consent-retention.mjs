// @ts-check
/**
 * The consent log's retention (docs/decisions/028-proof-of-consent.md): events older
 * than `CONSENT_LOG_RETENTION_MONTHS` (default 12) are deleted at start and once a day
 * after. Proof of consent is needed while the consent is relied on; a choice is asked
 * again after a year (the consent cookies' lifetime), so a year of events covers it.
 */
import { createConsentLog } from "../db/consent-log.mjs";

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
  const consentLog = createConsentLog(db);
  const sweep = async () => {
    try {
      const removed = await consentLog.deleteBefore(retentionCutoff(clock(), months));
      if (removed > 0) log(`Consent log: removed ${removed} event(s) older than ${months} months`);
    } catch (error) {
      console.error("Consent log retention sweep failed:", error);
    }
  };
  const first = sweep();
  const timer = setInterval(sweep, DAY_MS);
  timer.unref();
  return { first, stop: () => clearInterval(timer) };
}
