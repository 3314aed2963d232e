import { defineEnhancer } from "~/islands/define-enhancer";
import { BG_SRC_ATTR, LAZY_BG_CLASS } from "~/lib/lazy-background-names";

/**
 * A lazy section background loads, code and image, when the section comes within
 * 200 px of the viewport: the `visible` trigger's margin (docs/behaviour/in-page.md#lazy-backgrounds).
 */
export default defineEnhancer({
  selector: `.${LAZY_BG_CLASS}[${BG_SRC_ATTR}]`,
  trigger: "visible",
  load: () => import("./behaviours/lazy-backgrounds-setup"),
});
