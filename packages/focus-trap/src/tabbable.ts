import { isShown } from "./visibility";

/**
 * What can take focus with Tab, as one list for every trap and menu of the site: links
 * and image-map areas with an address, enabled form controls except hidden inputs,
 * frames, media with controls, `<summary>`, editable content, and anything with a
 * tabindex of 0 or more. Disabled controls (also inside a disabled fieldset), a
 * negative tabindex, anything inside `inert`, and anything not shown (`isShown`) are
 * left out. Positive tabindex values are treated as 0: document order decides.
 */
const TABBABLE_SELECTOR = [
  "a[href]",
  "area[href]",
  "button",
  'input:not([type="hidden"])',
  "select",
  "textarea",
  "iframe",
  "audio[controls]",
  "video[controls]",
  "summary",
  '[contenteditable]:not([contenteditable="false"])',
  "[tabindex]",
].join(", ");

/** Whether `element` takes focus with Tab (see `TABBABLE_SELECTOR`). */
export function isTabbable(element: Element): element is HTMLElement {
  if (!element.matches(TABBABLE_SELECTOR) || element.matches(":disabled")) return false;
  const tabindex = element.getAttribute("tabindex");
  if (tabindex !== null && Number.parseInt(tabindex, 10) < 0) return false;
  if (element.closest("[inert]")) return false;
  return isShown(element) && isRadioStop(element);
}

/** Of a group of radio buttons Tab visits one: the checked one, or the first when none is. */
function isRadioStop(element: Element): boolean {
  const input = element as HTMLInputElement;
  if (input.type !== "radio" || !input.name || element.tagName !== "INPUT") return true;
  const scope = input.form ?? (element.getRootNode() as ParentNode);
  const group = Array.from(scope.querySelectorAll<HTMLInputElement>(`input[type="radio"]`)).filter((r) => r.name === input.name);
  return input === (group.find((r) => r.checked) ?? group[0]);
}

/**
 * The tabbable elements inside `root`, in document order, looking into open shadow
 * roots where their hosts stand (a component's own controls count where it is).
 */
export function tabbableElements(root: ParentNode): HTMLElement[] {
  const found: HTMLElement[] = [];
  const visit = (scope: ParentNode) => {
    for (const element of scope.querySelectorAll("*")) {
      if (isTabbable(element)) found.push(element);
      if (element.shadowRoot) visit(element.shadowRoot);
    }
  };
  visit(root);
  return found;
}
