// @ts-check
/**
 * Core Web Vitals kept as histograms (docs/behaviour/visits.md#real-user-speed): each
 * sample adds one to its bucket, so the 75th percentile of any range of days is read
 * from the buckets summed, without keeping the samples. Buckets are finer where the
 * "good" thresholds are (LCP 2500 ms, INP 200 ms, CLS 0.1) and coarser far above them;
 * the p75 given is the upper bound of the bucket it falls in, so it errs on the slow side
 * by less than one bucket's width.
 */

export const METRICS = /** @type {const} */ (["lcp", "inp", "cls", "ttfb"]);
/** @typedef {(typeof METRICS)[number]} Metric */

/** [up to, step]: a bucket is `step` wide up to `up to`; the last range's end is the cap. @type {[number, number][]} */
const MS_STEPS = [
  [500, 25],
  [2000, 100],
  [10_000, 500],
  [60_000, 5000],
];
/** CLS in thousandths. @type {[number, number][]} */
const CLS_STEPS = [
  [250, 10],
  [1000, 50],
  [10_000, 500],
];

/** @param {Metric} metric */
const stepsOf = (metric) => (metric === "cls" ? CLS_STEPS : MS_STEPS);
/** A metric's value in the buckets' unit (ms, or thousandths for CLS). @param {Metric} metric @param {number} value */
const unit = (metric, value) => (metric === "cls" ? Math.round(value * 1000) : Math.round(value));

/**
 * The bucket (its lower bound, excluded) of a sample; values past the last range fall in the last bucket.
 * @param {Metric} metric @param {number} value
 */
export function bucketOf(metric, value) {
  const steps = stepsOf(metric);
  const [cap, lastStep] = /** @type {[number, number]} */ (steps.at(-1));
  const v = Math.min(Math.max(0, unit(metric, value)), cap);
  const [, step] = /** @type {[number, number]} */ (steps.find(([upTo]) => v <= upTo) ?? [cap, lastStep]);
  return Math.max(0, Math.ceil(v / step) - 1) * step;
}

/** The upper bound of a bucket, in the metric's own unit (ms, or unitless CLS). @param {Metric} metric @param {number} bucket */
export function bucketTop(metric, bucket) {
  const [, step] = /** @type {[number, number]} */ (stepsOf(metric).find(([upTo]) => bucket < upTo) ?? stepsOf(metric).at(-1));
  const top = bucket + step;
  return metric === "cls" ? top / 1000 : top;
}

/**
 * The 75th percentile from buckets: the upper bound of the bucket holding the sample at
 * 75 % (nearest rank); null when there is no sample.
 * @param {Metric} metric @param {{ bucket: number, samples: number }[]} buckets
 */
export function p75(metric, buckets) {
  const sorted = [...buckets].filter((b) => b.samples > 0).sort((a, b) => a.bucket - b.bucket);
  const total = sorted.reduce((sum, b) => sum + b.samples, 0);
  if (total === 0) return null;
  const rank = Math.ceil(total * 0.75);
  let seen = 0;
  for (const b of sorted) {
    seen += b.samples;
    if (seen >= rank) return bucketTop(metric, b.bucket);
  }
  return null;
}
