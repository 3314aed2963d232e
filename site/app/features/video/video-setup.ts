import { bindConsentPlaceholders, consentAllows, PLACEHOLDER_ACTION_ATTR, PLACEHOLDER_CATEGORY_ATTR, PLACEHOLDER_SERVICE_ATTR, type ConsentAsk } from "@vitrine/consent";
import type { EnhancerContext } from "~/islands/define-enhancer";
import { pageConsent } from "~/consent/page-consent";
import { pauseOthers } from "./player-control";
import { PLAYER_ALLOW, VIDEO } from "./video-names";

/**
 * The player's address with autoplay on (the press that loads it is the press that plays
 * it); YouTube's with its JavaScript API on, so another player starting can pause it.
 */
function autoplayUrl(src: string, provider: string | null): string {
  const url = new URL(src);
  url.searchParams.set("autoplay", "1");
  if (provider === "youtube") url.searchParams.set("enablejsapi", "1");
  return url.toString();
}

/** Swaps the poster and button for the provider's player, in the same box, and gives it focus. */
function play(root: HTMLElement) {
  const src = root.getAttribute(VIDEO.src);
  if (!src || root.getAttribute(VIDEO.state) === "playing") return;
  const frame = root.ownerDocument.createElement("iframe");
  frame.className = "lazy-video__frame";
  frame.title = root.getAttribute(VIDEO.alt) ?? "";
  frame.allow = PLAYER_ALLOW;
  frame.allowFullscreen = true;
  frame.referrerPolicy = "strict-origin-when-cross-origin";
  frame.src = autoplayUrl(src, root.getAttribute(VIDEO.provider));
  pauseOthers(root);
  root.replaceChildren(frame);
  root.setAttribute(VIDEO.state, "playing");
  frame.focus();
}

/**
 * One lazy video (docs/behaviour/media.md#lazy-video). Play loads the player at once when
 * the video's consent is given; otherwise the consent placeholder takes the button's place
 * (its button grants the service, or on a layer-1 site opens the settings) and the player
 * loads, playing, as soon as consent comes — from that button or any choice on the page.
 */
export default function setupVideo(root: HTMLElement, { store }: EnhancerContext) {
  const button = root.querySelector<HTMLElement>(`[${VIDEO.play}]`);
  const prompt = root.querySelector<HTMLElement>(`[${VIDEO.prompt}]`);
  const placeholder = prompt?.firstElementChild;
  const ask: ConsentAsk | undefined = placeholder
    ? { category: placeholder.getAttribute(PLACEHOLDER_CATEGORY_ATTR) ?? "", service: placeholder.getAttribute(PLACEHOLDER_SERVICE_ATTR) ?? undefined }
    : undefined;
  let unbind: (() => void) | undefined;
  store.defer(() => unbind?.());

  const onPlay = () => {
    const engine = pageConsent();
    if (!prompt || !ask || consentAllows(engine.getSnapshot(), ask)) return play(root);
    prompt.hidden = false;
    button?.setAttribute("hidden", "");
    root.setAttribute(VIDEO.state, "prompt");
    prompt.querySelector<HTMLElement>(`[${PLACEHOLDER_ACTION_ATTR}]`)?.focus();
    unbind ??= bindConsentPlaceholders(prompt, engine, { onAllowed: () => play(root) });
  };
  if (button) store.add(button, "click", onPlay);
}
