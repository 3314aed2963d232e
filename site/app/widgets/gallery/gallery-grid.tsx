import type { ResolvedImage } from "../../source/types";
import { Picture } from "../../blocks/picture";
import { LIGHTBOX } from "../../media/lightbox/lightbox-names";
import "./gallery-grid.css";

export type GalleryGridProps = {
  items: ResolvedImage[];
  /** Columns from the tablet breakpoint; phones show two. @default 3 */
  columns?: 2 | 3 | 4;
  /** Makes the first image the page's LCP image. @default false */
  priorityFirst?: boolean;
  label?: string;
};

/**
 * A responsive grid of images, each linking to its largest file, which is what a
 * lightbox opens (docs/behaviour/media.md#lightbox). `data-gallery` groups them for a
 * lightbox and a slider.
 */
export function GalleryGrid({ items, columns = 3, priorityFirst = false, label }: GalleryGridProps) {
  return (
    <ul className={`gallery-grid gallery-grid--${columns}`} data-gallery="" aria-label={label}>
      {items.map((image, index) => (
        <li key={`${image.src}-${index}`} className="gallery-grid__item">
          <a
            href={image.large}
            className="gallery-grid__link"
            {...{ [LIGHTBOX.flag]: "", [LIGHTBOX.width]: image.width, [LIGHTBOX.height]: image.height, [LIGHTBOX.srcset]: image.srcSet }}
          >
            <Picture image={image} priority={priorityFirst && index === 0} className="gallery-grid__image" />
          </a>
        </li>
      ))}
    </ul>
  );
}
