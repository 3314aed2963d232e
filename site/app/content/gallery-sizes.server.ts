import { shareSizes } from "./media.server";

/**
 * How many grid cells wide a gallery image is (blocks/widgets/gallery-grid.css): every
 * image takes one cell, except the first when the images do not fill the last row; it
 * then widens by the missing cells, so no cell is left empty. Phones show two columns.
 */
export function galleryCellSpan(count: number, columns: 2 | 3 | 4, index: number): { phone: number; wide: number } {
  if (index > 0) return { phone: 1, wide: 1 };
  const phone = count % 2 === 1 ? 2 : 1;
  const rest = count % columns;
  if (rest === 0) return { phone, wide: 1 };
  // Four columns, one short of three missing: a 2 × 2 block fills them.
  if (columns === 4 && rest === 1) return { phone, wide: 2 };
  return { phone, wide: columns - rest + 1 };
}

/**
 * The `sizes` attribute of gallery image `index`, for a gallery in a column that takes
 * `columnShare` of the content box from the tablet breakpoint up; phones show two columns.
 */
export function gallerySizes(options: { count: number; columns: 2 | 3 | 4; index: number; columnShare: number }): string {
  const { count, columns, index, columnShare } = options;
  const span = galleryCellSpan(count, columns, index);
  return shareSizes((columnShare * span.wide) / columns, span.phone * 50);
}
