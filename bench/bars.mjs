/**
 * The quality bars (docs: /work/shared/design/architecture.md, "Quality bars"), as data,
 * so the report and the exit code judge with the same numbers.
 *
 * Units: 1 KB = 1024 bytes of gzip (the same unit Lighthouse reports in). CLS has no
 * unit; the bar "CLS = 0" is read as CLS < 0.0005, i.e. the raw value prints as 0.000
 * to three decimals (the report prints the raw value, never a rounded-down one).
 */

export const KB = 1024;

/**
 * @typedef {object} Bar
 * @property {string} id
 * @property {string} label what the report calls it
 * @property {"bytes" | "bytesReturning" | "script" | "scriptReturning" | "lighthouse" | "lighthouseAfterConsent"} section which measurement the value comes from
 * @property {(page: PageResult) => number | null | undefined} value
 * @property {boolean} [optional] a missing value is "nothing to judge" rather than a miss
 * @property {"<=" | "<" | ">="} op
 * @property {number} limit
 * @property {(value: number) => string} format how a value prints
 * @property {string} limitText how the bar prints
 */
/**
 * @typedef {object} PageResult
 * @property {string} type
 * @property {string} label
 * @property {string | null} path
 * @property {ReturnType<typeof import("./bytes.mjs").accountResources> | null} bytes a new visitor's first load (the consent bar showing)
 * @property {ReturnType<typeof import("./bytes.mjs").accountResources> | null} [bytesReturning] a returning visitor's (a choice made, the tab showing)
 * @property {{ executed: number } | null} [script] script run before idle, new visitor (script-before-idle.mjs)
 * @property {{ executed: number } | null} [scriptReturning] the same for a returning visitor
 * @property {ReturnType<typeof import("./lighthouse-summary.mjs").summarizeRuns> | null} lighthouse with the consent bar showing
 * @property {ReturnType<typeof import("./lighthouse-summary.mjs").summarizeRuns> | null} [lighthouseAfterConsent] with a choice made
 */

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const score = (value) => String(value);

/**
 * First load, for a new visitor and for a returning one: React only where an island needs
 * it (docs/decisions/035-react-only-where-an-island-needs-it.md). "Before any interaction"
 * is the bench's load with no pointer, key or scroll.
 * @param {"bytes" | "bytesReturning"} section
 * @param {string} who
 * @returns {Bar[]}
 */
const firstLoadBars = (section, who) => [
  { id: `js-gzip${who ? "-returning" : ""}`, label: `First-load JS (gzip)${who}`, section, value: (p) => p[section]?.js?.gzip, op: "<=", limit: 30 * KB, format: kb, limitText: "≤ 30 KB" },
  { id: `react-dom${who ? "-returning" : ""}`, label: `React DOM loaded before any interaction${who}`, section, value: (p) => p[section]?.reactDom?.length, op: "<=", limit: 0, format: (n) => (n === 0 ? "no" : `yes (${n} file${n === 1 ? "" : "s"})`), limitText: "no" },
];

/** @type {Bar[]} */
const byteBars = [
  ...firstLoadBars("bytes", ""),
  ...firstLoadBars("bytesReturning", ", returning visitor"),
  { id: "css-gzip", label: "First-load CSS (gzip)", section: "bytes", value: (p) => p.bytes?.css?.gzip, op: "<=", limit: 15 * KB, format: kb, limitText: "≤ 15 KB" },
  // Optional: until the consent layer ships its boot script there is nothing to judge.
  // 4 KB: both consent layers and Consent Mode in one boot do not fit in 3 KB (docs/decisions/020-consent-layer-2-and-the-bridge.md#boot-size); layer 1 alone stays under 3 KB (packages/consent/src/boot/boot.test.ts).
  { id: "consent-boot-gzip", label: "Inline consent boot script (gzip)", section: "bytes", value: (p) => p.bytes?.consentBoot?.gzip, op: "<=", limit: 4 * KB, format: kb, limitText: "≤ 4 KB", optional: true },
];

/** @type {Bar[]} Code that ran before the page was idle (raw bytes, V8 coverage), new and returning visitor. */
const scriptBars = [
  { id: "script-before-idle", label: "Script run before idle (raw)", section: "script", value: (p) => p.script?.executed, op: "<=", limit: 30 * KB, format: kb, limitText: "≤ 30 KB" },
  { id: "script-before-idle-returning", label: "Script run before idle (raw), returning visitor", section: "scriptReturning", value: (p) => p.scriptReturning?.executed, op: "<=", limit: 30 * KB, format: kb, limitText: "≤ 30 KB" },
];

const ms = (value) => `${Math.round(value)} ms`;

/** @type {Bar[]} With the consent bar showing: a new visitor's first page. */
const lighthouseBars = [
  { id: "performance", label: "Lighthouse performance (mobile)", section: "lighthouse", value: (p) => p.lighthouse?.performance, op: ">=", limit: 100, format: score, limitText: "= 100" },
  { id: "tbt", label: "Total Blocking Time", section: "lighthouse", value: (p) => p.lighthouse?.tbt, op: "<=", limit: 10, format: ms, limitText: "≤ 10 ms" },
  { id: "lcp", label: "Largest Contentful Paint", section: "lighthouse", value: (p) => p.lighthouse?.lcp, op: "<=", limit: 1500, format: ms, limitText: "≤ 1.5 s" },
  { id: "accessibility", label: "Lighthouse accessibility", section: "lighthouse", value: (p) => p.lighthouse?.accessibility, op: ">=", limit: 100, format: score, limitText: "= 100" },
  { id: "best-practices", label: "Lighthouse best practices", section: "lighthouse", value: (p) => p.lighthouse?.bestPractices, op: ">=", limit: 100, format: score, limitText: "= 100" },
  { id: "seo", label: "Lighthouse SEO", section: "lighthouse", value: (p) => p.lighthouse?.seo, op: ">=", limit: 100, format: score, limitText: "= 100" },
  { id: "cls", label: "Cumulative Layout Shift", section: "lighthouse", value: (p) => p.lighthouse?.cls, op: "<", limit: 0.0005, format: (v) => v.toFixed(3), limitText: "< 0.0005 (prints as 0.000)" },
];

/** The same Lighthouse bars for a visitor who has answered the bar (architecture.md). */
const afterConsent = (bar) => ({
  ...bar,
  id: `${bar.id}-after-consent`,
  label: `${bar.label}, after consent`,
  section: "lighthouseAfterConsent",
  value: (p) => bar.value({ ...p, lighthouse: p.lighthouseAfterConsent }),
});

/** @type {Bar[]} */
export const bars = [...byteBars, ...scriptBars, ...lighthouseBars, ...lighthouseBars.map(afterConsent)];

/** Whether a value meets a bar. */
export function meets(bar, value) {
  if (bar.op === "<") return value < bar.limit;
  return bar.op === "<=" ? value <= bar.limit : value >= bar.limit;
}

/**
 * Judges every page against every bar. `pass` is null when there is nothing to judge:
 * the page type was not found, that part of the bench was skipped, or an optional
 * thing (the consent boot script) does not exist yet. A value that should exist but
 * could not be measured (a Lighthouse run that errored) fails the bar.
 * @param {PageResult[]} pages
 * @param {Bar[]} [barList]
 * @returns {Array<{ bar: Bar, page: PageResult, value: number | null, pass: boolean | null }>}
 */
export function evaluateBars(pages, barList = bars) {
  return barList.flatMap((bar) =>
    pages.map((page) => {
      if (!page.path || page[bar.section] == null) return { bar, page, value: null, pass: null };
      const raw = bar.value(page);
      const value = typeof raw === "number" && Number.isFinite(raw) ? raw : null;
      if (value === null) return { bar, page, value, pass: bar.optional ? null : false };
      return { bar, page, value, pass: meets(bar, value) };
    }),
  );
}

/** The misses, one line each: "Product /shop/x: First-load JS (gzip) 130.2 KB, bar ≤ 100 KB". */
export function describeMisses(evaluations) {
  return evaluations
    .filter((e) => e.pass === false)
    .map((e) => `${e.page.label} ${e.page.path}: ${e.bar.label} ${e.value === null ? "not measured" : e.bar.format(e.value)}, bar ${e.bar.limitText}`);
}

/** Process exit code: 1 when any bar is missed (or could not be measured), else 0. */
export function exitCodeFor(evaluations) {
  return evaluations.some((e) => e.pass === false) ? 1 : 0;
}
