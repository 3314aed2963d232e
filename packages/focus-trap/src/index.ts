/**
 * @vitrine/focus-trap — one focus trap and one definition of "tabbable" and "shown" for
 * every dialog, menu and banner of the site (docs/decisions/012-focus-trap.md).
 * React hooks: `@vitrine/focus-trap/react`.
 */
export { createFocusTrap, type FocusTrap } from "./focus-trap";
export { isTabbable, tabbableElements } from "./tabbable";
export { containsAcrossShadow, deepActiveElement, isShown } from "./visibility";
