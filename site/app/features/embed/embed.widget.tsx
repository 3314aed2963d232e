import { z } from "zod";
import { frameButton, frameOwner } from "../../consent/frame-consent";
import { FramePlaceholder } from "../../consent/frame-placeholder";
import { kebabName } from "../../source/schemas/common";
import { defineWidget } from "../../widgets/define-widget";
import { embedBox, embedProblems } from "./embed-rules";

/**
 * A frame from another site (a video, a map, a booking form) declared in the block tree
 * (docs/behaviour/consent-layer-2.md#embeds): rendered as layer 2's frame placeholder, the
 * same markup an `<iframe>` in content becomes, so it loads only once the visitor allows the
 * service that claims its host, in its own box from the first paint, over a self-hosted
 * thumbnail. A host no service claims fails the build at the `url` field.
 */
const embed = defineWidget({
  type: "embed",
  label: "Embedded frame",
  props: {
    url: z.url({ protocol: /^https$/ }).meta({ title: "Frame address", description: "The embed address the provider gives (https).", example: "https://www.google.com/maps/embed?pb=!1m14" }),
    title: z.string().trim().min(1).meta({ title: "Title", description: "What it is: names the placeholder and the frame." }),
    width: z.number().int().min(1).max(4000).default(560).meta({ title: "Width (px)" }),
    height: z.number().int().min(1).max(4000).optional().meta({ title: "Height (px)", description: "Or an aspect ratio." }),
    aspect: z.string().regex(/^[1-9]\d{0,3}:[1-9]\d{0,3}$/, "expected width:height, e.g. 16:9").optional().meta({ title: "Aspect ratio", description: "e.g. 16:9; used without a height." }),
    thumbnail: kebabName.optional().meta({ title: "Thumbnail", editor: "image", description: "A self-hosted image shown until the frame loads." }),
    link: z.url({ protocol: /^https$/ }).optional().meta({ title: "Link to the content", description: "Its page on its own site; the frame address if empty." }),
    allow: z.string().optional().meta({ title: "Allow", description: "The frame's allow attribute, e.g. encrypted-media; picture-in-picture." }),
    allowFullscreen: z.boolean().default(true).meta({ title: "Full screen allowed" }),
  },
  defaultProps: { url: "", title: "", width: 560, aspect: "16:9" },
  resolveData: (props, context) => {
    const owner = frameOwner(context.site.embed, props.url);
    // The content check reports this at the field first (embedProblems); here it can only be a bug.
    if (!owner) throw new Error(`embed: no layer2 service claims ${props.url}`);
    const poster = props.thumbnail ? context.image({ image: props.thumbnail, alt: "" }, { fallbackWidth: props.width }) : undefined;
    const frame = {
      src: props.url,
      title: props.title,
      ...embedBox(props),
      allow: props.allow,
      allowFullscreen: props.allowFullscreen,
      link: props.link,
      poster: poster && { src: poster.src, srcSet: poster.srcSet, sizes: poster.sizes },
    };
    return { words: context.site.embed.words, button: frameButton(context.site.embed, owner), owner, frame };
  },
  render: (view) => (
    <figure className="embed-widget">
      <FramePlaceholder {...view} />
    </figure>
  ),
  images: ({ thumbnail }) => (thumbnail ? [{ path: ["thumbnail"], name: thumbnail }] : []),
  check: (props, { site }) => embedProblems(props, site.embed),
});

export default embed;
declare module "../../widgets/widget-registry" {
  interface Widgets {
    embed: typeof embed;
  }
}
