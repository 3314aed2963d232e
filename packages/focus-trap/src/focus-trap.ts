import { tabbableElements } from "./tabbable";
import { containsAcrossShadow, deepActiveElement, isShown } from "./visibility";

export type Options = {
  /**
   * Escape calls this and goes no further. Without it Escape is left alone: a consent
   * popup wants an answer, not a way out. @default undefined
   */
  onEscape: ((event: KeyboardEvent) => void) | undefined;
  /**
   * Where focus goes when the trap starts, unless it is inside already: the container
   * itself ("container"; give it tabindex="-1"), its first tabbable element ("first"),
   * or nowhere ("keep", e.g. a drop-down that leaves focus on its toggle).
   * @default "container"
   */
  initialFocus: "container" | "first" | "keep";
  /**
   * Where focus returns when the trap is released (a function is asked then).
   * @default null: the element that had focus when the trap started, if it was outside
   */
  returnFocusTo: HTMLElement | null | (() => HTMLElement | null);
  /**
   * Elements outside the container that join the Tab cycle, before the container's own
   * (a drop-down menu's toggle, which stays on screen). @default () => []
   */
  outside: () => readonly (HTMLElement | null)[];
};

export const defaultOptions: Options = { onEscape: undefined, initialFocus: "container", returnFocusTo: null, outside: () => [] };

export interface FocusTrap {
  /** Stops trapping and gives focus back (see `returnFocusTo`) if it is inside the container or lost. */
  release(): void;
}

/**
 * Keeps keyboard focus inside `container` (a dialog, a menu panel, a banner): Tab and
 * Shift+Tab wrap around its tabbable elements, Escape calls `onEscape`, and releasing
 * the trap returns focus where it came from. Works with the container inside a shadow
 * root (focus is followed through `shadowRoot.activeElement`, and key events reach the
 * document because they are composed). Framework-free; `useFocusTrap` wraps it for React.
 * See docs/decisions/012-focus-trap.md.
 */
export function createFocusTrap(container: HTMLElement, options: Partial<Options> = {}): FocusTrap {
  const onEscape = options.onEscape;
  const initialFocus = options.initialFocus ?? defaultOptions.initialFocus;
  const returnFocusTo = options.returnFocusTo ?? defaultOptions.returnFocusTo;
  const outside = options.outside ?? defaultOptions.outside;
  const doc = container.ownerDocument;
  const before = deepActiveElement(doc);
  const startedOutside = !containsAcrossShadow(container, before);
  const startedFrom = startedOutside && before instanceof HTMLElement && before !== doc.body ? before : null;
  const cycle = () => [...outside().filter((el): el is HTMLElement => el !== null && isShown(el)), ...tabbableElements(container)];

  if (startedOutside) {
    if (initialFocus === "container") container.focus({ preventScroll: true });
    else if (initialFocus === "first") tabbableElements(container)[0]?.focus();
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      if (!onEscape) return;
      event.preventDefault();
      onEscape(event);
      return;
    }
    if (event.key !== "Tab" || event.altKey || event.ctrlKey || event.metaKey) return;
    const items = cycle();
    const active = deepActiveElement(doc);
    const index = items.findIndex((item) => item === active);
    const wraps = event.shiftKey ? index <= 0 : index === -1 || index === items.length - 1;
    if (!wraps) return;
    event.preventDefault();
    (event.shiftKey ? items.at(-1) : items[0])?.focus();
  };
  doc.addEventListener("keydown", onKeyDown);

  return {
    release() {
      doc.removeEventListener("keydown", onKeyDown);
      const active = deepActiveElement(doc);
      const lost = active === null || active === doc.body;
      if (!lost && !containsAcrossShadow(container, active)) return;
      const target = (typeof returnFocusTo === "function" ? returnFocusTo() : returnFocusTo) ?? startedFrom;
      if (target && isShown(target)) target.focus({ preventScroll: true });
    },
  };
}
