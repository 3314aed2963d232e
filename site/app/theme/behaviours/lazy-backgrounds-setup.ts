import type { EnhancerContext } from "~/islands/define-enhancer";
import { BG_SIZES_ATTR, BG_SRC_ATTR, BG_SRCSET_ATTR } from "~/lib/lazy-background-names";
import { LAZY_ERROR_CLASS, LAZY_LOADED_CLASS } from "./dom-markers";

/** `sizes` used with data-bg-srcset when the element has no data-bg-sizes (a section is full width). */
const DEFAULT_SIZES = "100vw";

/**
 * A lazy section background (docs/behaviour/in-page.md#lazy-backgrounds), loaded when
 * the section comes within 200 px of the viewport: lazy-backgrounds.enhancer.ts wakes
 * this for it. The image is preloaded with `new Image()` so a failure can be seen: the
 * element then gets `lazy-error` and the fallback look from behaviours.css instead of a
 * missing picture.
 */
export default function loadLazyBackground(el: HTMLElement, { store }: EnhancerContext) {
  const win = el.ownerDocument.defaultView ?? window;
  const img = new win.Image();
  const done = (ok: boolean) => {
    img.onload = img.onerror = null;
    if (!ok) return el.classList.add(LAZY_ERROR_CLASS);
    const url = (img.currentSrc || img.src).replace(/"/g, "%22");
    el.style.backgroundImage = `url("${url}")`;
    el.classList.add(LAZY_LOADED_CLASS);
  };
  img.onload = () => done(true);
  img.onerror = () => done(false);
  store.defer(() => (img.onload = img.onerror = null));
  const srcset = el.getAttribute(BG_SRCSET_ATTR);
  if (srcset) {
    img.sizes = el.getAttribute(BG_SIZES_ATTR) ?? DEFAULT_SIZES;
    img.srcset = srcset;
  }
  img.src = el.getAttribute(BG_SRC_ATTR) ?? "";
}
