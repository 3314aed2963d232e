import { z } from "zod";

/**
 * Media settings (docs/behaviour/media.md): the video providers the lazy player knows and
 * the photo feed. Every third-party address the media widgets may reach is here, so the
 * Content-Security-Policy is written from these values (site/scripts/post-build/csp.ts),
 * never from a list in code, and tests point them at local stand-ins.
 */
const https = z.string().regex(/^https:\/\/[a-z0-9.-]+(:\d+)?(\/\S*)?$/i, "must be an https address");
const slug = z.string().regex(/^[a-z0-9-]+$/, "must be a lowercase slug");

const provider = (defaults: { name: string; service: string; watch: string; player: string; thumbnail: string; api: string; apiGlobal: string }) =>
  z
    .strictObject({
      /** Shown to visitors: "Watch on YouTube". */
      name: z.string().min(1).default(defaults.name),
      /** The consent service inside `media.video.category` (layer 2's service slug). */
      service: slug.default(defaults.service),
      /** The video on the provider's own site; `{id}` is replaced. */
      watch: https.default(defaults.watch),
      /** The embedded player, on the provider's privacy-enhanced domain where it has one; `{id}` is replaced. */
      player: https.default(defaults.player),
      /**
       * The thumbnail the build fetches once and self-hosts as the 480 × 360 poster; `{id}` is
       * replaced. A JSON answer (Vimeo's video API) is read for its `thumbnail_large` or `thumbnail_url`.
       */
      thumbnail: https.default(defaults.thumbnail),
      /** The player API script, loaded only when a page needs it (docs/behaviour/media.md#player-api). */
      api: https.default(defaults.api),
      /** The global the API script defines when it is ready (polled every 350 ms). */
      apiGlobal: z.string().regex(/^[A-Za-z_$][\w$]*$/).default(defaults.apiGlobal),
    })
    .prefault({});

export const mediaConfigSchema = z.strictObject({
  video: z
    .strictObject({
      /** The consent category the players wait for. @default "functional" */
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
            apiGlobal: "YT",
          }),
          vimeo: provider({
            name: "Vimeo",
            service: "vimeo",
            watch: "https://vimeo.com/{id}",
            // Vimeo has no separate domain; `dnt=1` (added by the player) is its privacy mode.
            player: "https://player.vimeo.com/video/{id}",
            thumbnail: "https://vimeo.com/api/v2/video/{id}.json",
            api: "https://player.vimeo.com/api/player.js",
            apiGlobal: "Vimeo",
          }),
        })
        .prefault({}),
      /** How long the build waits for a poster before it generates one instead, in ms. @default 5000 */
      posterTimeoutMs: z.number().int().positive().default(5000),
    })
    .prefault({}),
  photoFeed: z
    .strictObject({
      /** The consent category the feed waits for. @default "functional" */
      category: slug.default("functional"),
      /** Its service inside the category. @default "flickr" */
      service: slug.default("flickr"),
      /** The public feed, called as a script with `id`, `format=json` and a callback. */
      url: https.default("https://www.flickr.com/services/feeds/photos_public.gne"),
      /** Hosts the thumbnails come from (the Content-Security-Policy's img-src). */
      imageHosts: z.array(z.string().regex(/^(\*\.)?[a-z0-9.-]+$/, "must be a host name")).default(["live.staticflickr.com", "farm66.staticflickr.com"]),
      /** How long a visitor's browser keeps a feed it loaded, in seconds (0: not kept). @default 3600 */
      cacheSeconds: z.number().int().nonnegative().default(3600),
      /** Give up on the feed after this long, in ms. @default 10000 */
      timeoutMs: z.number().int().positive().default(10000),
    })
    .prefault({}),
});
