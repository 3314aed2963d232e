import { GO_TOP_ID } from "./dom-markers";
import { focusTarget, hashTarget, plainLinkClick } from "./local-scroll";
import { scrollBehavior } from "./motion";

export type GoTopOptions = {
  /** Shown once window.scrollY is greater than this (100 → hidden, 101 → shown). @default 100 */
  threshold: number;
  /** Called with the new state whenever the control should appear or fade out. */
  onVisibilityChange: (visible: boolean) => void;
};

export const defaultGoTopOptions: GoTopOptions = {
  threshold: 100,
  onVisibilityChange: () => {},
};

export type GoTop = { destroy(): void };

/**
 * When the back-to-top control shows (docs/behaviour/in-page.md#back-to-top): reports
 * each change of "scrolled past the threshold", starting with the current state.
 */
export function createGoTop(options: Partial<GoTopOptions> = {}, win: Window = window): GoTop {
  const o = { ...defaultGoTopOptions, ...options };
  let visible: boolean | undefined;

  // Browsers fire scroll at most once per frame, so no extra throttling is needed.
  function onScroll() {
    const next = win.scrollY > o.threshold;
    if (next !== visible) {
      visible = next;
      o.onVisibilityChange(next);
    }
  }

  win.addEventListener("scroll", onScroll, { passive: true });
  onScroll();
  return { destroy: () => win.removeEventListener("scroll", onScroll) };
}

/**
 * Every link to `#go-top` scrolls to the top smoothly (a jump under reduced motion) on
 * every page, including those without local scroll, from the start: the floating
 * control comes later, but a link in the content may be used at once. Focus moves to
 * the go-top anchor so the next Tab starts from the top.
 */
export function createGoTopLinks(win: Window = window): GoTop {
  function onClick(event: MouseEvent) {
    const link = plainLinkClick(event);
    if (!link) return;
    const target = hashTarget(link, win.document);
    if (target?.id !== GO_TOP_ID) return;
    event.preventDefault();
    win.scrollTo({ top: 0, behavior: scrollBehavior(win) });
    focusTarget(target);
  }
  win.addEventListener("click", onClick);
  return { destroy: () => win.removeEventListener("click", onClick) };
}
