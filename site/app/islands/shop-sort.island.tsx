import { ShopSort, type ShopSortProps } from "~/theme/shop-sort";
import { defineIsland } from "./define-island";

/**
 * The shop's sort box: it reorders the pre-rendered product list in place, or, on a
 * listing of several pages, opens the pre-rendered copy in the chosen order.
 */
export const shopSortIsland = defineIsland("shop-sort", (props: ShopSortProps) => <ShopSort {...props} />);
