// The bar's look is in the site's one stylesheet, so the pre-rendered bar shows from the first paint.
import "@vitrine/consent/layer1.css";
import { DELETE_CONSENT_SELECTOR, MANAGE_CONSENT_SELECTOR } from "@vitrine/consent";
import { defineEnhancer } from "~/islands/define-enhancer";

/** The visitor has answered (the boot script's marker, set before this code runs): the bar is closed. */
const answered = typeof document !== "undefined" && document.documentElement.dataset.consent === "given";

/**
 * Layer 1's bar, its buttons and the show-again tab (docs/behaviour/consent-layer-1.md#the-bar):
 * pre-rendered HTML taken over without React. While the question is open it is live at
 * load — the question comes before the page. Once the visitor has answered, nothing of it
 * shows but the tab, so it waits for the page's first idle moment, and the tab or a
 * manage-consent or delete link in the content wakes it sooner: the click that woke it is
 * held and given back once it is live. The settings modal loads when first opened.
 */
export default defineEnhancer({
  selector: [".cli-root", "#cookie-law-info-again", MANAGE_CONSENT_SELECTOR, DELETE_CONSENT_SELECTOR].join(", "),
  trigger: answered ? "idle" : "load",
  load: () => import("./behaviours/layer1-bar"),
});
