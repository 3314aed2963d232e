import { defineEnhancer } from "~/islands/define-enhancer";
import { SLIDER } from "./slider-names";

/**
 * Sliders and carousels wake as they come near the viewport (docs/behaviour/media.md#sliders);
 * the carousel library itself loads later, when it is first needed (slider-setup.ts).
 */
export default defineEnhancer({
  selector: `[${SLIDER.root}]`,
  trigger: "visible",
  load: () => import("./slider-setup"),
});
