import { describe, expect, it } from "vitest";
import { galleryCellSpan } from "../widgets/gallery/gallery-cells";
import { gallerySizes } from "./gallery-sizes.server";

describe("gallery cells", () => {
  // [images, columns] → how many cells wide the first image is, on phones (two columns) and wider.
  const firstImage: [number, 2 | 3 | 4, { phone: number; wide: number }][] = [
    [6, 3, { phone: 1, wide: 1 }], // full rows: nothing widens
    [5, 3, { phone: 2, wide: 2 }], // one cell missing in the last row
    [7, 3, { phone: 2, wide: 3 }], // two missing: the first image takes the whole row
    [4, 2, { phone: 1, wide: 1 }],
    [5, 2, { phone: 2, wide: 2 }],
    [6, 4, { phone: 1, wide: 3 }],
    [7, 4, { phone: 2, wide: 2 }],
    [5, 4, { phone: 2, wide: 2 }], // three missing: a 2 × 2 block (gallery-grid.css)
    [8, 4, { phone: 1, wide: 1 }],
  ];

  it.each(firstImage)("%i images in %i columns: the first spans %o", (count, columns, span) => {
    expect(galleryCellSpan(count, columns, 0)).toEqual(span);
    expect(galleryCellSpan(count, columns, 1)).toEqual({ phone: 1, wide: 1 });
  });

  it("give the widened first image a matching sizes attribute", () => {
    // Five images in three columns: the first spans two of them, a banner on phones.
    expect(gallerySizes({ count: 5, columns: 3, index: 0, columnShare: 1 })).toBe("(min-width: 1216px) 768px, (min-width: 768px) 67vw, 100vw");
    expect(gallerySizes({ count: 5, columns: 3, index: 1, columnShare: 1 })).toBe("(min-width: 1216px) 384px, (min-width: 768px) 33vw, 50vw");
    expect(gallerySizes({ count: 6, columns: 3, index: 0, columnShare: 1 })).toBe("(min-width: 1216px) 384px, (min-width: 768px) 33vw, 50vw");
  });
});
