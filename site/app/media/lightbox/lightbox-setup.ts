import type { EnhancerContext } from "~/islands/define-enhancer";
import { isChunkLoadError, loadChunk } from "~/lib/load-chunk";
import { showChunkError } from "~/islands/chunk-error";
import { galleryOf } from "./lightbox-gallery";
import { lightboxKind, parseLightboxHash } from "./lightbox-match";

/** Opens the link's gallery at the link, loading the lightbox library the first time. */
async function open(link: HTMLAnchorElement, { deepLink }: { deepLink: boolean }) {
  const gallery = galleryOf(link);
  const index = Math.max(0, gallery.items.findIndex((item) => item.element === link));
  try {
    const { openLightbox } = await loadChunk(() => import("./lightbox-open"));
    openLightbox(gallery, { index, deepLink });
  } catch (error) {
    if (!isChunkLoadError(error)) throw error;
    const remove = showChunkError(link, error, () => {
      remove();
      void open(link, { deepLink });
    });
  }
}

/**
 * A lightbox link's behaviour (docs/behaviour/media.md#lightbox): a plain click opens it
 * (a click with a modifier key or another button keeps the browser's meaning); a page
 * opened with `#lightbox:gallery=…&slide=…` naming this link opens it at once.
 */
export default function setupLightboxLink(element: HTMLElement, { store }: EnhancerContext) {
  if (!(element instanceof HTMLAnchorElement) || !lightboxKind(element)) return;
  const link = element;
  store.add<MouseEvent>(link, "click", (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void open(link, { deepLink: true });
  });
  const target = parseLightboxHash(link.ownerDocument.location.hash);
  if (!target) return;
  const gallery = galleryOf(link);
  if (gallery.name === target.gallery && gallery.items[target.slide - 1]?.element === link) void open(link, { deepLink: true });
}
