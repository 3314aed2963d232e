import { defineEnhancer } from "~/islands/define-enhancer";
import { NO_AUTOPLAY_CLASS, SLIDER_ROOT } from "./slider-names";

/**
 * Sliders and carousels wake as they come near the viewport (docs/behaviour/media.md#sliders),
 * so autoplay starts when they are seen; the carousel library itself loads later, when it is
 * first needed (slider-setup.ts). The shop's card sliders wake on intent (card-slider.enhancer.ts).
 */
export default defineEnhancer({
  selector: `[${SLIDER_ROOT}]:not(.${NO_AUTOPLAY_CLASS} *)`,
  trigger: "visible",
  load: () => import("./slider-setup"),
});
