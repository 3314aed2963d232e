import { z } from "zod";

/**
 * The lazy video player's settings (docs/behaviour/media.md#lazy-video): the providers it
 * knows (its words are `words.video`, video-words.ts). Every provider address is here, never in code, so a site
 * (and the tests) can point them elsewhere.
 */
const https = z.string().regex(/^https:\/\/[a-z0-9.-]+(:\d+)?(\/\S*)?$/i, "must be an https address");
const slug = z.string().regex(/^[a-z0-9-]+$/, "must be a lowercase slug");

type ProviderDefaults = { name: string; service: string; watch: string; player: string; thumbnail: string; api: string };

const provider = (defaults: ProviderDefaults) =>
  z
    .strictObject({
      /** Shown to visitors: "Watch on YouTube". */
      name: z.string().min(1).default(defaults.name),
      /** Layer 2's service the player waits for (with layer 2 on; its category comes with it). */
      service: slug.default(defaults.service),
      /** The video on the provider's own site; `{id}` is replaced. */
      watch: https.default(defaults.watch),
      /** The embedded player, on the provider's privacy-enhanced domain where it has one; `{id}` is replaced. */
      player: https.default(defaults.player),
      /**
       * The thumbnail the build fetches once and self-hosts as the 480 × 360 poster; `{id}` is
       * replaced. A JSON answer (Vimeo's) is read for its `thumbnail_large` or `thumbnail_url`.
       */
      thumbnail: https.default(defaults.thumbnail),
      /** The player API script, loaded only when a page must control a player (docs/behaviour/media.md#player-api). */
      api: https.default(defaults.api),
    })
    .prefault({});

export const videoConfigSchema = z.strictObject({
  /** With layer 1 alone: the category the players wait for (its prompt opens the settings). @default "functional" */
  category: slug.default("functional"),
  providers: z
    .strictObject({
      youtube: provider({
        name: "YouTube",
        service: "youtube",
        watch: "https://www.youtube.com/watch?v={id}",
        player: "https://www.youtube-nocookie.com/embed/{id}",
        thumbnail: "https://i.ytimg.com/vi/{id}/hqdefault.jpg",
        api: "https://www.youtube.com/iframe_api",
      }),
      vimeo: provider({
        name: "Vimeo",
        service: "vimeo",
        watch: "https://vimeo.com/{id}",
        // Vimeo has no separate domain; `dnt=1` (added by the player address) is its privacy mode.
        player: "https://player.vimeo.com/video/{id}",
        thumbnail: "https://vimeo.com/api/v2/video/{id}.json",
        api: "https://player.vimeo.com/api/player.js",
      }),
    })
    .prefault({}),
  /** How long the build waits for a poster before it draws one instead, in ms. @default 5000 */
  posterTimeoutMs: z.number().int().positive().max(60000).default(5000),
});

export type VideoConfig = z.output<typeof videoConfigSchema>;
export type VideoProviderName = keyof VideoConfig["providers"];

declare module "../../config/site-config" {
  interface FeatureConfigs {
    video: VideoConfig;
  }
  interface FeatureConfigInputs {
    video?: z.input<typeof videoConfigSchema>;
  }
}
