import { onCLS, onINP, onLCP, onTTFB } from "web-vitals";
import type { Vitals } from "./visit-payload";

/**
 * Real-user speed with the web-vitals library, its own chunk: loaded at the visitor's first
 * interaction, it reads the page's buffered entries (LCP, layout shifts, navigation timing),
 * so nothing is lost by loading late. Every change is kept in `into`; the setup sends the
 * latest values when the page is hidden.
 */
export default function measureVitals(into: Vitals): void {
  const options = { reportAllChanges: true };
  onLCP((metric) => (into.lcp = metric.value), options);
  onINP((metric) => (into.inp = metric.value), options);
  onCLS((metric) => (into.cls = metric.value), options);
  onTTFB((metric) => (into.ttfb = metric.value), options);
}
