import type { RootMarker } from "./types";

/**
 * The `<html data-consent>` marker: `pending` while the notice is open, `hidden` while
 * configuration keeps it away, `given` once the visitor chose. One formula for the boot
 * script (before the first paint) and the engine (after every change), so CSS and the
 * engine never disagree (docs/behaviour/consent-layer-1.md#page-marker).
 */
export function rootMarker(noticeOpen: boolean, suppressed: boolean): RootMarker {
  return noticeOpen ? "pending" : suppressed ? "hidden" : "given";
}
