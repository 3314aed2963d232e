import { defineEnhancer } from "~/islands/define-enhancer";
import { ANIMATE_ATTR } from "./behaviours/dom-markers";

/**
 * Entrance animations, for pages that have an animated widget: one setup on <body>
 * for the whole page, at load, so what is on screen at first is shown at once
 * (docs/behaviour/in-page.md#entrance-animations).
 */
export default defineEnhancer({
  selector: `body:has([${ANIMATE_ATTR}])`,
  trigger: "load",
  load: () => import("./behaviours/reveal-setup"),
});
