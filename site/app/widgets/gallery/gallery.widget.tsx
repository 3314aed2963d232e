import { z } from "zod";
import { imageRef } from "../../source/schemas/common";
import { defineWidget } from "../define-widget";
import { galleryImageShare } from "./gallery-cells";
import { GalleryGrid } from "./gallery-grid";

/**
 * Images in a grid, each linking to its largest file; a first image widens when the
 * last row is not full (docs/behaviour/content.md#gallery).
 */
const gallery = defineWidget({
  type: "gallery",
  label: "Gallery",
  props: {
    items: z.array(imageRef).min(1).meta({ title: "Images" }),
    columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(3).meta({ title: "Columns", description: "From the tablet breakpoint; phones show two." }),
  },
  defaultProps: { items: [], columns: 3 },
  resolveData: ({ items, columns }, context) => ({
    columns,
    items: items.map((item, index) => context.image(item, galleryImageShare(items.length, columns, index))),
  }),
  render: ({ items, columns }) => <GalleryGrid items={items} columns={columns} />,
  images: ({ items }) => items.map((item, i) => ({ path: ["items", i, "image"], name: item.image })),
  shareImage: ({ items }) => items[0]?.large,
});

export default gallery;
declare module "../widget-registry" {
  interface Widgets {
    gallery: typeof gallery;
  }
}
