import { defineEnhancer } from "~/islands/define-enhancer";
import { LIGHTBOX_HASH_PREFIX, LIGHTBOX_LINK_SELECTOR } from "./lightbox-names";

/** A page opened with a lightbox action in its address opens the lightbox at once. */
const deepLinked = typeof location !== "undefined" && location.hash.startsWith(LIGHTBOX_HASH_PREFIX);

/**
 * Lightbox links (docs/behaviour/media.md#lightbox) wake on the first intent (a pointer
 * over one, focus or a touch): a click before the code is there is held and replayed, so
 * the first press opens the lightbox, and a page whose visitor never reaches for one
 * loads none of it. The lightbox library itself loads on the first open (lightbox-setup.ts).
 */
export default defineEnhancer({
  selector: LIGHTBOX_LINK_SELECTOR,
  trigger: deepLinked ? "load" : "interaction",
  load: () => import("./lightbox-setup"),
});
