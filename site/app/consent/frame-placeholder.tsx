/** @jsxRuntime automatic @jsxImportSource react */
// Not "@vitrine/consent/react", and the JSX runtime named above: the content check renders this under plain Node, where a stylesheet import cannot load and another tsconfig may apply.
import { ConsentPlaceholder } from "@vitrine/consent/placeholder";
import type { HTMLAttributeReferrerPolicy } from "react";
import type { FrameConsent, FrameSpec, Owner } from "./frame-consent";
import { FRAME_PLACEHOLDER, FRAME_PLACEHOLDER_CLASS } from "./frame-placeholder-markup";

/**
 * Layer 2's frame placeholder (docs/behaviour/consent-layer-2.md#frames), the one markup
 * for frames in content and for the `embed` widget: the shared consent placeholder in the
 * frame's box with the plugin's classes and its `data-wpconsent-name` and
 * `-category`, the frame kept inside hidden and without `src` (`data-wpconsent-src`,
 * `-name`, `-category`), the `.wpconsent-iframe-thumbnail` (with an optional self-hosted
 * thumbnail), and the `.wpconsent-iframe-overlay-content` with the accept button and a
 * link to the content on its own site.
 */
export function FramePlaceholder({ words, button, owner, frame }: { words: FrameConsent["words"]; button: string; owner: Owner; frame: FrameSpec }) {
  const { category, service } = owner;
  const title = frame.title?.trim() || words.frameTitle.replaceAll("{service}", service.name);
  const kept = {
    [FRAME_PLACEHOLDER.frameSrc]: frame.src,
    [FRAME_PLACEHOLDER.frameService]: service.slug,
    [FRAME_PLACEHOLDER.frameCategory]: category.slug,
  };
  return (
    <ConsentPlaceholder
      className={`${FRAME_PLACEHOLDER_CLASS} ${FRAME_PLACEHOLDER_CLASS}-${service.slug}`}
      buttonClassName="wpconsent-iframe-accept-button"
      posterClassName="wpconsent-iframe-thumbnail"
      overlayClassName="wpconsent-iframe-overlay-content"
      attributes={{ [FRAME_PLACEHOLDER.frameService]: service.slug, [FRAME_PLACEHOLDER.frameCategory]: category.slug }}
      title={title}
      width={frame.width}
      height={frame.height}
      category={category.slug}
      service={service.slug}
      message={words.message.replaceAll("{service}", service.name)}
      actionText={button}
      poster={frame.poster}
      link={{ href: frame.link ?? frame.src, text: words.link.replaceAll("{service}", service.name), newTab: words.newTab }}
    >
      <iframe
        {...kept}
        title={title}
        width={frame.width}
        height={frame.height}
        hidden
        allow={frame.allow}
        allowFullScreen={frame.allowFullscreen}
        referrerPolicy={frame.referrerPolicy as HTMLAttributeReferrerPolicy | undefined}
      />
    </ConsentPlaceholder>
  );
}
