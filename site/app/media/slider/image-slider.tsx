import type { ResolvedImage } from "~/source/types";
import { Slider, type SliderProps } from "./slider";
import { eagerSlides, SliderImage } from "./slider-image";

export type ImageSliderProps = Omit<SliderProps, "slides" | "aspectRatio" | "gallery"> & {
  images: ResolvedImage[];
  /** The first image is the page's largest paint. @default false */
  priority?: boolean;
  /** "lightbox": each image opens the full image in the lightbox, as one gallery; a string: each links there. */
  link: "lightbox" | string;
  /** The frame's shape. @default the first image's */
  aspectRatio?: string;
};

/**
 * Images in a slider, framed in the first image's shape (docs/behaviour/media.md#sliders):
 * the slides within one of the first view load with the page, the rest one slide ahead.
 */
export function ImageSlider({ images, priority = false, link, aspectRatio, perView, ...rest }: ImageSliderProps) {
  const eager = eagerSlides(perView?.desktop ?? 1);
  const [first] = images;
  return (
    <Slider
      {...rest}
      perView={perView}
      gallery={link === "lightbox"}
      aspectRatio={aspectRatio ?? (first ? `${first.width} / ${first.height}` : undefined)}
      slides={images.map((image, index) => (
        <SliderImage key={`${image.src}-${index}`} image={image} priority={priority && index === 0} deferred={index >= eager} link={link} />
      ))}
    />
  );
}
