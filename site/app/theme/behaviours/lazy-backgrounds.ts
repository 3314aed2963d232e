import {
  BG_SIZES_ATTR,
  BG_SRC_ATTR,
  BG_SRCSET_ATTR,
  LAZY_BG_CLASS,
  LAZY_ERROR_CLASS,
  LAZY_LOADED_CLASS,
} from "./dom-markers";

export type LazyBackgroundOptions = {
  /** Start loading this far outside the viewport (spec §9: 200 px). @default "200px" */
  rootMargin: string;
  /** `sizes` used with data-bg-srcset when the element has no data-bg-sizes. @default "100vw" */
  sizes: string;
};

export const defaultLazyBackgroundOptions: LazyBackgroundOptions = { rootMargin: "200px", sizes: "100vw" };

export type LazyBackgrounds = { scan(root: ParentNode): void; destroy(): void };

const SELECTOR = `.${LAZY_BG_CLASS}[${BG_SRC_ATTR}]`;

const sourceOf = (el: Element) => `${el.getAttribute(BG_SRC_ATTR)} ${el.getAttribute(BG_SRCSET_ATTR) ?? ""}`;

/**
 * Lazy section backgrounds (spec §9: observer margin 200 px). The image is preloaded
 * with `new Image()` so a failure can be seen: the element then gets `lazy-error`
 * (spec §8) and the fallback look from behaviours.css instead of a missing picture.
 */
export function createLazyBackgrounds(
  options: Partial<LazyBackgroundOptions> = {},
  win: Window & typeof globalThis = window,
): LazyBackgrounds {
  const o = { ...defaultLazyBackgroundOptions, ...options };
  const pending = new Set<HTMLImageElement>();
  // What each element was last given. React keeps a section's element across client
  // navigations between pages of one route and only swaps its data-bg-*, so a changed
  // source means a new background to load, not an old one to keep.
  const seen = new WeakMap<Element, string>();

  function load(el: HTMLElement) {
    const img = new win.Image();
    pending.add(img);
    const source = sourceOf(el);
    const done = (ok: boolean) => {
      pending.delete(img);
      img.onload = img.onerror = null;
      if (sourceOf(el) !== source) return;
      if (!ok) return el.classList.add(LAZY_ERROR_CLASS);
      const url = (img.currentSrc || img.src).replace(/"/g, "%22");
      el.style.backgroundImage = `url("${url}")`;
      el.classList.add(LAZY_LOADED_CLASS);
    };
    img.onload = () => done(true);
    img.onerror = () => done(false);
    const srcset = el.getAttribute(BG_SRCSET_ATTR);
    if (srcset) {
      img.sizes = el.getAttribute(BG_SIZES_ATTR) ?? o.sizes;
      img.srcset = srcset;
    }
    img.src = el.getAttribute(BG_SRC_ATTR) ?? "";
  }

  const observer =
    typeof win.IntersectionObserver === "function"
      ? new win.IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue;
              observer?.unobserve(entry.target);
              load(entry.target as HTMLElement);
            }
          },
          { rootMargin: o.rootMargin },
        )
      : null;

  return {
    scan(root) {
      const found = Array.from(root.querySelectorAll<HTMLElement>(SELECTOR));
      if (root instanceof HTMLElement && root.matches(SELECTOR)) found.unshift(root);
      for (const el of found) {
        const source = sourceOf(el);
        if (seen.get(el) === source) continue;
        if (seen.has(el)) {
          el.classList.remove(LAZY_LOADED_CLASS, LAZY_ERROR_CLASS);
          el.style.removeProperty("background-image");
        }
        seen.set(el, source);
        if (observer) observer.observe(el);
        else load(el);
      }
    },
    destroy() {
      observer?.disconnect();
      for (const img of pending) img.onload = img.onerror = null;
      pending.clear();
    },
  };
}
