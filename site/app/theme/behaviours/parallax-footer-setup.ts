import type { EnhancerContext } from "~/islands/define-enhancer";

/** Written on the footer while it is taller than the window. */
const PARALLAX_OFF_ATTR = "data-parallax-off";

/**
 * Switches the parallax off while the footer is taller than the window, where part of
 * it could otherwise stay behind the page (docs/behaviour/theme.md#footer). Measured
 * again whenever the footer or the window changes size.
 */
export default function enhanceParallaxFooter(footer: HTMLElement, { store }: EnhancerContext) {
  const win = footer.ownerDocument.defaultView ?? window;
  const measure = () => footer.toggleAttribute(PARALLAX_OFF_ATTR, footer.offsetHeight > win.innerHeight);
  const observer = new win.ResizeObserver(measure);
  observer.observe(footer);
  store.defer(() => observer.disconnect()).add(win, "resize", measure);
  measure();
}
