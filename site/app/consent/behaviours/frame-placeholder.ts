import { bindConsentPlaceholders } from "@vitrine/consent";
import { FRAME_PLACEHOLDER } from "../frame-placeholder-markup";
import { pageConsent } from "../page-consent";

/**
 * One frame placeholder: its button grants the service (and its category) through the
 * page's engine; once the service is allowed — by this button, another placeholder of the
 * same service, or a choice made anywhere — the kept frame gets its address and takes the
 * placeholder's place in the same box, without a reload. Returns the disposer.
 */
export default function enhanceFramePlaceholder(placeholder: HTMLElement) {
  return bindConsentPlaceholders(placeholder, pageConsent(), {
    onAllowed(box) {
      const frame = box.querySelector<HTMLIFrameElement>(`iframe[${FRAME_PLACEHOLDER.frameSrc}]`);
      const src = frame?.getAttribute(FRAME_PLACEHOLDER.frameSrc);
      if (!frame || !src) return;
      // The placeholder's box, with the height following the width (the frame's height attribute would win otherwise).
      frame.setAttribute("style", `${box.getAttribute("style") ?? ""};block-size:auto;border:0;display:block`);
      frame.removeAttribute("hidden");
      frame.src = src;
      box.replaceWith(frame);
    },
  });
}
