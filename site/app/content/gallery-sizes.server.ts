import { galleryImageShare } from "../widgets/gallery/gallery-cells";
import { shareSizes } from "./media.server";

/**
 * The `sizes` attribute of gallery image `index`, for a gallery in a column that takes
 * `columnShare` of the content box from the tablet breakpoint up; phones show two columns.
 */
export function gallerySizes(options: { count: number; columns: 2 | 3 | 4; index: number; columnShare: number }): string {
  const { count, columns, index, columnShare } = options;
  const { share, phoneVw } = galleryImageShare(count, columns, index);
  return shareSizes(columnShare * share, phoneVw);
}
