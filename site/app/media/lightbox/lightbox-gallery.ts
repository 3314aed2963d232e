import { lightboxKind, type LightboxKind } from "./lightbox-match";
import { LIGHTBOX } from "./lightbox-names";

/** One thing the lightbox shows, read from its link (docs/behaviour/media.md#lightbox). */
export type LightboxItem = {
  kind: LightboxKind;
  href: string;
  /** The full image's size from the media manifest, written at build; 0 when unknown. */
  width: number;
  height: number;
  srcset?: string;
  alt: string;
  /** The link: its thumbnail is where the opening animation starts. */
  element: HTMLAnchorElement;
};

export type LightboxGallery = { name: string; items: LightboxItem[] };

function itemOf(link: HTMLAnchorElement): LightboxItem | undefined {
  const kind = lightboxKind(link);
  if (!kind) return undefined;
  const img = link.querySelector("img");
  return {
    kind,
    href: link.getAttribute("href")!,
    width: Number(link.getAttribute(LIGHTBOX.width)) || 0,
    height: Number(link.getAttribute(LIGHTBOX.height)) || 0,
    srcset: link.getAttribute(LIGHTBOX.srcset) ?? undefined,
    alt: img?.alt ?? link.getAttribute("aria-label") ?? link.textContent?.trim() ?? "",
    element: link,
  };
}

/**
 * The gallery a link belongs to: every lightbox link inside its nearest `[data-gallery]`,
 * in page order, named by that attribute's value or, when empty, by the gallery's
 * position among the page's galleries (1, 2, …). A link outside any gallery is alone.
 */
export function galleryOf(link: HTMLAnchorElement): LightboxGallery {
  const container = link.closest(`[${LIGHTBOX.gallery}]`);
  if (!container) return { name: "", items: [itemOf(link)].filter((i) => i !== undefined) };
  const all = Array.from(link.ownerDocument.querySelectorAll(`[${LIGHTBOX.gallery}]`));
  const name = container.getAttribute(LIGHTBOX.gallery) || String(all.indexOf(container) + 1);
  const items = Array.from(container.querySelectorAll<HTMLAnchorElement>("a[href]"))
    .filter((a) => a.closest(`[${LIGHTBOX.gallery}]`) === container)
    .map(itemOf)
    .filter((i) => i !== undefined);
  return { name, items };
}
