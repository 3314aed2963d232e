import type { CspOrigins } from "../define-feature";
import type { VideoConfig } from "./video-config";

/**
 * The lazy video players' origins, for `frame-src`: a player frame is made only on a press,
 * after consent (docs/behaviour/media.md#lazy-video), whichever consent layer the site runs.
 */
export function videoPlayerOrigins(video: VideoConfig): string[] {
  return Object.values(video.providers).map((provider) => new URL(provider.player.replaceAll("{id}", "x")).origin);
}

/** The player API scripts' origins, for `script-src`: loaded only after consent, when a page must pause a player. */
export function videoApiOrigins(video: VideoConfig): string[] {
  return Object.values(video.providers).map((provider) => new URL(provider.api).origin);
}

/** Both, as the feature's CSP origins. */
export const videoCsp = (video: VideoConfig): CspOrigins => ({ frame: videoPlayerOrigins(video), script: videoApiOrigins(video) });
