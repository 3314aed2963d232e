/** True when the visitor asked for less motion; smooth scrolls become jumps, reveals are skipped. */
export function prefersReducedMotion(win: Window = window): boolean {
  return typeof win.matchMedia === "function" && win.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** "smooth", or "instant" under reduced motion (overrides a CSS scroll-behavior too). */
export function scrollBehavior(win: Window = window): ScrollBehavior {
  return prefersReducedMotion(win) ? "instant" : "smooth";
}
