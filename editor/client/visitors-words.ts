import type { PageKind, ScreenClass, VisitReport } from "../shared/visit-report";

/**
 * The Visitors screen's figures in the owner's words (docs/owner.md#visitors): kinds of page,
 * screens, languages, and real visitors' speed marked against web.dev's thresholds.
 */

export const KIND_WORDS: Record<PageKind, string> = {
  home: "Home page",
  page: "Pages",
  post: "Journal posts",
  journal: "Journal list",
  product: "Product pages",
  shop: "Shop lists",
  cart: "Basket",
  other: "Other pages",
};

export const SCREEN_WORDS: Record<ScreenClass, string> = { phone: "Phones", tablet: "Tablets", desktop: "Computers" };

const languageNames = new Intl.DisplayNames(["en"], { type: "language", fallback: "code" });
/** "fr" as "French"; a code the browser does not know as itself. */
export function languageWords(code: string): string {
  try {
    return code ? languageNames.of(code) ?? code : "Unknown";
  } catch {
    return code;
  }
}

export const hostWords = (host: string) => host || "Direct or unknown";

type Rating = "good" | "needs improvement" | "poor";
type Measure = "lcp" | "inp" | "cls";

/** web.dev's "good" and "poor" bounds of each measure, at the 75th percentile of visits. */
const THRESHOLDS: Record<Measure, { good: number; poor: number }> = {
  lcp: { good: 2500, poor: 4000 },
  inp: { good: 200, poor: 500 },
  cls: { good: 0.1, poor: 0.25 },
};

export function rating(measure: Measure, value: number): Rating {
  const { good, poor } = THRESHOLDS[measure];
  return value <= good ? "good" : value <= poor ? "needs improvement" : "poor";
}

/** Each measure: its name on the screen, what it measures, and a figure as a sentence. */
export const MEASURES: { key: Measure; name: string; means: string; sentence(value: number): string }[] = [
  {
    key: "lcp",
    name: "Loading",
    means: "how long until the biggest thing on the screen, usually the main photo, has appeared.",
    sentence: (ms) => `Photos load in ${(ms / 1000).toFixed(1)} s`,
  },
  {
    key: "inp",
    name: "Responding",
    means: "how long the page takes to react when a visitor taps, clicks or types.",
    sentence: (ms) => `Reacts to a tap or click in ${Math.round(ms)} ms`,
  },
  {
    key: "cls",
    name: "Keeping still",
    means: "how much the page jumps about while it loads: 0 is perfectly still.",
    sentence: (shift) => `Moves about by ${shift.toFixed(2)}`,
  },
];

const counted = new Intl.NumberFormat("en");
export const count = (n: number) => counted.format(n);
/** A part of a whole as a rounded percentage, "0%" of nothing. */
export const share = (part: number, whole: number) => `${whole ? Math.round((part / whole) * 100) : 0}%`;

const dayFormat = new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
const longDayFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
/** "2026-03-14" as "Sat 14 Mar" (days are the site server's, in UTC). */
export const dayWords = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));
export const longDayWords = (day: string) => longDayFormat.format(new Date(`${day}T00:00:00Z`));

/** The range of the last `days` days, today included, as the site's server counts days (UTC). */
export function lastDays(days: number, now = new Date()): { since: string; until: string } {
  const until = now.toISOString().slice(0, 10);
  const since = new Date(Date.parse(`${until}T00:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  return { since, until };
}

/** Nothing was counted in the range. */
export const isEmpty = (report: VisitReport) => report.days.every((day) => day.views === 0) && report.pages.length === 0;
