import { defineEnhancer } from "~/islands/define-enhancer";
import { NEW_TAB_CLASS } from "./behaviours/dom-markers";

/**
 * Links an author marked `new-tab` are set up at load (their accessible name says
 * where they open), only on pages that have one (docs/behaviour/in-page.md#new-tab-links).
 */
export default defineEnhancer({
  selector: `a.${NEW_TAB_CLASS}`,
  trigger: "load",
  load: () => import("./behaviours/new-tab-links-setup"),
});
