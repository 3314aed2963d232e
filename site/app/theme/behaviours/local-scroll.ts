import { DIALOG_SELECTOR, GO_TOP_ID, NO_LOCAL_SCROLL_ATTR, OPENS_ATTR, PAGE_TYPE_ATTR } from "./dom-markers";
import { scrollBehavior } from "./motion";
import { defaultScrollOffsetOptions, measureScrollOffset, type ScrollOffsetOptions } from "./scroll-offset";

export type LocalScrollOptions = ScrollOffsetOptions & {
  /** Page types whose hash links are left to the browser (single-product pages, docs/behaviour/in-page.md#in-page-links). @default ["product"] */
  excludedPageTypes: string[];
  /**
   * Keep `scroll-padding-top` on <html> equal to the offset, so native fragment jumps
   * and focus scrolling also clear the sticky bars. @default true
   */
  syncScrollPadding: boolean;
};

export const defaultLocalScrollOptions: LocalScrollOptions = {
  ...defaultScrollOffsetOptions,
  excludedPageTypes: ["product"],
  syncScrollPadding: true,
};

/** The element a same-page hash link points at, or null for any other link. */
export function hashTarget(link: Element, doc: Document): HTMLElement | null {
  const href = link.getAttribute("href");
  if (!href || !href.includes("#")) return null;
  const url = new URL(href, doc.baseURI);
  const here = new URL(doc.URL);
  const path = (p: string) => p.replace(/\/+$/, "") || "/";
  if (url.origin !== here.origin || path(url.pathname) !== path(here.pathname) || url.search !== here.search) return null;
  if (url.hash.length < 2) return null;
  try {
    return doc.getElementById(decodeURIComponent(url.hash.slice(1)));
  } catch {
    return null; // A malformed escape in the fragment: not a target we can find.
  }
}

/** Spec §2: links that open a modal, an off-canvas panel or a popup login (markers in dom-markers.ts). */
export function opensOverlay(link: Element, doc: Document): boolean {
  const popup = link.getAttribute("aria-haspopup");
  if (popup !== null && popup !== "false") return true;
  if (link.hasAttribute(OPENS_ATTR)) return true;
  const controls = link.getAttribute("aria-controls");
  if (!controls) return false;
  return controls.split(/\s+/).some((id) => doc.getElementById(id)?.matches(DIALOG_SELECTOR) ?? false);
}

/** Spec §2: no local scroll on single-product pages or pages marked as having none. */
export function localScrollDisabled(link: Element, doc: Document, excludedPageTypes: readonly string[]): boolean {
  const main = doc.querySelector(`main[${PAGE_TYPE_ATTR}]`) ?? doc.querySelector("main");
  if (link.closest(`[${NO_LOCAL_SCROLL_ATTR}]`) || main?.hasAttribute(NO_LOCAL_SCROLL_ATTR)) return true;
  return excludedPageTypes.includes(main?.getAttribute(PAGE_TYPE_ATTR) ?? "");
}

/**
 * Moves keyboard and screen-reader focus to where the page scrolled to. Elements that
 * are not focusable get tabindex=-1 until they lose focus again.
 */
export function focusTarget(el: HTMLElement): void {
  if (!el.hasAttribute("tabindex") && !el.matches("a[href], button, input, select, textarea, summary")) {
    el.setAttribute("tabindex", "-1");
    el.addEventListener("blur", () => el.removeAttribute("tabindex"), { once: true });
  }
  el.focus({ preventScroll: true });
}

/** A plain left click without modifiers on a link that navigates in this tab. */
export function plainLinkClick(event: MouseEvent): Element | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.("a[href]");
  if (!link || link.hasAttribute("download")) return null;
  const target = link.getAttribute("target");
  return target && target !== "_self" ? null : link;
}

export type LocalScroll = {
  /** Pixels kept free above a target right now. */
  offset(): number;
  /** Scrolls so the element's top lands `offset()` px below the viewport top. */
  scrollToElement(el: Element, behavior?: ScrollBehavior): void;
  /** Re-measures the bars and updates scroll-padding-top (after a resize). */
  sync(): void;
  destroy(): void;
};

/**
 * Smooth in-page scrolling for hash links (docs/behaviour/in-page.md#in-page-links). Listens on window in the bubble
 * phase so any handler that opened something and called preventDefault wins.
 */
export function createLocalScroll(options: Partial<LocalScrollOptions> = {}, win: Window = window): LocalScroll {
  const o = { ...defaultLocalScrollOptions, ...options };
  const doc = win.document;
  const offset = () => measureScrollOffset(doc, o);

  function scrollToElement(el: Element, behavior: ScrollBehavior = scrollBehavior(win)) {
    const top = el.getBoundingClientRect().top + win.scrollY - offset();
    win.scrollTo({ top: Math.max(0, top), behavior });
  }

  function sync() {
    if (o.syncScrollPadding) doc.documentElement.style.scrollPaddingTop = `${offset()}px`;
  }

  function onClick(event: MouseEvent) {
    const link = plainLinkClick(event);
    if (!link) return;
    const target = hashTarget(link, doc);
    if (!target || target.id === GO_TOP_ID) return;
    if (opensOverlay(link, doc) || localScrollDisabled(link, doc, o.excludedPageTypes)) return;
    event.preventDefault();
    scrollToElement(target);
    const hash = `#${encodeURIComponent(target.id)}`;
    // pushState keeps the history entry's state and does not jump; the URL still names the section.
    if (win.location.hash !== hash) win.history.pushState(win.history.state, "", hash);
    focusTarget(target);
  }

  win.addEventListener("click", onClick);
  win.addEventListener("resize", sync);
  sync();

  return {
    offset,
    scrollToElement,
    sync,
    destroy() {
      win.removeEventListener("click", onClick);
      win.removeEventListener("resize", sync);
      if (o.syncScrollPadding) doc.documentElement.style.removeProperty("scroll-padding-top");
    },
  };
}
