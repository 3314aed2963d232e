import type { EnhancerContext } from "~/islands/define-enhancer";
import { mayCount, viewBeacon, vitalsBeacon, type Vitals } from "./visit-payload";
import { VISITS_ENDPOINT } from "./visits-names";

/** The visitor's first sign of life: web-vitals loads then, after the page's first load (docs/behaviour/visits.md#what-the-page-sends). */
const FIRST_INTERACTION = ["pointerdown", "keydown", "touchstart", "scroll"] as const;

/**
 * Counts this page's view and, once the page is hidden, its speed. First-party and
 * anonymous audience measurement, so it asks no consent and is outside both consent
 * layers; it stops for Global Privacy Control, Do Not Track and an objection made on the
 * privacy page (docs/behaviour/visits.md#why-no-consent-is-asked). Writes nothing in
 * the browser.
 */
export default function setupVisits(meta: HTMLElement, { store }: EnhancerContext): void {
  const win = meta.ownerDocument.defaultView;
  if (!win || typeof win.navigator.sendBeacon !== "function" || !mayCount(win)) return;
  // A string body goes as text/plain: a "simple" request, with no preflight.
  const send = (beacon: object) => win.navigator.sendBeacon(VISITS_ENDPOINT, JSON.stringify(beacon));
  send(viewBeacon(win));

  const vitals: Vitals = {};
  let measuring = false;
  const measure = () => {
    if (measuring) return;
    measuring = true;
    import("./visits-vitals").then((module) => module.default(vitals)).catch(() => undefined); // no speed this time; the view is counted
  };
  for (const type of FIRST_INTERACTION) store.add(win, type, measure, { once: true, passive: true, capture: true });

  // Once per page: a tab shown again and hidden again would count its speed twice.
  let sent = false;
  const hidden = () => {
    if (sent) return;
    const beacon = vitalsBeacon(win, vitals);
    if (!beacon) return;
    sent = true;
    send(beacon);
  };
  store.add(win.document, "visibilitychange", () => {
    if (win.document.visibilityState === "hidden") hidden();
  });
  store.add(win, "pagehide", hidden);
}
