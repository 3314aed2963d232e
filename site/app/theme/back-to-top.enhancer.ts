import { defineEnhancer } from "~/islands/define-enhancer";
import { BACK_TO_TOP_CLASS } from "./behaviours/dom-markers";

/**
 * The back-to-top control wakes on the page's first scroll: it is of use only once a visitor
 * has scrolled, and links to #go-top work from the start (docs/behaviour/in-page.md#back-to-top).
 * A page read without scrolling, a short one above all, never loads its code.
 */
export default defineEnhancer({
  selector: `a.${BACK_TO_TOP_CLASS}`,
  trigger: "scroll",
  load: () => import("./behaviours/back-to-top-setup"),
});
