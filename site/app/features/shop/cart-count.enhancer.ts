import { defineEnhancer } from "~/islands/define-enhancer";
import { CART_LINK_ATTR } from "./shop-names.mjs";

/**
 * The header's count of pieces in the cart: read from storage at load, so a returning
 * visitor sees it at once; a few hundred bytes, drawn by CSS from an attribute
 * (docs/behaviour/shop.md#cart).
 */
export default defineEnhancer({
  selector: `[${CART_LINK_ATTR}]`,
  trigger: "load",
  load: () => import("./cart-count"),
});
