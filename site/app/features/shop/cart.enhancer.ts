import { defineEnhancer } from "~/islands/define-enhancer";
import { CART_ATTR } from "./shop-names.mjs";

/** The cart page's lines and totals: its content, so it wakes at load (docs/behaviour/shop.md#cart). */
export default defineEnhancer({
  selector: `[${CART_ATTR}]`,
  trigger: "load",
  load: () => import("./cart-setup"),
});
