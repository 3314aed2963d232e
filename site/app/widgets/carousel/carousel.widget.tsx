import { z } from "zod";
import { imageRef } from "../../source/schemas/common";
import { defineWidget } from "../define-widget";
import { Carousel, type CarouselView } from "./carousel";

const perViewField = (fallback: number, title: string) => z.number().int().min(1).max(6).default(fallback).meta({ title });

/**
 * A row of slides that moves (docs/behaviour/media.md#carousel): images (each opening the
 * lightbox), or cards of the newest posts or of products. 3 slides on desktop, 2 on tablet,
 * 1 on mobile unless the widget says otherwise; autoplay at the library's 3000 ms, stopped
 * for good when focus enters, paused on hover when asked.
 */
const carousel = defineWidget({
  type: "carousel",
  label: "Carousel",
  props: {
    label: z.string().trim().min(1).meta({ title: "Name", description: "What the carousel shows, for screen readers: \"New work\"." }),
    show: z.enum(["images", "posts", "products"]).default("images").meta({ title: "Slides" }),
    items: z.array(imageRef).default([]).meta({ title: "Images", description: "When the slides are images." }),
    limit: z.number().int().min(2).max(24).default(6).meta({ title: "How many", description: "When the slides are posts or products." }),
    category: z.string().min(1).optional().meta({ title: "Category", description: "Only products of this category." }),
    perView: z
      .strictObject({ mobile: perViewField(1, "On phones"), tablet: perViewField(2, "From the tablet breakpoint"), desktop: perViewField(3, "From the desktop breakpoint") })
      .default({ mobile: 1, tablet: 2, desktop: 3 })
      .meta({ title: "Slides shown" }),
    autoplay: z.boolean().default(true).meta({ title: "Autoplay" }),
    hoverPause: z.boolean().default(false).meta({ title: "Pause while the pointer is over it" }),
    loop: z.boolean().default(true).meta({ title: "Wrap around at the ends" }),
  },
  defaultProps: { label: "Carousel", show: "posts", limit: 6 },
  resolveData: ({ label, show, items, limit, category, perView, autoplay, hoverPause, loop }, context): CarouselView => {
    const common = { label, perView, autoplay, hoverPause, loop };
    if (show === "images") {
      return { ...common, show, images: items.map((item) => context.image(item, { share: 1 / perView.desktop, phoneVw: Math.round(100 / perView.mobile) })) };
    }
    if (show === "posts") return { ...common, show, posts: context.posts().slice(0, limit) };
    return { ...common, show, products: context.products().filter((p) => !category || p.category === category).slice(0, limit) };
  },
  render: (view) => <Carousel {...view} />,
  images: ({ items }) => items.map((item, i) => ({ path: ["items", i, "image"], name: item.image })),
  check: ({ show, items, category }, { productCategories }) => [
    ...(show === "images" && items.length < 2 ? [{ path: ["items"], message: "a carousel of images needs at least 2 images" }] : []),
    ...(category && show !== "products" ? [{ path: ["category"], message: "applies only when the slides are products" }] : []),
    ...(category && show === "products" && !productCategories.has(category) ? [{ path: ["category"], message: `no product has the category "${category}"` }] : []),
  ],
});

export default carousel;
declare module "../widget-registry" {
  interface Widgets {
    carousel: typeof carousel;
  }
}
