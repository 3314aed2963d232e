import type { LazyVideoProps } from "./lazy-video";
import { videoConsent, type VideoSite } from "./video-consent";
import { DEFAULT_VIDEO_SIZE } from "./video-names";
import { playerUrl, posterUrl, watchUrl, type VideoSource } from "./video-source";

/** What the author said about the video beyond its address. */
export type VideoDetails = {
  /** @default "{provider} video" */
  title?: string;
  /** The player's box in px. @default 560 × 315 */
  width?: number;
  height?: number;
};

/**
 * Everything `LazyVideo` renders for one video, from the site's settings: the player and
 * watch addresses, the self-hosted poster, the words, and the consent it waits for. Used
 * by the `lazy-video` widget and by the content gate, so both render the same player.
 */
export function lazyVideoProps(site: VideoSite, source: VideoSource, details: VideoDetails = {}): LazyVideoProps {
  const provider = site.video.providers[source.provider];
  const title = details.title?.trim() || `${provider.name} video`;
  return {
    source,
    title,
    width: details.width ?? DEFAULT_VIDEO_SIZE.width,
    height: details.height ?? DEFAULT_VIDEO_SIZE.height,
    src: playerUrl(site.video, source),
    api: provider.api,
    poster: posterUrl(source),
    watch: { href: watchUrl(site.video, source), text: site.words.video.watch.replaceAll("{service}", provider.name), newTab: site.consentWords.placeholder.newTab },
    playLabel: site.words.video.play.replaceAll("{title}", title),
    consent: videoConsent(site, source.provider),
  };
}
