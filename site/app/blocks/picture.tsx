import type { ResolvedImage } from "~/source/types";

export type PictureProps = {
  image: ResolvedImage;
  /**
   * The page's LCP image: loaded eagerly with high fetch priority. Everything else is
   * lazy and decoded off the main thread. @default false
   */
  priority?: boolean;
  /** Overrides the image's `sizes` for this placement. */
  sizes?: string;
  /** Overrides the alt text, e.g. `""` where a caption or link already says it. */
  alt?: string;
  className?: string;
};

/**
 * A responsive image that never shifts the layout: width and height always set (the CSS
 * keeps `height: auto`, so the box takes the image's aspect ratio before it loads) and the
 * placeholder colour fills the box meanwhile.
 */
export function Picture({ image, priority = false, sizes, alt, className }: PictureProps) {
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={sizes ?? image.sizes}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? undefined : "async"}
      fetchPriority={priority ? "high" : undefined}
      className={className ? `responsive-image ${className}` : "responsive-image"}
      style={{ backgroundColor: image.placeholder }}
    />
  );
}
