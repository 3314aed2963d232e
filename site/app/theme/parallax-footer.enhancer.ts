import { defineEnhancer } from "~/islands/define-enhancer";

/**
 * Only a parallax footer has code, and it matters only once a visitor reaches the end
 * of the page: it wakes when the page is idle (docs/behaviour/theme.md#footer).
 */
export default defineEnhancer({
  selector: 'html[data-footer-style="parallax"] .site-footer',
  trigger: "idle",
  load: () => import("./behaviours/parallax-footer-setup"),
});
