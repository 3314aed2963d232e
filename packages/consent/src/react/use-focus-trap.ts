import { type RefObject, useEffect } from "react";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export type Options = {
  /** Trap only while true. @default true */
  active: boolean;
  /** Escape calls this; without it Escape does nothing (a consent popup wants an answer). @default undefined */
  onEscape: (() => void) | undefined;
  /**
   * Focus goes back here when the trap ends, if it is still shown.
   * @default null: the element that had focus when the trap began
   */
  restoreTo: HTMLElement | null;
};

export const defaultOptions: Options = { active: true, onEscape: undefined, restoreTo: null };

const isShown = (el: Element) => el.isConnected && (typeof el.checkVisibility !== "function" || el.checkVisibility());

/**
 * Moves focus into a modal, keeps Tab and Shift+Tab inside it, and gives focus back when
 * it ends (architecture.md "Accessibility is part of correctness").
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, options: Partial<Options> = {}): void {
  const { active, onEscape, restoreTo } = { ...defaultOptions, ...options };
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !active) return;
    const before = document.activeElement;
    const giveBackTo = restoreTo ?? (before instanceof HTMLElement && !dialog.contains(before) ? before : null);
    // Focus already inside stays where it is (e.g. given back by a modal opened on top).
    if (!dialog.contains(before)) dialog.focus({ preventScroll: true });
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && onEscape) {
        event.preventDefault();
        onEscape();
        return;
      }
      if (event.key !== "Tab") return;
      const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.getClientRects().length > 0);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const current = document.activeElement;
      if (event.shiftKey && (current === first || current === dialog || !dialog.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !dialog.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      if (giveBackTo && giveBackTo !== document.body && isShown(giveBackTo)) giveBackTo.focus({ preventScroll: true });
    };
  }, [ref, active, onEscape, restoreTo]);
}
