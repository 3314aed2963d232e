// The host's page-level rules are in the site's one stylesheet, so the pre-rendered banner shows from the first paint.
import "@vitrine/consent/layer2-host.css";
// And the site's theme on the host, which the banner's look reads through custom properties.
import "./layer2-theme.css";
import { GPC_MARKER_ATTR } from "@vitrine/consent";
import { HOST_ID } from "@vitrine/consent/layer2";
import { defineEnhancer } from "~/islands/define-enhancer";

/**
 * The visitor has answered (the boot script's marker, set before this code runs) and this
 * page view shows no Global Privacy Control notice: nothing of layer 2 shows but the
 * floating button.
 */
const answered =
  typeof document !== "undefined" && document.documentElement.dataset.consent === "given" && !document.documentElement.hasAttribute(GPC_MARKER_ATTR);

/**
 * Layer 2's banner, preferences and floating button (docs/behaviour/consent-layer-2.md#banner):
 * while the question is open, live at load, like layer 1's bar — the question comes before
 * the page. Once the visitor has answered, at the page's first idle moment: a press on the
 * floating button before then is held by the boot script and given back once it is live,
 * and a `.wpconsent-open-preferences` link opens the preferences through the page's engine,
 * which the banner shows as it goes live (page-consent.ts).
 */
export default defineEnhancer({
  selector: `#${HOST_ID}`,
  trigger: answered ? "idle" : "load",
  load: () => import("./behaviours/layer2-banner"),
});
