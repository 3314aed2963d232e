import { defineEnhancer } from "~/islands/define-enhancer";
import { BUY_ATTR } from "./shop-names.mjs";

/**
 * "Add to cart" on product pages and cards: the code loads on the first intent (a pointer
 * over the form, focus in it, a touch), and a press made meanwhile is kept and applied
 * when it arrives (docs/behaviour/in-page.md#the-click-that-woke-it).
 */
export default defineEnhancer({
  selector: `[${BUY_ATTR}]`,
  trigger: "interaction",
  load: () => import("./add-to-cart-setup"),
});
