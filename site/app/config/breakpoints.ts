/** Responsive breakpoints in px, each at least 320 (docs/behaviour/theme.md#breakpoints). */
export type Breakpoints = { mobile: number; tablet: number; desktop: number };

export const defaultBreakpoints: Breakpoints = { mobile: 320, tablet: 768, desktop: 960 };

/**
 * The named media conditions the stylesheets use (`@media (--desktop-up)`), written from
 * the configured breakpoints at build time (vite/custom-media.ts). Scripts that must
 * agree with the CSS (the mobile menu closes where the desktop header appears) take
 * their query from here too, so the two can never disagree.
 * "Below" ends 0.02 px under the breakpoint: no gap at fractional (zoomed) widths.
 */
export type MediaName = "--tablet-up" | "--below-tablet" | "--desktop-up" | "--below-desktop";

export function customMedia(breakpoints: Breakpoints): Record<MediaName, string> {
  const below = (px: number) => `(max-width: ${px - 0.02}px)`;
  return {
    "--tablet-up": `(min-width: ${breakpoints.tablet}px)`,
    "--below-tablet": below(breakpoints.tablet),
    "--desktop-up": `(min-width: ${breakpoints.desktop}px)`,
    "--below-desktop": below(breakpoints.desktop),
  };
}
