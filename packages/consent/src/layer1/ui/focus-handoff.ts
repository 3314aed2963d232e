import { isShown } from "@vitrine/focus-trap";

/**
 * Where keyboard focus goes as the bar opens and closes, so it never falls to <body>:
 * - reopened (show-again tab, a manage-consent or delete link): focus moves into the bar,
 *   and the control that asked is remembered;
 * - closed while focus is inside it (the button just pressed is about to disappear):
 *   focus goes back to that control, or else to `fallback()` (the show-again tab where it
 *   takes the bar's place, else the next control after the bar, as if it had never
 *   been there). A bar that closes while the visitor is elsewhere (scroll-accept,
 *   show_once) leaves focus alone.
 * The first state it is told is the page's initial one, not a transition.
 */
export function createFocusHandoff(bar: HTMLElement, fallback: () => HTMLElement | null | undefined): (barVisible: boolean) => void {
  let previous: boolean | undefined;
  let returnTo: HTMLElement | null = null;
  const doc = bar.ownerDocument;
  return (barVisible) => {
    const before = previous;
    previous = barVisible;
    if (before === undefined || before === barVisible) return;
    const active = doc.activeElement;
    const current = active instanceof HTMLElement && active !== doc.body ? active : null;
    if (barVisible) {
      // A modal popup's own focus trap may already have moved focus in (and gives it back itself).
      returnTo = current && !bar.contains(current) ? current : null;
      if (!current || !bar.contains(current)) bar.focus({ preventScroll: true });
      return;
    }
    if (current && !bar.contains(current)) return;
    const target = [returnTo, fallback()].find((el): el is HTMLElement => !!el && isShown(el));
    returnTo = null;
    target?.focus({ preventScroll: true });
  };
}
