// The placeholder's look is in the site's one stylesheet, so a pre-rendered placeholder has its box from the first paint.
import "@vitrine/consent/placeholder.css";
import { defineEnhancer } from "~/islands/define-enhancer";
import { FRAME_PLACEHOLDER_CLASS } from "./frame-placeholder-markup";

/**
 * Layer 2's frame placeholders (docs/behaviour/consent-layer-2.md#frames): each wakes when
 * it comes into view, and loads its frame once its service is allowed.
 */
export default defineEnhancer({
  selector: `.${FRAME_PLACEHOLDER_CLASS}`,
  trigger: "visible",
  load: () => import("./behaviours/frame-placeholder"),
});
