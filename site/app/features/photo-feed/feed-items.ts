import photoFeedWords from "~/config/parts/photo-feed-words";

/** One photo as the feed shows it: the square thumbnail, its alt text, and its page. */
export type FeedPhoto = { thumbnail: string; alt: string; link?: string };

/** Why a response was refused; the caller logs the one feed error for any of them. */
export class MalformedFeedError extends Error {
  override name = "MalformedFeedError";
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** An https address, or undefined: a feed cannot point an image or a link anywhere else. */
function httpsUrl(value: unknown): URL | undefined {
  if (typeof value !== "string") return undefined;
  try {
    const url = new URL(value);
    return url.protocol === "https:" ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The square thumbnail of a feed image: the provider's `_m.jpg` (small, 240 px on the
 * long side) becomes `_q.jpg` (150 × 150 square). An address without the suffix is kept.
 */
export function thumbnailAddress(media: string): string {
  return media.replace(/_m\.jpg$/i, "_q.jpg");
}

/** The alt text of a photo: its title as plain text, or the site's `photoFeed.alt` ("Flickr image") when it has none. */
export function altText(title: unknown): string {
  const text = typeof title === "string" ? title.replace(/\s+/g, " ").trim() : "";
  return text || photoFeedWords.alt;
}

/**
 * The photos of a feed response, `items[].media.m` and `items[].title`, in order. A
 * response that is not an object with an `items` array is malformed (throws); an item
 * without an https image address is skipped, so one bad item costs only itself.
 */
export function feedPhotos(response: unknown): FeedPhoto[] {
  if (!isRecord(response) || !Array.isArray(response.items)) throw new MalformedFeedError("the response has no items list");
  const photos: FeedPhoto[] = [];
  for (const item of response.items) {
    if (!isRecord(item) || !isRecord(item.media)) continue;
    const media = httpsUrl(item.media.m);
    if (!media) continue;
    const link = httpsUrl(item.link);
    photos.push({ thumbnail: thumbnailAddress(media.href), alt: altText(item.title), ...(link ? { link: link.href } : {}) });
  }
  return photos;
}

/** Whether a stored value is a list of photos (stored entries check what they read). */
export function isFeedPhotos(value: unknown): value is FeedPhoto[] {
  return (
    Array.isArray(value) &&
    value.every((p) => isRecord(p) && httpsUrl(p.thumbnail) !== undefined && typeof p.alt === "string" && (p.link === undefined || httpsUrl(p.link) !== undefined))
  );
}
