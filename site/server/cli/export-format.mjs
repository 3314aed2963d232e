// @ts-check
/**
 * How the owner's commands print rows (docs/server.md#forms, docs/server.md#consent-log-proof-of-consent): CSV for a
 * spreadsheet, JSON lines for a program. A CSV cell that a spreadsheet would run as a
 * formula (`=`, `+`, `-`, `@`, tab, carriage return at its start) gets a leading `'`:
 * what a visitor typed into a form must not become a formula on the owner's machine.
 */

const FORMULA = /^[=+\-@\t\r]/;

/** @param {unknown} value */
function csvCell(value) {
  let text = value === null || value === undefined ? "" : typeof value === "string" ? value : JSON.stringify(value);
  if (FORMULA.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * @param {string[]} columns
 * @param {Record<string, unknown>[]} rows
 */
export function toCsv(columns, rows) {
  return [columns, ...rows.map((row) => columns.map((column) => row[column]))].map((cells) => cells.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

/** @param {Record<string, unknown>[]} rows */
export const toJsonLines = (rows) => rows.map((row) => JSON.stringify(row)).join("\n") + (rows.length ? "\n" : "");

/**
 * A day as given on the command line (`2026-01-01`, UTC) in milliseconds; `name` for the message.
 * @param {string | undefined} text @param {string} name
 */
export function parseDay(text, name) {
  if (text === undefined) return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const time = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : NaN;
  if (!match || new Date(time).toISOString().slice(0, 10) !== text) throw new Error(`--${name} must be a day such as 2026-01-01; received "${text}"`);
  return time;
}

/** @param {string | undefined} format */
export function parseFormat(format = "csv") {
  if (format !== "csv" && format !== "json") throw new Error(`--format must be csv or json; received "${format}"`);
  return format;
}
