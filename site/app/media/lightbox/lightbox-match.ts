import { LIGHTBOX, LIGHTBOX_HASH_PREFIX, LIGHTBOX_IMAGE_EXTENSIONS, LIGHTBOX_VIDEO_EXTENSIONS } from "./lightbox-names";

export type LightboxKind = "image" | "video" | "inline" | "ajax";

const IMAGE = new Set<string>(LIGHTBOX_IMAGE_EXTENSIONS);
const VIDEO = new Set<string>(LIGHTBOX_VIDEO_EXTENSIONS);
const KINDS = new Set<string>(["image", "video", "inline", "ajax"]);

/** The file extension of an address's path, lower case, ignoring its query and hash. */
export function extensionOf(href: string): string {
  const path = href.split(/[?#]/, 1)[0]!;
  const name = path.slice(path.lastIndexOf("/") + 1);
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
}

/**
 * What a link opens in the lightbox, or undefined when it is an ordinary link
 * (docs/behaviour/media.md#lightbox): never a link with `download`; a declared type
 * (`data-lightbox-type`); a flagged link (the `lightbox` class or `data-lightbox`) to a
 * `#id` on the page (inline) or to another address (an image by its extension, else an
 * HTML fragment fetched on open); otherwise an unflagged link by its extension only.
 */
export function lightboxKind(link: Pick<Element, "getAttribute" | "hasAttribute" | "classList">): LightboxKind | undefined {
  const href = link.getAttribute("href");
  if (!href || link.hasAttribute(LIGHTBOX.download)) return undefined;
  const declared = link.getAttribute(LIGHTBOX.type);
  if (declared && KINDS.has(declared)) return declared as LightboxKind;
  const ext = extensionOf(href);
  if (IMAGE.has(ext)) return "image";
  if (VIDEO.has(ext)) return "video";
  const flagged = link.hasAttribute(LIGHTBOX.flag) || link.classList.contains(LIGHTBOX.className);
  if (!flagged || href.startsWith(LIGHTBOX_HASH_PREFIX)) return undefined;
  return href.startsWith("#") ? "inline" : "ajax";
}

export type LightboxTarget = { gallery: string; slide: number };

/** Reads `#lightbox:gallery=<name>&slide=<n>` (n from 1); undefined for any other hash. */
export function parseLightboxHash(hash: string): LightboxTarget | undefined {
  if (!hash.startsWith(LIGHTBOX_HASH_PREFIX)) return undefined;
  const params = new URLSearchParams(hash.slice(LIGHTBOX_HASH_PREFIX.length));
  const gallery = params.get("gallery");
  const slide = Number(params.get("slide") ?? "1");
  if (!gallery || !Number.isInteger(slide) || slide < 1) return undefined;
  return { gallery, slide };
}

export function lightboxHash({ gallery, slide }: LightboxTarget): string {
  return `${LIGHTBOX_HASH_PREFIX}${new URLSearchParams({ gallery, slide: String(slide) }).toString()}`;
}
