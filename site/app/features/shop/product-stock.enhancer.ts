import { defineEnhancer } from "~/islands/define-enhancer";
import { STOCK_LABEL_ATTR } from "./shop-names.mjs";

/**
 * A product page's "3 left": the build's count at first, then what the server says is left
 * now — pieces sold, or held by checkouts and order requests — once the page is idle, so
 * it costs the first load nothing (docs/behaviour/shop.md#stock).
 */
export default defineEnhancer({
  selector: `[${STOCK_LABEL_ATTR}]`,
  trigger: "idle",
  load: () => import("./product-stock-setup"),
});
