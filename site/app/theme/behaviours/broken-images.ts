import { LAZY_ERROR_CLASS } from "./dom-markers";

export type BrokenImages = { scan(root: ParentNode): void; destroy(): void };

function isImage(node: unknown): node is HTMLImageElement {
  return (node as Element | null)?.tagName === "IMG";
}

/** An <img> that has finished trying and has nothing to show. */
export function isBroken(img: HTMLImageElement): boolean {
  const hasSource = Boolean(img.getAttribute("src") || img.getAttribute("srcset"));
  return hasSource && img.complete && img.naturalWidth === 0;
}

/**
 * Spec §8: a broken image is marked with `lazy-error` (styled as a tidy placeholder in
 * behaviours.css). Image errors do not bubble, so one capture-phase listener on the
 * document sees them all; images that failed before this ran are found by `scan`.
 * An image that loads after all (a new src) loses the mark.
 */
export function createBrokenImages(doc: Document = document): BrokenImages {
  const onError = (event: Event) => {
    if (isImage(event.target)) event.target.classList.add(LAZY_ERROR_CLASS);
  };
  const onLoad = (event: Event) => {
    if (isImage(event.target)) event.target.classList.remove(LAZY_ERROR_CLASS);
  };
  doc.addEventListener("error", onError, true);
  doc.addEventListener("load", onLoad, true);

  return {
    scan(root) {
      const imgs = Array.from(root.querySelectorAll("img"));
      if (isImage(root)) imgs.unshift(root);
      for (const img of imgs) if (isBroken(img)) img.classList.add(LAZY_ERROR_CLASS);
    },
    destroy() {
      doc.removeEventListener("error", onError, true);
      doc.removeEventListener("load", onLoad, true);
    },
  };
}
