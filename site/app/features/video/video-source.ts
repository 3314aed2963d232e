import type { VideoConfig, VideoProviderName } from "./video-config";

/** One video as the player needs it: its provider, its id and the player options an author gave. */
export type VideoSource = {
  provider: VideoProviderName;
  id: string;
  /** Player options kept from the address (`start=42`, Vimeo's `h=…` of an unlisted video), without `autoplay`. */
  query: string;
};

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{4,12}$/;
const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "youtu.be", "www.youtube-nocookie.com", "youtube-nocookie.com"]);
const VIMEO_HOSTS = new Set(["vimeo.com", "www.vimeo.com", "player.vimeo.com"]);
/** Options an author may pass on to the player; anything else in the address (tracking, `si=`) is dropped. */
const KEPT = { youtube: ["start", "end", "list", "loop", "cc_load_policy", "hl", "rel"], vimeo: ["h", "texttrack", "muted"] } as const;

/** `1m30s`, `90s` or `90` (YouTube's `t=`) in seconds; undefined when it is none of these. */
function seconds(t: string): number | undefined {
  const m = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(t);
  if (!m || t === "") return undefined;
  return Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0);
}

function keep(provider: VideoProviderName, params: URLSearchParams): string {
  const out = new URLSearchParams();
  for (const name of KEPT[provider]) {
    const value = params.get(name);
    if (value !== null && /^[\w.-]+$/.test(value)) out.set(name, value);
  }
  const t = params.get("t");
  if (provider === "youtube" && t && !out.has("start")) {
    const s = seconds(t);
    if (s) out.set("start", String(s));
  }
  return out.toString();
}

/**
 * The video an address points at (docs/behaviour/media.md#lazy-video): a YouTube watch,
 * short, embed or youtu.be address, or a Vimeo page or player address. Undefined for
 * anything else, so a plain link stays a link.
 */
export function parseVideoUrl(address: string): VideoSource | undefined {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split("/").filter(Boolean);
  if (YOUTUBE_HOSTS.has(host)) {
    const id =
      host === "youtu.be"
        ? segments[0]
        : segments[0] === "watch" || segments.length === 0
          ? url.searchParams.get("v") ?? undefined
          : ["embed", "shorts", "live", "v"].includes(segments[0]!)
            ? segments[1]
            : undefined;
    return id && YOUTUBE_ID.test(id) ? { provider: "youtube", id, query: keep("youtube", url.searchParams) } : undefined;
  }
  if (VIMEO_HOSTS.has(host)) {
    const id = host === "player.vimeo.com" ? (segments[0] === "video" ? segments[1] : undefined) : segments[0];
    if (!id || !VIMEO_ID.test(id)) return undefined;
    // An unlisted video's page address carries its key as the next segment (vimeo.com/123/abcdef).
    const params = new URLSearchParams(url.searchParams);
    if (host !== "player.vimeo.com" && segments[1] && /^[0-9a-f]{6,20}$/.test(segments[1])) params.set("h", segments[1]);
    return { provider: "vimeo", id, query: keep("vimeo", params) };
  }
  return undefined;
}

const fill = (template: string, id: string) => template.replaceAll("{id}", encodeURIComponent(id));

/** The player's address with the author's options, without autoplay (added by the click). Vimeo's gets `dnt=1`. */
export function playerUrl(config: VideoConfig, source: VideoSource): string {
  const url = new URL(fill(config.providers[source.provider].player, source.id));
  for (const [name, value] of new URLSearchParams(source.query)) url.searchParams.set(name, value);
  if (source.provider === "vimeo") url.searchParams.set("dnt", "1");
  return url.toString();
}

/** The video on the provider's own site. */
export const watchUrl = (config: VideoConfig, source: VideoSource) => fill(config.providers[source.provider].watch, source.id);

/** The thumbnail the build fetches (an image, or Vimeo's JSON that names one). */
export const thumbnailUrl = (config: VideoConfig, source: VideoSource) => fill(config.providers[source.provider].thumbnail, source.id);

/** The self-hosted poster's file name under the site's media folder: `video/youtube-abc.webp`. */
export const posterFile = (source: Pick<VideoSource, "provider" | "id">) => `video/${source.provider}-${source.id}.webp`;

/** The poster's public address. */
export const posterUrl = (source: Pick<VideoSource, "provider" | "id">) => `/media/${posterFile(source)}`;
