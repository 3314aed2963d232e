// The bar's look is in the site's one stylesheet, so the pre-rendered bar shows from the first paint.
import "@vitrine/consent/layer1.css";
import { defineEnhancer } from "~/islands/define-enhancer";

/**
 * Layer 1's bar, its buttons and the show-again tab (docs/behaviour/consent-layer-1.md#the-bar):
 * pre-rendered HTML taken over without React, live at load — the question comes before
 * the page. The settings modal loads when a visitor first opens it.
 */
export default defineEnhancer({
  selector: ".cli-root",
  trigger: "load",
  load: () => import("./behaviours/layer1-bar"),
});
