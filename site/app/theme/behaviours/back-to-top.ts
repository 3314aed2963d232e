import type { EnhancerContext } from "~/islands/define-enhancer";
import { createGoTop } from "./go-top";

/** The control's look: an arrow, and its name for screen readers. */
const CONTROL_HTML =
  '<svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20">' +
  '<path d="M10 4 3.5 10.5l1.4 1.4L9 7.8V16h2V7.8l4.1 4.1 1.4-1.4z" fill="currentColor"/></svg>' +
  '<span class="visually-hidden">Back to top</span>';

const VISIBLE_ATTR = "data-visible";

/**
 * The floating back-to-top control (docs/behaviour/in-page.md#back-to-top), upgrading
 * the go-top anchor first in <body>. The control is added at the end of <body>, so it
 * is last in the tab order and absent without JavaScript; the CSS fade ends in
 * `visibility: hidden`, so the hidden control can be neither focused nor read.
 */
export default function enhanceBackToTop(anchor: HTMLElement, { store }: EnhancerContext) {
  const doc = anchor.ownerDocument;
  const control = doc.createElement("a");
  control.href = `#${anchor.id}`;
  control.className = "back-to-top";
  control.innerHTML = CONTROL_HTML;
  doc.body.append(control);
  const goTop = createGoTop({ onVisibilityChange: (visible) => control.toggleAttribute(VISIBLE_ATTR, visible) }, doc.defaultView ?? window);
  store.defer(() => {
    goTop.destroy();
    control.remove();
  });
}
