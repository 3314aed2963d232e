import { defineEnhancer } from "~/islands/define-enhancer";
import { CART_CLEAR_ATTR } from "./shop-names.mjs";

/** A page that ends a purchase (paid, or an order request sent) empties the cart (docs/behaviour/shop.md#checkout). */
export default defineEnhancer({
  selector: `[${CART_CLEAR_ATTR}]`,
  trigger: "load",
  load: () => import("./cart-clear-setup"),
});
