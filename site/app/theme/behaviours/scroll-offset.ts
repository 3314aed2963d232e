import { ADMIN_BAR_SELECTOR, STICKY_HEADER_SELECTOR, STICKY_TOP_BAR_SELECTOR } from "./dom-markers";

export type ScrollOffsetOptions = {
  /** Extra pixels above every in-page target (siteConfig.scroll.customOffset). @default 0 */
  customOffset: number;
  /** Sticky header height used when it cannot be measured (header.stickyFallbackHeight). @default 54 */
  stickyFallbackHeight: number;
};

export const defaultScrollOffsetOptions: ScrollOffsetOptions = {
  customOffset: 0,
  stickyFallbackHeight: 54,
};

function heightOf(doc: Document, selector: string): number {
  let total = 0;
  for (const el of doc.querySelectorAll(selector)) total += el.getBoundingClientRect().height;
  return total;
}

/**
 * The sticky header's height. A header marked sticky that the current breakpoint
 * lays out as static does not cover anything, so it counts 0; one that is sticky
 * but reports no height (not laid out yet) gets the fallback (54 px unless configured).
 */
export function stickyHeaderHeight(doc: Document, fallback: number): number {
  const header = doc.querySelector<HTMLElement>(STICKY_HEADER_SELECTOR);
  if (!header) return 0;
  const view = doc.defaultView;
  const position = view ? view.getComputedStyle(header).position : "";
  if (position === "static" || position === "relative") return 0;
  const height = header.getBoundingClientRect().height;
  return height > 0 ? height : fallback;
}

/**
 * Pixels kept free above an in-page scroll target (docs/behaviour/in-page.md#in-page-links): the custom offset plus
 * the admin bar, the sticky top bar and the sticky header.
 */
export function measureScrollOffset(doc: Document, options: Partial<ScrollOffsetOptions> = {}): number {
  const o = { ...defaultScrollOffsetOptions, ...options };
  return (
    o.customOffset +
    heightOf(doc, ADMIN_BAR_SELECTOR) +
    heightOf(doc, STICKY_TOP_BAR_SELECTOR) +
    stickyHeaderHeight(doc, o.stickyFallbackHeight)
  );
}
