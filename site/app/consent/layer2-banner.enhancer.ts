// The host's page-level rules are in the site's one stylesheet, so the pre-rendered banner shows from the first paint.
import "@vitrine/consent/layer2-host.css";
// And the site's theme on the host, which the banner's look reads through custom properties.
import "./layer2-theme.css";
import { HOST_ID } from "@vitrine/consent/layer2";
import { defineEnhancer } from "~/islands/define-enhancer";

/**
 * Layer 2's banner, preferences and floating button (docs/behaviour/consent-layer-2.md#banner):
 * live at load, like layer 1's bar — the question comes before the page.
 */
export default defineEnhancer({
  selector: `#${HOST_ID}`,
  trigger: "load",
  load: () => import("./behaviours/layer2-banner"),
});
