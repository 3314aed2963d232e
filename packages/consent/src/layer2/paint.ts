import { CATEGORY_ATTR, SERVICE_ATTR } from "./names";
import type { UiOptions } from "./options";
import { categoryBox, type Draft } from "./selection-draft";

/**
 * The preferences' boxes as the draft says: a category partly ticked is `indeterminate`
 * and tells assistive technology `aria-checked="mixed"`
 * (docs/behaviour/consent-layer-2.md#preferences).
 */
export function paintDraft(root: ShadowRoot, o: UiOptions, draft: Draft): void {
  for (const c of o.categories) {
    const box = root.querySelector<HTMLInputElement>(`input[${CATEGORY_ATTR}="${c.slug}"]:not([${SERVICE_ATTR}])`);
    if (box) {
      const { checked, mixed } = categoryBox(draft, c);
      box.checked = checked;
      box.indeterminate = mixed;
      if (mixed) box.setAttribute("aria-checked", "mixed");
      else box.removeAttribute("aria-checked");
    }
    for (const s of c.services) {
      const input = root.querySelector<HTMLInputElement>(`input[${SERVICE_ATTR}="${s.slug}"]`);
      if (input) input.checked = draft.services[s.slug] === true;
    }
  }
}
