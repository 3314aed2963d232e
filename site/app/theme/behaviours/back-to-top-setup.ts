import type { EnhancerContext } from "~/islands/define-enhancer";
import { VISIBLE_ATTR } from "./dom-markers";
import { createGoTop } from "./go-top";

/**
 * Shows the pre-rendered back-to-top control while the page is scrolled past 100 px
 * (docs/behaviour/in-page.md#back-to-top); the CSS fade ends in `visibility: hidden`.
 */
export default function enhanceBackToTop(control: HTMLElement, { store }: EnhancerContext) {
  const goTop = createGoTop({ onVisibilityChange: (visible) => control.toggleAttribute(VISIBLE_ATTR, visible) }, control.ownerDocument.defaultView ?? window);
  store.defer(() => {
    goTop.destroy();
    control.removeAttribute(VISIBLE_ATTR);
  });
}
