import { createLayer1 } from "@vitrine/consent";
import { createLayer1Ui } from "@vitrine/consent/layer1-ui";
import pagePart from "~/config/parts/page";
import { isChunkLoadError, loadChunk } from "~/lib/load-chunk";
import { showChunkError } from "~/theme/behaviours/chunk-error";
import { pageConsent } from "../page-consent";

/** One importer for the page, so a retry after a failed download asks for the chunk afresh (load-chunk.ts). */
const importSettings = () => import("./layer1-settings");

/**
 * Takes over the pre-rendered bar and tab with the page's one engine; returns the
 * disposer. The settings modal is its own chunk, loaded on first open; if it cannot be
 * loaded, the bar says so with the chunk error and a Retry (docs/behaviour/in-page.md#chunk-errors).
 */
export default function enhanceLayer1Bar(root: HTMLElement) {
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
  return () => {
    removeError?.();
    ui.destroy();
  };
}
