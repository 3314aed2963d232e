import { defineEnhancer } from "~/islands/define-enhancer";
import { NO_AUTOPLAY_CLASS, SLIDER_ROOT } from "./slider-names";

/**
 * The shop's card image sliders (`.woo-entry-image`) never autoplay, so nothing needs their
 * code until a visitor reaches for one: a pointer over it, focus or a touch
 * (docs/behaviour/media.md#sliders). Until then each is the pre-rendered scroll-snap strip,
 * which a finger already swipes; a listing of many cards loads and runs no slider code.
 */
export default defineEnhancer({
  selector: `.${NO_AUTOPLAY_CLASS} [${SLIDER_ROOT}]`,
  trigger: "interaction",
  load: () => import("./slider-setup"),
});
