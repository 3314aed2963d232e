import { onCLS, onINP, onLCP, onTTFB } from "web-vitals";
import type { EventStore } from "~/islands/event-store";
import type { PageFacts } from "./visit-payload";
import { vitalsBeacon, type Vitals } from "./vitals-payload";

/**
 * Real-user speed with the web-vitals library, its own chunk, loaded at the visitor's first
 * interaction (visits-setup.ts): it reads the page's buffered entries (the largest paint,
 * the layout shifts, the navigation's timing), so loading late loses none of them. The
 * latest values go once, when the page is first hidden: a tab shown and hidden again
 * would count its speed twice (docs/behaviour/visits.md#what-the-page-sends).
 */
export default function measureVitals(win: Window, store: EventStore, page: PageFacts, send: (beacon: object) => void): void {
  const vitals: Vitals = {};
  const options = { reportAllChanges: true };
  onLCP((metric) => (vitals.lcp = metric.value), options);
  onINP((metric) => (vitals.inp = metric.value), options);
  onCLS((metric) => (vitals.cls = metric.value), options);
  onTTFB((metric) => (vitals.ttfb = metric.value), options);
  let sent = false;
  const hidden = () => {
    const beacon = sent ? undefined : vitalsBeacon(page, vitals);
    if (!beacon) return;
    sent = true;
    send(beacon);
  };
  store.add(win.document, "visibilitychange", () => {
    if (win.document.visibilityState === "hidden") hidden();
  });
  store.add(win, "pagehide", hidden);
}
