import { ShopSort } from "~/theme/shop-sort";
import { defineIsland } from "./define-island";

/** The shop's sort box; it reorders the pre-rendered product list in place. */
export default defineIsland("shop-sort", ({ listId }: { listId: string }) => <ShopSort listId={listId} />);
