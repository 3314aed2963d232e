import { useFocusTrap } from "@vitrine/focus-trap/react";
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

/** The current style is read from <html data-mobile-menu-style>, the single switch for CSS and behaviour. */
function currentMenuStyle(): string {
  return document.documentElement.dataset.mobileMenuStyle ?? "sidebar";
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

  const modal = MODAL_STYLES.has(style ?? "");
  // Covering styles move focus into the panel; the drop-down keeps it on the toggle,
  // which stays visible and joins the focus cycle. Focus returns to the toggle.
  useFocusTrap(panelRef, {
    active: open,
    initialFocus: modal ? "first" : "keep",
    onEscape: close,
    returnFocusTo: () => toggleRef.current,
    outside: () => (modal ? [] : [toggleRef.current]),
  });

  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    if (modal) root.dataset.scrollLocked = "";
    const query = window.matchMedia(desktopQuery);
    const onWide = () => {
      if (query.matches) close();
    };
    document.addEventListener(SECTION_LOADED_EVENT, close);
    query.addEventListener("change", onWide);
    onWide();
    return () => {
      document.removeEventListener(SECTION_LOADED_EVENT, close);
      query.removeEventListener("change", onWide);
      delete root.dataset.scrollLocked;
    };
  }, [open, modal, close, desktopQuery]);

  return { open, modal, setOpen, close, enhanced, toggleRef, panelRef };
}
