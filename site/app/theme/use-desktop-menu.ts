import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from "react";
import { flushSync } from "react-dom";

export type Options = {
  /** Delay before a hovered-away menu closes, so diagonal mouse paths into a panel keep it open. @default 300 */
  closeDelay: number;
  /** Delay before hovering another item switches menus. @default 120 */
  switchDelay: number;
};

export const defaultOptions: Options = { closeDelay: 300, switchDelay: 120 };

const ITEM = "[data-menu-index]";
const PANEL_LINKS = "[data-menu-panel] a[href]";
const TOP_CONTROLS = ":scope > a, :scope > button";

/**
 * Disclosure-pattern navigation (docs/behaviour/theme.md#desktop-menus).
 * Hover opens with delays; Enter/Space toggle; ArrowDown/ArrowUp open and move within a
 * panel; ArrowLeft/ArrowRight move between top-level items; Escape closes (and returns
 * focus to the toggle when focus was in the menu); Tab out and outside clicks close.
 */
export function useDesktopMenu(options: Partial<Options> = {}) {
  const { closeDelay, switchDelay } = { ...defaultOptions, ...options };
  const [open, setOpen] = useState<number | null>(null);
  const [enhanced, setEnhanced] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const openRef = useRef<number | null>(null);
  const timer = useRef<number | undefined>(undefined);
  // A click on the toggle of a menu the pointer just opened keeps it open instead of closing it.
  const hoverOpened = useRef(false);
  openRef.current = open;

  useEffect(() => {
    // The header wakes when the pointer or focus reaches it, while CSS shows a panel on
    // hover and focus within (header.css); the state takes that panel over, so it stays
    // open as the CSS steps aside (docs/behaviour/theme.md#desktop-menus).
    const withPanels = navRef.current?.querySelectorAll<HTMLElement>(`${ITEM}[data-has-panel]`) ?? [];
    const shown = Array.from(withPanels).find((item) => item.matches(":hover, :focus-within"));
    if (shown) {
      hoverOpened.current = shown.matches(":hover");
      setOpen(Number(shown.dataset.menuIndex));
    }
    setEnhanced(true);
  }, []);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  useEffect(() => {
    if (open === null) return;
    const outside = (event: Event) => !navRef.current?.contains(event.target as Node);
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (outside(event)) setOpen(null);
    };
    // A menu opened by hover while focus is elsewhere (in the page, or nowhere) still
    // closes on Escape. Focus stays where the visitor left it; Escape inside the nav is
    // handled by onKeyDown, which also returns focus to the toggle.
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented || !outside(event)) return;
      window.clearTimeout(timer.current);
      setOpen(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  const schedule = useCallback((next: number | null, delay: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      hoverOpened.current = next !== null;
      setOpen(next);
    }, delay);
  }, []);

  const items = () => Array.from(navRef.current?.querySelectorAll<HTMLElement>(ITEM) ?? []);
  const panelLinks = (index: number) =>
    Array.from(items()[index]?.querySelectorAll<HTMLElement>(PANEL_LINKS) ?? []);
  const toggleOf = (index: number) => items()[index]?.querySelector<HTMLElement>("[aria-controls]");

  const openAndFocus = (index: number, which: "first" | "last") => {
    hoverOpened.current = false;
    flushSync(() => setOpen(index));
    const links = panelLinks(index);
    (which === "first" ? links[0] : links[links.length - 1])?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    const item = target.closest<HTMLElement>(ITEM);
    if (!item) return;
    const index = Number(item.dataset.menuIndex);
    const inPanel = Boolean(target.closest("[data-menu-panel]"));
    const hasPanel = item.dataset.hasPanel !== undefined;
    const all = items();
    let handled = true;
    if (event.key === "Escape" && openRef.current !== null) {
      const current = openRef.current;
      setOpen(null);
      toggleOf(current)?.focus();
    } else if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
      const step = event.key === "ArrowRight" ? 1 : -1;
      const next = all[(index + step + all.length) % all.length];
      setOpen(null);
      next?.querySelector<HTMLElement>(TOP_CONTROLS)?.focus();
    } else if ((event.key === "ArrowDown" || event.key === "ArrowUp") && inPanel) {
      const links = panelLinks(index);
      const at = links.indexOf(target);
      const step = event.key === "ArrowDown" ? 1 : -1;
      links[(at + step + links.length) % links.length]?.focus();
    } else if ((event.key === "ArrowDown" || event.key === "ArrowUp") && hasPanel) {
      openAndFocus(index, event.key === "ArrowDown" ? "first" : "last");
    } else if ((event.key === "Home" || event.key === "End") && inPanel) {
      const links = panelLinks(index);
      (event.key === "Home" ? links[0] : links[links.length - 1])?.focus();
    } else {
      handled = false;
    }
    if (handled) event.preventDefault();
  };

  /** Hover and blur handling for the menu item at `index`; `hasPanel` for one with a dropdown or mega panel. */
  const itemProps = ({ index, hasPanel }: { index: number; hasPanel: boolean }) => ({
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType !== "mouse") return;
      if (!hasPanel) {
        if (openRef.current !== null) schedule(null, closeDelay);
      } else if (openRef.current === index) window.clearTimeout(timer.current);
      else schedule(index, openRef.current === null ? 0 : switchDelay);
    },
    onPointerLeave: (event: PointerEvent) => {
      if (event.pointerType === "mouse" && openRef.current !== null) schedule(null, closeDelay);
    },
    onBlur: (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (openRef.current === index && next && !event.currentTarget.contains(next)) setOpen(null);
    },
  });

  const toggle = (index: number) => {
    window.clearTimeout(timer.current);
    const keep = hoverOpened.current && openRef.current === index;
    hoverOpened.current = false;
    if (!keep) setOpen(openRef.current === index ? null : index);
  };

  return { open, enhanced, navRef, onKeyDown, itemProps, toggle };
}
