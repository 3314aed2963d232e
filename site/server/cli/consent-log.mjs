// @ts-check
/**
 * `npm run consent-log -- --id <consent id>`: every event of one visitor's consent id,
 * as proof of consent; `npm run consent-log -- [--since …] [--until …] [--format csv|json]`:
 * the log for a period (docs/server.md#consent-log-proof-of-consent). Reads the database the server uses.
 */
import { parseArgs } from "node:util";
import { createConsentLog } from "../db/consent-log.mjs";
import { openDatabase } from "../db/open-database.mjs";
import { parseDay, parseFormat, toCsv, toJsonLines } from "./export-format.mjs";
import { runCommand } from "./run-command.mjs";

const COLUMNS = ["id", "consentId", "recorded", "layer", "control", "method", "openedFrom", "consent", "categories", "services", "ccpaOptout", "gpc", "page", "policyVersion", "bannerHash", "visitorHash"];

/** @param {Awaited<ReturnType<ReturnType<typeof createConsentLog>["list"]>>} events */
export function consentRows(events) {
  return events.map(({ recordedAt, choices, ...event }) => ({
    ...event,
    recorded: new Date(recordedAt).toISOString(),
    control: choices.control,
    openedFrom: choices.openedFrom,
    consent: choices.consent,
    categories: choices.categories,
    services: choices.services,
    ccpaOptout: choices.ccpaOptout,
    gpc: choices.gpc,
  }));
}

/** @param {string[]} argv @param {Record<string, string | undefined>} env */
export async function main(argv, env) {
  const { values } = parseArgs({ args: argv, options: { id: { type: "string" }, since: { type: "string" }, until: { type: "string" }, format: { type: "string" } } });
  const format = parseFormat(values.format ?? (values.id ? "json" : "csv"));
  const since = parseDay(values.since, "since");
  const until = parseDay(values.until, "until");
  const { db } = await openDatabase(env);
  try {
    const log = createConsentLog(db);
    const events = values.id ? await log.byConsentId(values.id) : await log.list({ ...(since === undefined ? {} : { since }), ...(until === undefined ? {} : { until }) });
    if (values.id && events.length === 0) throw new Error(`No consent events for the id ${values.id} (events are kept for CONSENT_LOG_RETENTION_MONTHS, 12 by default).`);
    const rows = consentRows(events);
    return format === "csv" ? toCsv(COLUMNS, rows) : toJsonLines(rows);
  } finally {
    await db.close();
  }
}

runCommand(import.meta.url, main);
