import { defineEnhancer } from "~/islands/define-enhancer";
import { NEW_TAB_CLASS } from "~/lib/new-tab-names";

/**
 * Links an author marked `new-tab` that reach a page after the build, which sets up the
 * rest (docs/behaviour/in-page.md#new-tab-links): set up at once, so their accessible name
 * says where they open. A pre-rendered page has none, and loads none of this code.
 */
export default defineEnhancer({
  selector: `a.${NEW_TAB_CLASS}`,
  trigger: "load",
  load: () => import("./behaviours/new-tab-links-setup"),
});
