import siteConfig from "../../site.config";
import type { ImageRef } from "../source/schemas/common";
import type { MediaManifest } from "../source/schemas/media";
import type { ResolvedImage } from "../source/types";

/** Public URL of one generated width (docs/behaviour/content.md#media: `site/public/media/{name}-{width}.webp`). */
export function mediaUrl(name: string, width: number): string {
  return `/media/${name}-${width}.webp`;
}

export type ResolveOptions = {
  /** The `sizes` attribute: how wide the image is shown at each viewport. */
  sizes: string;
  /** Preferred width of the fallback `src`. @default 800 */
  fallbackWidth: number;
};

export const defaultResolveOptions: ResolveOptions = { sizes: "100vw", fallbackWidth: 800 };

const { tablet, desktop } = siteConfig.breakpoints;

/** The content box (72 rem) and the window width from which it stops growing (with its gutters). */
const CONTENT_PX = 1152;
const CONTENT_FROM_PX = 1216;

/**
 * `sizes` for an image `share` of the content box wide from the tablet breakpoint up
 * (columns sit side by side there, blocks.css), and `phoneVw` of the window below it.
 */
export function shareSizes(share: number, phoneVw = 100): string {
  return `(min-width: ${CONTENT_FROM_PX}px) ${Math.round(CONTENT_PX * share)}px, (min-width: ${tablet}px) ${Math.round(share * 100)}vw, ${phoneVw}vw`;
}

/**
 * Common `sizes` values, matched to the layout widths in the CSS (72 rem content, 42 rem
 * text, so 1216 px and 736 px with the gutters) and its breakpoints (site.config.ts).
 */
export const sizes = {
  full: `(min-width: ${CONTENT_FROM_PX}px) ${CONTENT_PX}px, 100vw`,
  text: "(min-width: 736px) 672px, 100vw",
  half: `(min-width: 1216px) 568px, (min-width: ${tablet}px) 50vw, 100vw`,
  /** Card grids: one column on phones, two from tablet, three from desktop (cards.css). */
  card: `(min-width: 1216px) 376px, (min-width: ${desktop}px) 33vw, (min-width: ${tablet}px) 50vw, 100vw`,
  /** Product cards: two across on phones, three from desktop (cards.css). */
  productCard: `(min-width: 1216px) 376px, (min-width: ${desktop}px) 33vw, 50vw`,
} as const;

/** Turns `{ image, alt }` into everything an `<img>` needs; throws on an unknown name. */
export function resolveImage(
  manifest: MediaManifest,
  ref: ImageRef,
  options: Partial<ResolveOptions> = {},
): ResolvedImage {
  const { sizes: sizesAttr, fallbackWidth } = { ...defaultResolveOptions, ...options };
  const entry = manifest[ref.image];
  if (!entry) throw new Error(`unknown image "${ref.image}" (not in content/media/manifest.json)`);
  const widths = [...entry.widths].sort((a, b) => a - b);
  const largest = widths.at(-1)!;
  const fallback = widths.filter((w) => w <= fallbackWidth).at(-1) ?? widths[0]!;
  return {
    src: mediaUrl(ref.image, fallback),
    srcSet: widths.map((w) => `${mediaUrl(ref.image, w)} ${w}w`).join(", "),
    sizes: sizesAttr,
    width: entry.width,
    height: entry.height,
    alt: ref.alt,
    placeholder: entry.placeholder,
    large: mediaUrl(ref.image, largest),
  };
}
