// @ts-check
/**
 * `npm run submissions -- [--since 2026-01-01] [--until 2026-02-01] [--form contact] [--format csv|json]`:
 * the stored form submissions, oldest first, on standard output (docs/server.md#forms).
 * Reads the database the server uses (DATABASE_URL or the embedded one).
 */
import { parseArgs } from "node:util";
import { openDatabase } from "../db/open-database.mjs";
import { createSubmissionStore } from "../db/submissions.mjs";
import { parseDay, parseFormat, toCsv, toJsonLines } from "./export-format.mjs";
import { runCommand } from "./run-command.mjs";

/**
 * The rows as printed: the stored fields after the submission's own columns, of which
 * `page_language` is the language of the page it was sent from (named so that no form's
 * `language` field takes its place).
 * @param {import("../db/submissions.mjs").Submission[]} submissions */
export function submissionRows(submissions) {
  const fieldNames = [...new Set(submissions.flatMap((s) => Object.keys(s.fields)))];
  const rows = submissions.map((s) => ({ id: s.id, form: s.form, received: new Date(s.receivedAt).toISOString(), page: s.page, page_language: s.language ?? "", ...s.fields }));
  return { columns: ["id", "form", "received", "page", "page_language", ...fieldNames], rows };
}

/** @param {string[]} argv @param {Record<string, string | undefined>} env */
export async function main(argv, env) {
  const { values } = parseArgs({ args: argv, options: { since: { type: "string" }, until: { type: "string" }, form: { type: "string" }, format: { type: "string" } } });
  const format = parseFormat(values.format);
  const range = { since: parseDay(values.since, "since"), until: parseDay(values.until, "until") };
  const { db } = await openDatabase(env);
  try {
    const list = await createSubmissionStore(db).list({ ...(range.since === undefined ? {} : { since: range.since }), ...(range.until === undefined ? {} : { until: range.until }), ...(values.form ? { form: values.form } : {}) });
    const { columns, rows } = submissionRows(list);
    return format === "csv" ? toCsv(columns, rows) : toJsonLines(rows);
  } finally {
    await db.close();
  }
}

runCommand(import.meta.url, main);
