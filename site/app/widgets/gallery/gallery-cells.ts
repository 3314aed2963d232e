/**
 * How many grid cells wide a gallery image is (gallery-grid.css): every image takes one
 * cell, except the first when the images do not fill the last row; it then widens by
 * the missing cells, so no cell is left empty. Phones show two columns.
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

/** Gallery image `index`'s width: its `share` of the gallery from the tablet breakpoint up, `phoneVw` of a phone's. */
export function galleryImageShare(count: number, columns: 2 | 3 | 4, index: number): { share: number; phoneVw: number } {
  const span = galleryCellSpan(count, columns, index);
  return { share: span.wide / columns, phoneVw: span.phone * 50 };
}
