import { defineEnhancer } from "~/islands/define-enhancer";
import { LIGHTBOX, LIGHTBOX_IMAGE_EXTENSIONS, LIGHTBOX_VIDEO_EXTENSIONS } from "./lightbox-names";

const byExtension = [...LIGHTBOX_IMAGE_EXTENSIONS, ...LIGHTBOX_VIDEO_EXTENSIONS].map((ext) => `a[href*=".${ext}" i]`);

/**
 * Lightbox links (docs/behaviour/media.md#lightbox) wake when the page is idle; a click
 * before that is held and replayed, so the first press opens the lightbox. The lightbox
 * library itself loads on the first open (lightbox-setup.ts).
 */
export default defineEnhancer({
  selector: [`a[${LIGHTBOX.flag}]`, `a.${LIGHTBOX.className}`, ...byExtension].join(", "),
  trigger: "idle",
  load: () => import("./lightbox-setup"),
});
