import { defineEnhancer } from "~/islands/define-enhancer";
import { OBJECTION_ATTR } from "./visits-names";

/** The privacy page's objection control wakes as it nears the screen (docs/behaviour/visits.md#objecting). */
export default defineEnhancer({
  selector: `[${OBJECTION_ATTR}]`,
  trigger: "visible",
  load: () => import("./visits-objection-setup"),
});
