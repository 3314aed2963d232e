import { z } from "zod";

/** `content/media/manifest.json`: one entry per image name (docs/behaviour/content.md#media). */
export const mediaEntry = z.strictObject({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  widths: z.array(z.number().int().positive()).min(1),
  placeholder: z.string().regex(/^#[0-9a-fA-F]{3,8}$/, "expected a hex colour such as \"#b99a7d\""),
});
export const mediaManifest = z.record(
  z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "image names must be kebab-case"),
  mediaEntry,
);
export type MediaManifest = z.output<typeof mediaManifest>;
