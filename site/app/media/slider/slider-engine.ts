import EmblaCarousel, { type EmblaCarouselType } from "embla-carousel";
import type { SliderParts } from "./slider-options";
import { SLIDER, SLIDER_TIMING } from "./slider-names";

export type SliderEngine = {
  /** Moves one step; `jump` skips the animation (reduced motion). Steps past the last slide to the first. */
  step(direction: 1 | -1, o: { jump: boolean; wrap: boolean }): void;
  index(): number;
  snaps(): number;
  canPrev(): boolean;
  canNext(): boolean;
  /** Measures again (the layout changed). */
  reInit(): void;
  destroy(): void;
};

export type EngineOptions = {
  loop: boolean;
  rtl: boolean;
  /** The slide the strip shows now: the carousel library takes over from there. */
  startIndex: number;
  onSelect: () => void;
  /** A press on the slides: the start of a drag, an interaction. */
  onPointerDown: () => void;
};

/**
 * The movement of a slider once it is needed (docs/decisions/022-sliders-and-carousel.md):
 * Embla takes over the scroll-snap strip at the slide it shows, so the hand-over is not
 * seen: the strip's scroll is reset and the library's transform put in its place in one frame.
 * Embla's own resize handling is off: the slider re-measures after a 150 ms pause in resizing.
 */
export function startEngine(parts: SliderParts, o: EngineOptions): SliderEngine {
  parts.viewport.scrollLeft = 0;
  parts.root.setAttribute(SLIDER.mode, "engine");
  const embla: EmblaCarouselType = EmblaCarousel(parts.viewport, {
    loop: o.loop,
    direction: o.rtl ? "rtl" : "ltr",
    dragThreshold: SLIDER_TIMING.dragThresholdPx,
    startIndex: o.startIndex,
    align: "start",
    containScroll: o.loop ? false : "trimSnaps",
    watchResize: false,
  });
  embla.on("select", o.onSelect);
  embla.on("pointerDown", o.onPointerDown);
  return {
    step(direction, { jump, wrap }) {
      const can = direction > 0 ? embla.canScrollNext() : embla.canScrollPrev();
      if (can) return direction > 0 ? embla.scrollNext(jump) : embla.scrollPrev(jump);
      if (wrap) embla.scrollTo(direction > 0 ? 0 : embla.scrollSnapList().length - 1, jump);
    },
    index: () => embla.selectedScrollSnap(),
    snaps: () => embla.scrollSnapList().length,
    canPrev: () => embla.canScrollPrev(),
    canNext: () => embla.canScrollNext(),
    reInit: () => embla.reInit(),
    destroy() {
      embla.destroy();
      parts.root.setAttribute(SLIDER.mode, "native");
    },
  };
}
