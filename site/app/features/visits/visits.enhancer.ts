import { defineEnhancer } from "~/islands/define-enhancer";
import { VISITS_META } from "./visits-names";

/**
 * The visit beacon (docs/behaviour/visits.md#what-the-page-sends): its setup loads once the
 * page is idle, so it never competes with the page; it wakes on the `<meta>` the root
 * writes while visits are counted, which no click can land on (an idle part holds the
 * clicks on its element until it wakes: docs/decisions/011-island-triggers-and-enhancers.md).
 */
export default defineEnhancer({
  selector: `meta[name="${VISITS_META}"]`,
  trigger: "idle",
  load: () => import("./visits-setup"),
});
