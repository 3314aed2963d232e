import type { PageFacts } from "./visit-payload";

export type Vitals = { lcp?: number; inp?: number; cls?: number; ttfb?: number };
export type VitalsBeacon = { t: "vitals" } & PageFacts & Vitals;

/**
 * The vitals beacon (docs/behaviour/visits.md#what-the-page-sends), or undefined when
 * nothing was measured: LCP, INP and TTFB in whole milliseconds, CLS unitless.
 */
export function vitalsBeacon(page: PageFacts, vitals: Vitals): VitalsBeacon | undefined {
  const measured: Vitals = {};
  for (const key of ["lcp", "inp", "ttfb"] as const) if (Number.isFinite(vitals[key])) measured[key] = Math.round(vitals[key]!);
  if (Number.isFinite(vitals.cls)) measured.cls = Math.round(vitals.cls! * 10000) / 10000;
  return Object.keys(measured).length > 0 ? { t: "vitals", ...page, ...measured } : undefined;
}
