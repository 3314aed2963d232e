import type { ResolvedImage } from "../../content/types";
import { Picture } from "../../blocks/picture";
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
 * lightbox opens (docs/behaviour/content.md#gallery). `data-gallery` groups them for a
 * lightbox and a slider.
 */
export function GalleryGrid({ items, columns = 3, priorityFirst = false, label }: GalleryGridProps) {
  return (
    <ul className={`gallery-grid gallery-grid--${columns}`} data-gallery="" aria-label={label}>
      {items.map((image, index) => (
        <li key={`${image.src}-${index}`} className="gallery-grid__item">
          <a href={image.large} className="gallery-grid__link">
            <Picture image={image} priority={priorityFirst && index === 0} className="gallery-grid__image" />
          </a>
        </li>
      ))}
    </ul>
  );
}
