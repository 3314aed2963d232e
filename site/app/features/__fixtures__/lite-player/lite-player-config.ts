import { z } from "zod";
import type { SiteConfig } from "../../../config/site-config";

/**
 * The lite player's slice of the site's config (`litePlayer`): where its films play from,
 * all of it here so a site, and a test, can point it elsewhere.
 */
export const litePlayerConfigSchema = z
  .strictObject({
    /** The player's origin: posters are `<origin>/poster/<id>.jpg`, films play in `<origin>/embed/<id>`. @default "https://films.oak.example" */
    origin: z.url({ protocol: /^https$/ }).default("https://films.oak.example"),
    /** The poster's width in pixels (its height is 9/16 of it). @default 640 */
    posterWidth: z.number().int().min(160).max(1920).default(640),
  })
  .prefault({});

export type LitePlayerConfig = z.output<typeof litePlayerConfigSchema>;

/**
 * The slice as the built config has it. A site's feature would add `litePlayer` to
 * `SiteConfig` through the `FeatureConfigs` interface (as the video does); a fixture leaves
 * the site's type alone, and reads its key by name.
 */
export const litePlayerOf = (config: SiteConfig): LitePlayerConfig => (config as unknown as { litePlayer: LitePlayerConfig }).litePlayer;
