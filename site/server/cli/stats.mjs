// @ts-check
/**
 * `npm run stats -- [--since 2026-01-01] [--until 2026-01-31] [--format table|csv|json]`:
 * the site's own counts, views per path per day (docs/behaviour/visits.md#reading-the-counts),
 * as a plain table by default, CSV for a spreadsheet or JSON lines for a program. Reads
 * the database the server uses; every day kept when no range is given.
 */
import { parseArgs } from "node:util";
import { openVisitReport } from "../visits/visit-report.mjs";
import { parseDay, toCsv, toJsonLines } from "./export-format.mjs";
import { runCommand } from "./run-command.mjs";

const COLUMNS = ["day", "path", "kind", "views"];

/** Columns padded to their widest cell, numbers to the right. @param {Record<string, unknown>[]} rows */
export function toTable(rows) {
  const cells = [COLUMNS, ...rows.map((row) => COLUMNS.map((column) => String(row[column])))];
  const widths = COLUMNS.map((_, i) => Math.max(...cells.map((line) => (line[i] ?? "").length)));
  const line = (/** @type {string[]} */ cells) =>
    cells.map((cell, i) => (COLUMNS[i] === "views" ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0))).join("  ").trimEnd();
  return [...cells.map(line), "", `${rows.reduce((sum, row) => sum + Number(row.views), 0)} views`].join("\n") + "\n";
}

/** @param {string[]} argv @param {Record<string, string | undefined>} env */
export async function main(argv, env) {
  const { values } = parseArgs({ args: argv, options: { since: { type: "string" }, until: { type: "string" }, format: { type: "string" } } });
  const format = values.format ?? "table";
  if (!["table", "csv", "json"].includes(format)) throw new Error(`--format must be table, csv or json; received "${format}"`);
  parseDay(values.since, "since");
  parseDay(values.until, "until");
  const visits = openVisitReport(env);
  try {
    const rows = await visits.viewsByDay({ ...(values.since ? { since: values.since } : {}), ...(values.until ? { until: values.until } : {}) });
    if (format === "csv") return toCsv(COLUMNS, rows);
    if (format === "json") return toJsonLines(rows);
    if (rows.length) return toTable(rows);
    return values.since || values.until ? "No views counted in that period.\n" : "No views counted yet.\n";
  } finally {
    await visits.close();
  }
}

runCommand(import.meta.url, main);
