import { z } from "zod";
import { Picture } from "../../blocks/picture";
import { imageRef } from "../../source/schemas/common";
import { defineWidget } from "../define-widget";

/** One image from the media manifest, sized for its column, with an optional caption. */
const image = defineWidget({
  type: "image",
  label: "Image",
  props: {
    ...imageRef.shape,
    caption: z.string().optional().meta({ title: "Caption" }),
    priority: z.boolean().default(false).meta({ title: "Largest paint", description: "Load first: the page's main image." }),
  },
  defaultProps: { image: "", alt: "" },
  resolveData: ({ image: name, alt, caption, priority }, context) => ({
    image: context.image({ image: name, alt }, { fallbackWidth: 1200 }),
    caption,
    priority: priority || context.priority,
  }),
  render: ({ image: resolved, caption, priority }) => (
    <figure className="image-widget">
      <Picture image={resolved} priority={priority} />
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  ),
  images: ({ image: name }) => [{ path: ["image"], name }],
  largestPaint: ({ priority }) => (priority ? "chosen" : "candidate"),
  shareImage: ({ image: resolved }) => resolved.large,
});

export default image;
declare module "../widget-registry" {
  interface Widgets {
    image: typeof image;
  }
}
