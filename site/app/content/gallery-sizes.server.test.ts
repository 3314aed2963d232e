import { describe, expect, it } from "vitest";
import { galleryCellSpan, gallerySizes } from "./gallery-sizes.server";

/** Cells the images cover in a grid of `columns` (a 2 × 2 block covers four). */
function cells(count: number, columns: 2 | 3 | 4, phone = false): number {
  let total = 0;
  for (let i = 0; i < count; i++) {
    const span = galleryCellSpan(count, columns, i);
    const wide = phone ? span.phone : span.wide;
    total += columns === 4 && !phone && wide === 2 && count % 4 === 1 && i === 0 ? 4 : wide;
  }
  return total;
}

describe("gallery cells", () => {
  it("fill every row, on phones and wider, whatever the number of images", () => {
    for (const columns of [2, 3, 4] as const) {
      for (let count = 2; count <= 13; count++) {
        expect(cells(count, columns) % columns, `${count} images in ${columns} columns`).toBe(0);
        expect(cells(count, columns, true) % 2, `${count} images on a phone`).toBe(0);
      }
    }
  });

  it("give the widened first image a matching sizes attribute", () => {
    // Five images in three columns: the first spans two of them, a banner on phones.
    expect(gallerySizes({ count: 5, columns: 3, index: 0, columnShare: 1 })).toBe("(min-width: 1216px) 768px, (min-width: 768px) 67vw, 100vw");
    expect(gallerySizes({ count: 5, columns: 3, index: 1, columnShare: 1 })).toBe("(min-width: 1216px) 384px, (min-width: 768px) 33vw, 50vw");
    expect(gallerySizes({ count: 6, columns: 3, index: 0, columnShare: 1 })).toBe("(min-width: 1216px) 384px, (min-width: 768px) 33vw, 50vw");
  });
});
