import { contentBoxStyle, FRAME_PLACEHOLDER } from "../../consent/frame-placeholder-markup";
import { serviceForHost, type Consent2Config } from "../../consent/consent2-config";
import type { Gate } from "./gates";

/** The frame's size when the author gives none: the usual embedded-video box. */
const DEFAULT_SIZE = { width: 560, height: 315 };

const size = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n <= 4000 ? n : fallback;
};

/**
 * Layer 2's frame gate (docs/behaviour/consent-layer-2.md#frames): an `<iframe src>` from a
 * host one of `consent2`'s services claims becomes the plugin's placeholder markup — the
 * frame kept inside without `src` (`data-wpconsent-src`, `-name`, `-category`), an overlay
 * with the accept button "Click here to accept {category} cookies and load this content",
 * a link to the content on its own site — in the frame's own box, so nothing shifts when it
 * loads. A host no service claims is left to the policy, which refuses it. With layer 2 off,
 * no frame is gated.
 */
export function consentFrameGate(consent2: Consent2Config): Gate {
  return (element, { host, document }) => {
    if (!consent2.enabled || element.localName !== "iframe") return undefined;
    const owner = serviceForHost(consent2, host);
    const src = element.getAttribute("src");
    if (!owner || !src) return undefined;
    const category = consent2.categories.find((c) => c.slug === owner.category)!;
    const service = category.services.find((s) => s.slug === owner.service)!;
    const width = size(element.getAttribute("width"), DEFAULT_SIZE.width);
    const height = size(element.getAttribute("height"), DEFAULT_SIZE.height);
    const title = element.getAttribute("title")?.trim() || `${service.name} content`;
    const texts = consent2.texts;

    const box = document.createElement("div");
    box.className = `consent-placeholder wpconsent-iframe-placeholder wpconsent-iframe-placeholder-${service.slug}`;
    box.setAttribute("role", "group");
    box.setAttribute("aria-label", title);
    box.setAttribute("style", contentBoxStyle(width, height));
    box.setAttribute(FRAME_PLACEHOLDER.placeholder, "");
    box.setAttribute(FRAME_PLACEHOLDER.category, category.slug);
    box.setAttribute(FRAME_PLACEHOLDER.service, service.slug);

    const frame = document.createElement("iframe");
    frame.setAttribute("data-wpconsent-src", src);
    frame.setAttribute("data-wpconsent-name", service.slug);
    frame.setAttribute("data-wpconsent-category", category.slug);
    frame.setAttribute("title", title);
    frame.setAttribute("width", String(width));
    frame.setAttribute("height", String(height));
    frame.setAttribute("hidden", "");
    for (const name of ["allow", "allowfullscreen", "referrerpolicy"]) {
      const value = element.getAttribute(name);
      if (value !== null) frame.setAttribute(name, value);
    }

    const overlay = document.createElement("div");
    overlay.className = "consent-placeholder__overlay";
    const message = document.createElement("p");
    message.className = "consent-placeholder__message";
    message.textContent = texts.placeholderMessage.replace("{service}", service.name);
    const button = document.createElement("button");
    button.type = "button";
    button.className = "consent-placeholder__button wpconsent-iframe-accept-button";
    button.setAttribute("data-category", category.slug);
    button.setAttribute(FRAME_PLACEHOLDER.action, "accept");
    button.textContent = texts.placeholderButton.replace("{category}", category.name.toLowerCase());
    const link = document.createElement("a");
    link.className = "consent-placeholder__link";
    link.href = src;
    link.target = "_blank";
    link.rel = "noopener";
    link.textContent = texts.placeholderLink.replace("{service}", service.name);
    overlay.append(message, button, link);
    box.append(frame, overlay);
    return box;
  };
}
