import { defineEnhancer } from "~/islands/define-enhancer";
import { CART_LINK_ATTR } from "./shop-names.mjs";

/**
 * The header's count of pieces in the cart: read from storage once the page is idle, so
 * it costs the first load nothing; drawn by CSS from an attribute over the bag, so its
 * arrival moves nothing (docs/behaviour/shop.md#cart).
 */
export default defineEnhancer({
  selector: `[${CART_LINK_ATTR}]`,
  trigger: "idle",
  load: () => import("./cart-count-setup"),
});
