/**
 * The slider's DOM contract (docs/behaviour/media.md#sliders), written by `Slider` at build
 * and read by its enhancer: one place for every attribute and class name.
 */
/**
 * The root's attribute on its own, a plain string the bundler writes where it is used: the
 * enhancer's selector is in every page's entry, this module is not
 * (docs/decisions/035-react-only-where-an-island-needs-it.md).
 */
export const SLIDER_ROOT = "data-slider";

export const SLIDER = {
  root: SLIDER_ROOT,
  /** Autoplay interval in ms; absent: no autoplay. */
  autoplay: "data-slider-autoplay",
  /** Present: previous and next wrap around at the ends. */
  loop: "data-slider-loop",
  /** Present: autoplay pauses while the pointer is over the slider. */
  hoverPause: "data-slider-hover-pause",
  viewport: "data-slider-viewport",
  track: "data-slider-track",
  slide: "data-slider-slide",
  controls: "data-slider-controls",
  prev: "data-slider-prev",
  next: "data-slider-next",
  counter: "data-slider-counter",
  toggle: "data-slider-toggle",
  /** A slide image whose address waits until it is one slide away (lazy-load one ahead). */
  lazySrc: "data-slider-src",
  lazySrcset: "data-slider-srcset",
  /** Written by the browser: "native" (a scroll-snap strip), "engine" (the carousel library moves it). */
  mode: "data-slider-mode",
  /** Written by the browser: "stopped", "playing" or "paused". */
  state: "data-autoplay-state",
} as const;

/** Shop cards' image sliders: never autoplay inside this container (docs/behaviour/media.md#sliders). */
export const NO_AUTOPLAY_CLASS = "woo-entry-image";

/** Spec constants (docs/behaviour/media.md#sliders). */
export const SLIDER_TIMING = {
  /** Gallery-format posts and product pages. */
  galleryMs: 6000,
  /** Every other autoplaying slider: the carousel library's default. */
  defaultMs: 3000,
  /** Drag distance before a press becomes a drag. */
  dragThresholdPx: 3,
  /** Layout recomputed this long after the last resize. */
  resizeDebounceMs: 150,
} as const;

/**
 * The slides in view, numbered from 1 in the order they show: a looping slider's view runs
 * past the last slide to the first ([5, 6, 1] of 6).
 */
export function slidesShown(index: number, per: number, total: number, loop: boolean): number[] {
  const shown = Array.from({ length: Math.min(per, total) }, (_, i) => index + i);
  return (loop ? shown.map((i) => i % total) : shown.filter((i) => i < total)).map((i) => i + 1);
}

/** Runs of consecutive slides: [5, 6, 1] → [[5, 6], [1, 1]]. */
export function slideRuns(shown: readonly number[]): [number, number][] {
  const runs: [number, number][] = [];
  for (const n of shown) {
    const run = runs.at(-1);
    if (run && n === run[1] + 1) run[1] = n;
    else runs.push([n, n]);
  }
  return runs;
}

/** The visible counter: "3 / 8", "1–3 / 8", or "5–6, 1 / 6" for a looping view; its words are the site's (`words.slider`, slider-words.ts). */
export const sliderCounter = (shown: readonly number[], total: number) =>
  `${slideRuns(shown).map(([first, last]) => (first === last ? `${first}` : `${first}–${last}`)).join(", ")} / ${total}`;

/**
 * Without script a slider is a scroll-snap strip: its scroll bar shows (the controls never
 * do), and the `<noscript>` copy of a deferred image stands in for it.
 */
export const SLIDER_NO_SCRIPT_CSS = `.slider__viewport{scrollbar-width:thin}.slider__image[${SLIDER.lazySrc}]{display:none}`;
