/** The room the consent bar takes at the bottom of the window, as a custom property on `<html>`. */
export const BAR_ROOM_PROPERTY = "--consent-bar-room";

/** Layer 1's bar (the class names CookieLawInfo's markup used, which the bar keeps). */
const BAR_SELECTOR = ".cli-root .cli-bar";

/**
 * While the consent bar (or its corner widget) is shown at the bottom of the window, it
 * covers what lies under it. Its height is written as `--consent-bar-room` so the page's
 * CSS keeps that strip clear: a control reached with Tab scrolls above the bar instead of
 * under it (`scroll-padding-bottom`, WCAG 2.4.11), and the back-to-top button rises above it
 * (docs/behaviour/theme.md#focus). 0 when the bar is hidden, at the top or a centred popup.
 * Returns the teardown.
 */
export function watchBarRoom(doc: Document): () => void {
  const win = doc.defaultView;
  const bar = doc.querySelector<HTMLElement>(BAR_SELECTOR);
  if (!win || !bar) return () => {};
  const root = doc.documentElement;
  const measure = () => {
    const box = bar.getBoundingClientRect();
    const atBottom = box.height > 0 && win.getComputedStyle(bar).position === "fixed" && box.top > win.innerHeight / 3;
    const room = atBottom ? Math.max(0, Math.ceil(win.innerHeight - box.top)) : 0;
    root.style.setProperty(BAR_ROOM_PROPERTY, `${room}px`);
  };
  // A ResizeObserver reports the bar's first size after the next layout: measuring here
  // as well would force a layout in the middle of the page's start.
  const observer = typeof win.ResizeObserver === "function" ? new win.ResizeObserver(measure) : undefined;
  if (observer) observer.observe(bar);
  else measure();
  win.addEventListener("resize", measure);
  return () => {
    observer?.disconnect();
    win.removeEventListener("resize", measure);
    root.style.removeProperty(BAR_ROOM_PROPERTY);
  };
}
