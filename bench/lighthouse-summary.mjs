/**
 * Turns several Lighthouse results for one page into the figures the report shows:
 * the median of each score and metric taken on its own, and the audits that cost
 * points (with how many runs they failed in), so a missed bar names its cause.
 */

/** Categories the bench scores, keyed as the report names them. */
export const categories = {
  performance: "performance",
  accessibility: "accessibility",
  bestPractices: "best-practices",
  seo: "seo",
};

/** Metric audits the report shows, in the units Lighthouse gives (ms, unitless CLS). */
export const metrics = {
  lcp: "largest-contentful-paint",
  tbt: "total-blocking-time",
  cls: "cumulative-layout-shift",
};

/** Median of numbers (mean of the middle two for an even count); NaN for none. */
export function median(values) {
  const sorted = values.filter((v) => typeof v === "number" && !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Category score as Lighthouse shows it (0–100), or NaN when it could not be scored. */
function score100(lhr, id) {
  const score = lhr.categories?.[id]?.score;
  return typeof score === "number" ? Math.round(score * 100) : Number.NaN;
}

/** Up to three short descriptions of what an audit flagged (a console message, an element, a URL). */
export function examplesOf(audit) {
  const items = audit.details?.items ?? [];
  return items
    .slice(0, 3)
    .map((item) => {
      const where = item.sourceLocation?.url ?? item.url;
      if (item.description) return where ? `${item.description} (${where})` : item.description;
      if (item.href) return `link "${item.text ?? ""}" to ${item.href}`;
      return item.node?.snippet ?? where ?? item.source ?? item.node?.selector;
    })
    .filter((text) => typeof text === "string" && text.length > 0)
    .map((text) => (text.length > 160 ? `${text.slice(0, 157)}...` : text));
}

/**
 * Audits that took points off a category in one run: weighted audits scoring below 1.
 * @returns {Array<{ category: string, id: string, title: string, score: number, displayValue?: string }>}
 */
export function losingAudits(lhr) {
  const out = [];
  for (const id of Object.values(categories)) {
    for (const ref of lhr.categories?.[id]?.auditRefs ?? []) {
      const audit = lhr.audits?.[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      out.push({ category: id, id: ref.id, title: audit.title, score: audit.score, displayValue: audit.displayValue, examples: examplesOf(audit) });
    }
  }
  return out;
}

/**
 * @param {any[]} lhrs Lighthouse results (lhr objects) of one page
 */
export function summarizeRuns(lhrs) {
  const pick = (fn) => median(lhrs.map(fn));
  const scores = Object.fromEntries(Object.entries(categories).map(([key, id]) => [key, pick((lhr) => score100(lhr, id))]));
  const values = Object.fromEntries(Object.entries(metrics).map(([key, id]) => [key, pick((lhr) => lhr.audits?.[id]?.numericValue)]));
  /** @type {Map<string, { category: string, id: string, title: string, runs: number, displayValue?: string }>} */
  const failing = new Map();
  for (const lhr of lhrs) {
    for (const audit of losingAudits(lhr)) {
      const key = `${audit.category}/${audit.id}`;
      const entry = failing.get(key) ?? { category: audit.category, id: audit.id, title: audit.title, runs: 0 };
      entry.runs += 1;
      entry.displayValue = audit.displayValue ?? entry.displayValue;
      entry.examples = entry.examples?.length ? entry.examples : audit.examples;
      failing.set(key, entry);
    }
  }
  return {
    ...scores,
    ...values,
    runs: lhrs.length,
    tbtRuns: lhrs.map((lhr) => lhr.audits?.[metrics.tbt]?.numericValue),
    failingAudits: [...failing.values()],
    runtimeErrors: lhrs.map((lhr) => lhr.runtimeError?.message).filter(Boolean),
    lighthouseVersion: lhrs[0]?.lighthouseVersion,
    userAgent: lhrs[0]?.environment?.hostUserAgent,
  };
}
