import { isShown } from "@vitrine/focus-trap";
import { type RefObject, useEffect, useRef } from "react";

/**
 * Where keyboard focus goes as the bar opens and closes, so it never falls to <body>:
 * - reopened (show-again tab, a manage-consent or delete link): focus moves into the bar,
 *   and the control that asked is remembered;
 * - closed while focus is inside it (the button just pressed is about to disappear):
 *   focus goes back to that control, or else to the show-again tab, where the bar now
 *   lives. A bar that closes while the visitor is elsewhere (scroll-accept, show_once)
 *   leaves focus alone.
 *
 * `barVisible` is undefined before hydration; the first value is the page's initial
 * state, not a transition.
 */
export function useFocusHandoff(
  barVisible: boolean | undefined,
  bar: RefObject<HTMLElement | null>,
  tab: RefObject<HTMLElement | null>,
): void {
  const previous = useRef(barVisible);
  const returnTo = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = barVisible;
    const barElement = bar.current;
    if (before === undefined || barVisible === undefined || before === barVisible || !barElement) return;
    const current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    if (barVisible) {
      // A modal popup's own focus trap may already have moved focus in (and gives it back itself).
      returnTo.current = current && !barElement.contains(current) ? current : null;
      if (!current || !barElement.contains(current)) barElement.focus({ preventScroll: true });
      return;
    }
    if (current && !barElement.contains(current)) return;
    const target = [returnTo.current, tab.current].find((el): el is HTMLElement => el !== null && isShown(el));
    returnTo.current = null;
    target?.focus({ preventScroll: true });
  }, [barVisible, bar, tab]);
}
