import type { CspOrigins } from "../define-feature";
import type { PhotoFeedConfig } from "./photo-feed-config";

/**
 * The photo feed's hosts (docs/behaviour/media.md#photo-feed), from its config: the feed's
 * own, whose script answers only once the visitor allows the feed's consent, and those its
 * photos load from.
 */
export function photoFeedCsp(photoFeed: PhotoFeedConfig): CspOrigins {
  return { script: [new URL(photoFeed.url).origin], img: photoFeed.imageHosts.map((host) => `https://${host}`) };
}
