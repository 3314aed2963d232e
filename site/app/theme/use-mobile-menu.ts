import { useCallback, useEffect, useRef, useState } from "react";
import { customMedia, defaultBreakpoints } from "~/config/breakpoints";
import { SECTION_LOADED_EVENT } from "./behaviours/dom-markers";

export type Options = {
  /**
   * Media query at which the desktop header takes over and the mobile menu closes
   * (default 960 px). Pass `customMedia(breakpoints)["--desktop-up"]`, the query the CSS uses.
   * @default "(min-width: 960px)"
   */
  desktopQuery: string;
};

export const defaultOptions: Options = { desktopQuery: customMedia(defaultBreakpoints)["--desktop-up"] };

/** Styles whose panel covers the page, so the page behind must not scroll. */
const MODAL_STYLES = new Set(["full-screen", "sidebar"]);
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** The current style is read from <html data-mobile-menu-style>, the single switch for CSS and behaviour. */
export function currentMenuStyle(): string {
  return document.documentElement.dataset.mobileMenuStyle ?? "sidebar";
}

function focusables(panel: HTMLElement): HTMLElement[] {
  return Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.getClientRects().length > 0);
}

/**
 * Open state and side effects of the mobile menu (docs/behaviour/theme.md#mobile-menu): focus trapped
 * while open, Escape closes, page scroll locked for covering styles, focus returns to the
 * toggle, and it closes at the desktop breakpoint (≥ 960 px) and on a `section-loaded` event.
 */
export function useMobileMenu(options: Partial<Options> = {}) {
  const { desktopQuery } = { ...defaultOptions, ...options };
  // The style in force when the menu opened; null while closed.
  const [style, setStyle] = useState<string | null>(null);
  const open = style !== null;
  const [enhanced, setEnhanced] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => setEnhanced(true), []);
  const close = useCallback(() => setStyle(null), []);
  const setOpen = useCallback((next: boolean) => setStyle(next ? currentMenuStyle() : null), []);

  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    const root = document.documentElement;
    if (!panel) return;
    const modal = MODAL_STYLES.has(style ?? "");
    if (modal) root.dataset.scrollLocked = "";
    // Covering styles move focus into the panel; the drop-down keeps it on the toggle,
    // which stays visible and joins the focus cycle.
    const cycle = () => [...(modal ? [] : [toggleRef.current]), ...focusables(panel)].filter((el) => el !== null);
    if (modal) focusables(panel)[0]?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        close();
      } else if (event.key === "Tab") {
        const items = cycle();
        const first = items[0];
        const last = items[items.length - 1];
        const active = document.activeElement as HTMLElement | null;
        const inside = active !== null && items.includes(active);
        if (event.shiftKey && (active === first || !inside)) {
          event.preventDefault();
          last?.focus();
        } else if (!event.shiftKey && (active === last || !inside)) {
          event.preventDefault();
          first?.focus();
        }
      }
    };
    const query = window.matchMedia(desktopQuery);
    const onWide = () => {
      if (query.matches) close();
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener(SECTION_LOADED_EVENT, close);
    query.addEventListener("change", onWide);
    onWide();
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener(SECTION_LOADED_EVENT, close);
      query.removeEventListener("change", onWide);
      delete root.dataset.scrollLocked;
      // Return focus to the toggle unless the visitor already moved it elsewhere.
      const active = document.activeElement;
      if (!active || active === document.body || panel.contains(active)) toggleRef.current?.focus();
    };
  }, [open, style, close, desktopQuery]);

  return { open, modal: MODAL_STYLES.has(style ?? ""), setOpen, close, enhanced, toggleRef, panelRef };
}
