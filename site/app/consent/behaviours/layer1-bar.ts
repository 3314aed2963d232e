import { createLayer1 } from "@vitrine/consent";
import { createLayer1Ui } from "@vitrine/consent/layer1-ui";
import pagePart from "~/config/parts/page";
import { isChunkLoadError, loadChunk } from "~/lib/load-chunk";
import { showChunkError } from "~/islands/chunk-error";
import { watchBarRoom } from "../bar-room";
import { pageConsent } from "../page-consent";

/** One importer for the page, so a retry after a failed download asks for the chunk afresh (load-chunk.ts). */
const importSettings = () => import("./layer1-settings");

/** The page's one bar, once live: whichever of its elements woke first (the bar, its tab, a manage link) made it live. */
let live: HTMLElement | undefined;

/**
 * Takes over the pre-rendered bar and tab with the page's one engine, when the bar, its
 * tab or a manage-consent link wakes (layer1-bar.enhancer.ts); returns the disposer from
 * the one that did. The settings modal is its own chunk, loaded on first open; if it
 * cannot be loaded, the bar says so with the chunk error and a Retry
 * (docs/behaviour/in-page.md#chunk-errors).
 */
export default function enhanceLayer1Bar(element: HTMLElement) {
  const root = element.closest<HTMLElement>(".cli-root") ?? element.ownerDocument.querySelector<HTMLElement>(".cli-root");
  // No bar on this page (layer 2 is the one visitors see), or it is live already.
  if (!root || live === root) return;
  live = root;
  const layer = createLayer1(pageConsent(), { ...pagePart.consent, ccpaOptOutPrompt: pagePart.ccpaConfirm });
  let removeError: (() => void) | undefined;
  const ui = createLayer1Ui(root, layer, {
    loadSettings: () => loadChunk(importSettings).then((module) => module.default),
    onSettingsError(error, retry) {
      if (!isChunkLoadError(error)) return void console.error("Layer 1's settings failed to start.", error);
      removeError?.();
      removeError = showChunkError(root.querySelector(".cli-bar-btn_container") ?? root, error, retry);
    },
  });
  // The strip the bar covers stays clear of focused controls (bar-room.ts).
  const stopWatching = watchBarRoom(root.ownerDocument);
  return () => {
    stopWatching();
    removeError?.();
    ui.destroy();
    live = undefined;
  };
}
