import type { ResolvedImage } from "~/source/types";
import { LIGHTBOX } from "../lightbox/lightbox-names";
import { SLIDER } from "./slider-names";
import { sitePath } from "../../lib/site-path";

export type SliderImageProps = {
  image: ResolvedImage;
  /** The page's largest paint: loaded first. @default false */
  priority?: boolean;
  /** Farther than one slide from the first view: the address waits for the slider (docs/behaviour/media.md#sliders). @default false */
  deferred?: boolean;
  /** `lightbox`: links to the full image, opened in the lightbox; a string: links there (a card's product). @default none */
  link?: "lightbox" | string;
  className?: string;
};

/** How many slides are loaded at once: the widest view and one ahead. */
export const eagerSlides = (perViewDesktop: number) => perViewDesktop + 1;

/**
 * One slide's image. A deferred one carries its address in data attributes until the
 * slider brings it within one slide of the view; without JavaScript its `<noscript>` copy
 * shows instead (the deferred one is hidden by the no-script style).
 */
export function SliderImage({ image, priority = false, deferred = false, link, className }: SliderImageProps) {
  const common = {
    width: image.width,
    height: image.height,
    alt: image.alt,
    sizes: image.sizes,
    className: ["slider__image", className].filter(Boolean).join(" "),
    style: { backgroundColor: image.placeholder },
  };
  const img = deferred ? (
    <>
      <img {...common} loading="lazy" decoding="async" {...{ [SLIDER.lazySrc]: image.src, [SLIDER.lazySrcset]: image.srcSet }} />
      <noscript>
        <img {...common} src={image.src} srcSet={image.srcSet} loading="lazy" decoding="async" />
      </noscript>
    </>
  ) : (
    <img
      {...common}
      src={image.src}
      srcSet={image.srcSet}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? undefined : "async"}
      fetchPriority={priority ? "high" : undefined}
    />
  );
  if (link === undefined) return img;
  if (link !== "lightbox") {
    // A card's image repeats the card's one link: out of the tab order and hidden from assistive tech.
    return (
      <a href={sitePath(link)} className="slider__link" tabIndex={-1} aria-hidden="true">
        {img}
      </a>
    );
  }
  return (
    <a
      href={image.large}
      className="slider__link"
      {...{ [LIGHTBOX.flag]: "", [LIGHTBOX.width]: image.width, [LIGHTBOX.height]: image.height, [LIGHTBOX.srcset]: image.srcSet }}
    >
      {img}
    </a>
  );
}
