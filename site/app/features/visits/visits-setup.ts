import type { EnhancerContext } from "~/islands/define-enhancer";
import { mayCount, pageFacts, viewBeacon } from "./visit-payload";
import { VISITS_ENDPOINT } from "./visits-names";

/** The privacy page's objection control reads the same checks (visits-objection-setup.ts). */
export { declines, hasObjected } from "./visit-payload";

/** The visitor's first sign of life: the speed's code loads then, after the page's first load (docs/behaviour/visits.md#what-the-page-sends). */
const FIRST_INTERACTION = ["pointerdown", "keydown", "touchstart", "scroll"] as const;

/**
 * Counts this page's view and, from the visitor's first interaction, its speed.
 * First-party and anonymous audience measurement, so it asks no consent and is outside
 * both consent layers; it stops for Global Privacy Control, Do Not Track and an objection
 * made on the privacy page (docs/behaviour/visits.md#why-no-consent-is-asked). Writes
 * nothing in the browser.
 */
export default function setupVisits(meta: HTMLElement, { store }: EnhancerContext): void {
  const win = meta.ownerDocument.defaultView;
  if (!win?.navigator.sendBeacon || !mayCount(win)) return;
  // A string body goes as text/plain: a "simple" request, with no preflight.
  const send = (beacon: object) => win.navigator.sendBeacon(VISITS_ENDPOINT, JSON.stringify(beacon));
  const page = pageFacts(win);
  send(viewBeacon(win, page));
  let measuring = false;
  const measure = () => {
    if (measuring) return;
    measuring = true;
    // A chunk that fails costs this page's speed only: its view is counted.
    import("./visits-vitals").then((module) => module.default(win, store, page, send)).catch(() => undefined);
  };
  for (const type of FIRST_INTERACTION) store.add(win, type, measure, { passive: true, capture: true });
}
