import type { PageKind, ScreenClass, VisitReport } from "../shared/visit-report";
import { fill, languageNameOf, studioLanguage, wordsOf } from "./words/studio-words";
import { visitorWords } from "./words/visitors";

/**
 * The Visitors screen's figures in the owner's words (docs/owner.md#visitors): kinds of page,
 * screens, languages, and real visitors' speed marked against web.dev's thresholds.
 */

export const KIND_WORDS: Record<PageKind, string> = {
  get home() { return wordsOf(visitorWords).home; },
  get page() { return wordsOf(visitorWords).page; },
  get post() { return wordsOf(visitorWords).post; },
  get journal() { return wordsOf(visitorWords).journal; },
  get product() { return wordsOf(visitorWords).product; },
  get shop() { return wordsOf(visitorWords).shop; },
  get cart() { return wordsOf(visitorWords).cart; },
  get other() { return wordsOf(visitorWords).other; },
};

export const SCREEN_WORDS: Record<ScreenClass, string> = { get phone() { return wordsOf(visitorWords).phone; }, get tablet() { return wordsOf(visitorWords).tablet; }, get desktop() { return wordsOf(visitorWords).desktop; } };

/** "fr" as "French" (in the owner's language); a code the browser does not know as itself. */
export function languageWords(code: string): string {
  return code ? languageNameOf(code, true) : wordsOf(visitorWords).unknown;
}

export const hostWords = (host: string) => host || wordsOf(visitorWords).direct;

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

/** A rating in the owner's words ("needs improvement"). */
export const ratingWords = (marked: Rating) => (marked === "good" ? wordsOf(visitorWords).good : marked === "poor" ? wordsOf(visitorWords).poor : wordsOf(visitorWords).needsImprovement);

/** Each measure: its name on the screen, what it measures, and a figure as a sentence, each read in the owner's language. */
export const MEASURES: { key: Measure; name: string; means: string; sentence(value: number): string }[] = [
  {
    key: "lcp",
    get name() { return wordsOf(visitorWords).loading; },
    get means() { return wordsOf(visitorWords).loadingMeans; },
    sentence: (ms) => fill(wordsOf(visitorWords).loadingSentence, { seconds: decimal(ms / 1000, 1) }),
  },
  {
    key: "inp",
    get name() { return wordsOf(visitorWords).responding; },
    get means() { return wordsOf(visitorWords).respondingMeans; },
    sentence: (ms) => fill(wordsOf(visitorWords).respondingSentence, { ms: decimal(Math.round(ms), 0) }),
  },
  {
    key: "cls",
    get name() { return wordsOf(visitorWords).still; },
    get means() { return wordsOf(visitorWords).stillMeans; },
    sentence: (shift) => fill(wordsOf(visitorWords).stillSentence, { shift: decimal(shift, 2) }),
  },
];

/** A figure as the owner's language writes it ("1,200", "1 200"); `digits` after the point, always shown. */
const decimal = (n: number, digits: number) => new Intl.NumberFormat(studioLanguage(), { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n);
export const count = (n: number) => new Intl.NumberFormat(studioLanguage()).format(n);
/** A part of a whole as a rounded percentage, "0%" of nothing. */
export const share = (part: number, whole: number) => new Intl.NumberFormat(studioLanguage(), { style: "percent" }).format(whole ? Math.round((part / whole) * 100) / 100 : 0);

/** Days as the owner's language writes them; English as in Britain, the day before the month. */
const dayLanguage = () => (/^en(-|$)/i.test(studioLanguage()) ? "en-GB" : studioLanguage());
const dayFormat = { format: (date: Date) => new Intl.DateTimeFormat(dayLanguage(), { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).format(date) };
const longDayFormat = { format: (date: Date) => new Intl.DateTimeFormat(dayLanguage(), { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(date) };
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
