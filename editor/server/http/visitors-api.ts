import type { IncomingMessage, ServerResponse } from "node:http";
import type { VisitReportSource } from "../../shared/visit-report";
import { sendJson } from "./body";

export type VisitorsDeps = {
  /** The site's report of its visits, from the site server's database. */
  visits: VisitReportSource;
  /** Today, "YYYY-MM-DD" in UTC as the site's server counts days; tests set it. */
  currentDay?: () => string;
};

/** Without a range, the screen shows the last this many days, today included. */
const DEFAULT_DAYS = 30;
/** The longest range asked at once: a year, a leap one included. */
const LONGEST_DAYS = 366;

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const utcToday = () => new Date().toISOString().slice(0, 10);
const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The day `text` names, or undefined when it is not a real "YYYY-MM-DD" date (2026-02-30 is not). */
function realDay(text: string): string | undefined {
  if (!ISO_DAY.test(text)) return undefined;
  const time = Date.parse(`${text}T00:00:00Z`);
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== text ? undefined : text;
}

/** The range `?since=&until=` asks for (the last 30 days by default), or why it is not one. */
function visitorsRange(params: URLSearchParams, today: string): { since: string; until: string } | { refused: string } {
  const asked = { since: params.get("since") || undefined, until: params.get("until") || undefined };
  for (const [name, text] of Object.entries(asked)) {
    if (text !== undefined && !realDay(text)) return { refused: `"${text}" is not a date: give the ${name === "since" ? "first" : "last"} day as year-month-day, for example 2026-03-14.` };
  }
  const until = asked.until ?? today;
  const since = asked.since ?? shift(until, -(DEFAULT_DAYS - 1));
  if (since > until) return { refused: `The first day (${since}) comes after the last (${until}).` };
  if (Date.parse(until) - Date.parse(since) >= LONGEST_DAYS * DAY_MS) return { refused: `Ask for at most ${LONGEST_DAYS} days at once: ${since} to ${until} is longer.` };
  return { since, until };
}

/**
 * `GET /api/visitors?since=YYYY-MM-DD&until=YYYY-MM-DD`: the site's count of its own visits
 * for the Visitors screen (docs/owner.md#visitors). True when it answered the request.
 */
export async function visitorsApi(request: IncomingMessage, response: ServerResponse, url: URL, deps: VisitorsDeps): Promise<boolean> {
  if (url.pathname !== "/api/visitors" || (request.method !== "GET" && request.method !== "HEAD")) return false;
  const range = visitorsRange(url.searchParams, (deps.currentDay ?? utcToday)());
  if ("refused" in range) {
    sendJson(response, 400, { message: range.refused });
    return true;
  }
  const report = await deps.visits.report(range).catch((error: Error) => error);
  if (report instanceof Error) sendJson(response, 503, { message: `The visits could not be read from the site's database: ${report.message}` });
  else sendJson(response, 200, report);
  return true;
}
