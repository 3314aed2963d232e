import { GO_TOP_ID } from "./dom-markers";
import { focusTarget, hashTarget, plainLinkClick } from "./local-scroll";
import { scrollBehavior } from "./motion";

export type GoTopOptions = {
  /** Shown once window.scrollY is greater than this (spec §4, §9: 100 px; 100 → hidden, 101 → shown). @default 100 */
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
 * Back-to-top (spec §2): reports when the control should show, and makes every link
 * to `#go-top` scroll to the top smoothly (a jump under reduced motion) on every page,
 * including those without local scroll. Focus moves to the go-top anchor so the next
 * Tab starts from the top.
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

  function onClick(event: MouseEvent) {
    const link = plainLinkClick(event);
    if (!link) return;
    const target = hashTarget(link, win.document);
    if (target?.id !== GO_TOP_ID) return;
    event.preventDefault();
    win.scrollTo({ top: 0, behavior: scrollBehavior(win) });
    focusTarget(target);
  }

  win.addEventListener("scroll", onScroll, { passive: true });
  win.addEventListener("click", onClick);
  onScroll();

  return {
    destroy() {
      win.removeEventListener("scroll", onScroll);
      win.removeEventListener("click", onClick);
    },
  };
}
