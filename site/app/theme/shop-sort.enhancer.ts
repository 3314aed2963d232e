import { defineEnhancer } from "~/islands/define-enhancer";
import { SORT_LIST_ATTR } from "./behaviours/dom-markers";

/**
 * Most visitors never sort: the code loads when one reaches for the box (pointer,
 * focus, touch) and a choice made meanwhile is applied when it arrives
 * (docs/behaviour/theme.md#shop-sort).
 */
export default defineEnhancer({
  selector: `[${SORT_LIST_ATTR}]`,
  trigger: "interaction",
  load: () => import("./behaviours/shop-sort-setup"),
});
