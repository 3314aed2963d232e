import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { LazyVideo } from "./lazy-video";
import type { VideoSite } from "./video-consent";
import { videoConsentProblem } from "./video-consent";
import { lazyVideoProps } from "./video-view";
import { parseVideoUrl } from "./video-source";
import type { SiteConfig } from "../../config/site-config";
import type { Gate } from "../../source/gate";

const size = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n <= 4000 ? n : undefined;
};

/**
 * The video gate (docs/behaviour/media.md#lazy-video): a YouTube or Vimeo frame in content
 * — an author's `<iframe>`, or a video address alone on its line in Markdown, which the
 * renderer writes as one — becomes the lazy video player: the self-hosted poster and a play
 * button, the player loading on the press once consent allows it. The frame's `title`,
 * `width` and `height` are kept. It runs before layer 2's frame gate, so such a frame is
 * a player rather than a frame placeholder.
 */
export function videoGate(site: VideoSite): Gate {
  return (element, { url, document, report }) => {
    if (element.localName !== "iframe") return undefined;
    const src = url.href;
    const source = parseVideoUrl(src);
    if (!source) return undefined;
    const problem = videoConsentProblem(site, source.provider);
    if (problem) {
      report(`a ${source.provider} video waits for consent the site does not have: ${problem}`, src);
      return undefined;
    }
    const width = size(element.getAttribute("width"));
    const height = size(element.getAttribute("height"));
    const props = lazyVideoProps(site, source, {
      title: element.getAttribute("title") ?? undefined,
      ...(width && height ? { width, height } : {}),
    });
    const template = document.createElement("template");
    template.innerHTML = renderToStaticMarkup(createElement(LazyVideo, props));
    return template.content.firstElementChild ?? undefined;
  };
}

/** The feature's gate (video.feature.ts), from the site's config. */
export default function siteVideoGate(config: SiteConfig): Gate {
  return videoGate(config);
}
