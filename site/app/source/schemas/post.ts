import { z } from "zod";
import { dangerouslyAllowRawHtml, imageRef, isoDate } from "./common";

/** Front matter of `content/posts/{slug}.md` (docs/behaviour/content.md#posts). */
export const postSchema = z
  .strictObject({
    title: z.string().min(1),
    date: isoDate,
    excerpt: z.string().min(50).max(200),
    cover: imageRef,
    format: z.enum(["standard", "gallery"]).default("standard"),
    gallery: z.array(imageRef).optional(),
    tags: z.array(z.string().min(1)).default([]),
    dangerouslyAllowRawHtml,
  })
  .superRefine((post, ctx) => {
    // Gallery posts show a slider, which needs something to slide through.
    if (post.format === "gallery" && (post.gallery?.length ?? 0) < 3) {
      ctx.addIssue({
        code: "custom",
        path: ["gallery"],
        message: `gallery posts need at least 3 images, received ${post.gallery?.length ?? 0}`,
      });
    }
  });
export type PostFrontMatter = z.output<typeof postSchema>;
