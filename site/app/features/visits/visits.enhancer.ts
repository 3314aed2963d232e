import { defineEnhancer } from "~/islands/define-enhancer";
import setupVisits from "./visits-setup";
import { VISITS_META } from "./visits-names";

/**
 * The visit beacon (docs/behaviour/visits.md#what-the-page-sends): its setup runs once the
 * page is idle, so it never competes with the page; it wakes on the `<meta>` the root
 * writes while visits are counted, which no click can land on (an idle part holds the
 * clicks on its element until it wakes: docs/decisions/011-island-triggers-and-enhancers.md).
 * Every page runs it, and its code is smaller than a chunk's own cost, so it is in the
 * entry rather than a chunk of its own (docs/decisions/011-island-triggers-and-enhancers.md#setup-module-names).
 */
export default defineEnhancer({
  selector: `meta[name="${VISITS_META}"]`,
  trigger: "idle",
  load: () => Promise.resolve({ default: setupVisits }),
});
