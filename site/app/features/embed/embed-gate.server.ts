import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { frameButton, frameOwner, type FrameConsent } from "../../consent/frame-consent";
import { FramePlaceholder } from "../../consent/frame-placeholder";
import type { SiteConfig } from "../../config/site-config";
import type { Gate } from "../../source/gate";
import { embedFrames } from "./embed-frames";

/** The frame's size when the author gives none: the usual embedded-video box. */
const DEFAULT_SIZE = { width: 560, height: 315 };
/** The attribute naming a frame's self-hosted thumbnail: a media name, as `![alt](media:name)` takes it. */
export const THUMBNAIL_ATTR = "data-thumbnail";

const size = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n <= 4000 ? n : fallback;
};

/**
 * Layer 2's frame gate (docs/behaviour/consent-layer-2.md#frames): an `<iframe src>` from a
 * host one of `layer2`'s services claims becomes the plugin's placeholder markup
 * (`FramePlaceholder`, shared with the `embed` widget) — the frame kept inside without `src`,
 * the thumbnail the author names in `data-thumbnail` (a media name), an overlay with the
 * accept button, a link to the content on its own site — in the frame's own box, so nothing
 * shifts when it loads. A host no service claims is left to the policy, which refuses it.
 * With layer 2 off, no frame is gated.
 */
export function consentFrameGate(frames: FrameConsent): Gate {
  return (element, { url, document, image, report }) => {
    if (element.localName !== "iframe") return undefined;
    // The resolved address: `/\\host/…` and `ht&#9;tps://host/…` name the host the browser would ask.
    const src = url.href;
    const owner = frameOwner(frames, src);
    if (!owner) return undefined;
    const width = size(element.getAttribute("width"), DEFAULT_SIZE.width);
    const height = size(element.getAttribute("height"), DEFAULT_SIZE.height);
    const thumbnail = element.getAttribute(THUMBNAIL_ATTR)?.trim().replace(/^media:/, "");
    const poster = thumbnail ? image?.(thumbnail) : undefined;
    if (thumbnail && !poster) report(`the thumbnail "${thumbnail}" (${THUMBNAIL_ATTR}) is not in content/media: add the image there, or leave the attribute out`, thumbnail);
    const markup = renderToStaticMarkup(
      createElement(FramePlaceholder, {
        words: frames.words,
        button: frameButton(frames, owner),
        owner,
        frame: {
          src,
          title: element.getAttribute("title") ?? undefined,
          width,
          height,
          allow: element.getAttribute("allow") ?? undefined,
          allowFullscreen: element.hasAttribute("allowfullscreen") || undefined,
          referrerPolicy: element.getAttribute("referrerpolicy") ?? undefined,
          poster,
        },
      }),
    );
    const template = document.createElement("template");
    template.innerHTML = markup;
    return template.content.firstElementChild ?? undefined;
  };
}

/** The feature's gate (embed.feature.ts), from the site's config: the frames layer 2's services claim. */
export default function siteFrameGate(config: SiteConfig): Gate {
  return consentFrameGate(embedFrames(config));
}
