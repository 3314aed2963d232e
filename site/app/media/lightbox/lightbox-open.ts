import { createFocusTrap, type FocusTrap } from "@vitrine/focus-trap";
import PhotoSwipe, { type SlideData } from "photoswipe";
import "photoswipe/style.css";
import "./lightbox.css";
import { loadHtmlSlide } from "./lightbox-content";
import type { LightboxGallery, LightboxItem } from "./lightbox-gallery";
import { lightboxHash } from "./lightbox-match";
import LIGHTBOX_TEXT from "~/config/parts/lightbox-words";
import { coverPage } from "../page-covered";

/** Preload no slide before the current one and two after (docs/behaviour/media.md#lightbox). */
const PRELOAD: [number, number] = [0, 2];

function slideOf(item: LightboxItem): SlideData {
  // Images of known size zoom from their thumbnail; everything else is an HTML slide filled on load.
  if (item.kind === "image" && item.width > 0 && item.height > 0) {
    const thumb = item.element.querySelector("img");
    return { src: item.href, srcset: item.srcset, width: item.width, height: item.height, alt: item.alt, element: item.element, msrc: thumb?.currentSrc || undefined };
  }
  return { type: `lightbox-${item.kind}`, element: item.element, alt: item.alt, href: item.href };
}

/**
 * Opens the lightbox (PhotoSwipe 5, docs/decisions/023-lightbox.md) on a gallery at `index`.
 * It traps focus, closes on Escape and returns focus to the link that opened it; loops; swipes and pinch-zooms
 * on touch. With `deepLink`, the address shows `#lightbox:gallery=…&slide=…` while it is open.
 */
export function openLightbox(gallery: LightboxGallery, { index, deepLink }: { index: number; deepLink: boolean }) {
  const doc = gallery.items[index]?.element.ownerDocument ?? document;
  const pswp = new PhotoSwipe({
    dataSource: gallery.items.map(slideOf),
    index,
    loop: true,
    preload: PRELOAD,
    errorMsg: LIGHTBOX_TEXT.imageError,
    closeTitle: LIGHTBOX_TEXT.close,
    zoomTitle: LIGHTBOX_TEXT.zoom,
    arrowPrevTitle: LIGHTBOX_TEXT.prev,
    arrowNextTitle: LIGHTBOX_TEXT.next,
    mainClass: "lightbox",
    bgOpacity: 1,
    // Focus is given back below, to the link that opened the viewer.
    returnFocus: false,
    showHideAnimationType: matchMedia("(prefers-reduced-motion: reduce)").matches ? "none" : "zoom",
  });
  pswp.on("contentLoad", (event) => {
    const { content } = event;
    const kind = content.data.type?.startsWith("lightbox-") ? content.data.type.slice("lightbox-".length) : undefined;
    if (!kind) return;
    event.preventDefault();
    content.element = loadHtmlSlide(doc, { kind, href: String(content.data.href), alt: content.data.alt ?? "" });
  });
  pswp.on("uiRegister", () => {
    pswp.ui?.registerElement({
      name: "loading-status",
      appendTo: "root",
      order: 30,
      onInit: (el) => {
        el.setAttribute("role", "status");
        el.className = "lightbox__status";
        const update = () => (el.textContent = pswp.currSlide?.content.isLoading() ? LIGHTBOX_TEXT.loading : "");
        pswp.on("change", update);
        pswp.on("loadComplete", update);
        pswp.on("loadError", update);
        update();
      },
    });
  });
  pswp.on("afterInit", () => {
    pswp.element?.setAttribute("aria-label", LIGHTBOX_TEXT.dialog);
    pswp.element?.setAttribute("aria-modal", "true");
  });
  if (deepLink && gallery.name) {
    const base = doc.location.pathname + doc.location.search;
    const show = () => history.replaceState(history.state, "", base + lightboxHash({ gallery: gallery.name, slide: pswp.currIndex + 1 }));
    pswp.on("change", show);
    pswp.on("afterInit", show);
    pswp.on("destroy", () => history.replaceState(history.state, "", base));
  }
  // The library ignores Escape during its opening animation; a visitor's Escape then closes it as soon as it can.
  let closeWhenOpen = false;
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Escape" && pswp.opener.isOpening) closeWhenOpen = true;
  };
  doc.addEventListener("keydown", onKey, true);
  pswp.on("openingAnimationEnd", () => closeWhenOpen && pswp.close());
  pswp.on("destroy", () => doc.removeEventListener("keydown", onKey, true));
  // Closed, focus returns to the link that opened the viewer, whatever had focus before it (the
  // library returns it there only when it had moved focus in, which an Escape during the opening
  // animation prevents, leaving focus on the page's body). After the library's own teardown, whose
  // focus trap would otherwise pull focus back into the viewer it is removing.
  const opener = gallery.items[index]?.element;
  // Tab and Shift+Tab go round the viewer's controls: the library only pulls focus back once it
  // has left, so each round would pass through the page's <body> (docs/behaviour/media.md#lightbox).
  let trap: FocusTrap | undefined;
  pswp.on("bindEvents", () => (trap = pswp.element ? createFocusTrap(pswp.element, { initialFocus: "keep", returnFocusTo: () => opener ?? null }) : undefined));
  pswp.on("destroy", () =>
    queueMicrotask(() => {
      trap?.release();
      if (opener?.isConnected) opener.focus();
    }),
  );
  // While it is open, nothing under it moves by itself: the opener stays where focus returns to.
  coverPage(doc, true);
  pswp.on("destroy", () => coverPage(doc, false));
  pswp.init();
  return pswp;
}
