import type { EnhancerContext } from "~/islands/define-enhancer";
import { VISIBLE_ATTR } from "./dom-markers";
import { createGoTop } from "./go-top";

/** What a visitor types or picks in: a control the floating button must not sit on. */
const FIELDS = 'input:not([type="hidden"]):not([type="submit"]):not([type="button"]):not([type="reset"]):not([type="image"]), textarea, select, [contenteditable]:not([contenteditable="false"])';

const overlaps = (a: DOMRect, b: DOMRect) => a.width > 0 && a.height > 0 && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Shows the pre-rendered back-to-top control while the page is scrolled past 100 px
 * (docs/behaviour/in-page.md#back-to-top); the CSS fade ends in `visibility: hidden`.
 * It also stays away while a form field has focus or lies under it: on a phone a field
 * spans the window's width, and the button would cover its end, or take the tap meant for it.
 */
export default function enhanceBackToTop(control: HTMLElement, { store }: EnhancerContext) {
  const doc = control.ownerDocument;
  const win = doc.defaultView ?? window;
  let scrolled = false;

  function overField(focused: Element | null): boolean {
    if (focused?.matches(FIELDS)) return true;
    const box = control.getBoundingClientRect();
    return Array.from(doc.querySelectorAll(FIELDS)).some((field) => field !== control && overlaps(field.getBoundingClientRect(), box));
  }
  // Focused itself, it stays: hiding it would drop the visitor's focus.
  const show = (focused: Element | null = doc.activeElement) => control.toggleAttribute(VISIBLE_ATTR, scrolled && (focused === control || !overField(focused)));

  const goTop = createGoTop({ onVisibilityChange: (visible) => ((scrolled = visible), show()) }, win);
  store
    .add(win, "scroll", () => show(), { passive: true })
    .add(win, "resize", () => show())
    .add<FocusEvent>(doc, "focusin", (event) => show(event.target as Element))
    // While focus moves, the element about to have it is the event's related target.
    .add<FocusEvent>(doc, "focusout", (event) => show(event.relatedTarget as Element | null));
  store.defer(() => {
    goTop.destroy();
    control.removeAttribute(VISIBLE_ATTR);
  });
}
