import type { EnhancerContext } from "~/islands/define-enhancer";
import type { EventStore } from "~/islands/event-store";
import { isChunkLoadError, loadChunk } from "~/lib/load-chunk";
import { showChunkError } from "~/islands/chunk-error";
import { createAutoplay } from "./autoplay";
import { PAGE_COVERED_EVENT, pageCovered } from "../page-covered";
import type { SliderEngine } from "./slider-engine";
import { SLIDER, SLIDER_TIMING } from "./slider-names";
import { SLIDER_WORDS } from "./slider-words";
import { readSliderOptions, sliderParts, type SliderParts } from "./slider-options";
import { nativePosition, revealAround, showPosition, slidesPerView, type SliderPosition } from "./slider-view";

/** The strip counts as still while no scroll event came for this long; the library takes over only then. */
const SCROLL_QUIET_MS = 120;

export type Slider = { destroy(): void };

/**
 * A slider's behaviour (docs/behaviour/media.md#sliders): controls, counter, autoplay,
 * keyboard, lazy images. It starts on the scroll-snap strip the page was painted with and
 * loads the carousel library (slider-engine.ts) on the first sign the visitor reaches for
 * it (pointer, focus, touch) or when autoplay's first step is due, so the library is not
 * part of the page's first load (docs/decisions/022-sliders-and-carousel.md). Given a
 * missing element it logs "Bad element for Flickity" and returns undefined.
 */
export function createSlider(target: Element | string | null | undefined, store: EventStore): Slider | undefined {
  const found = sliderParts(target);
  if (!found) return undefined;
  const parts: SliderParts = found;
  const { root, viewport } = parts;
  const o = readSliderOptions(root);
  const win = root.ownerDocument.defaultView ?? window;
  let engine: SliderEngine | undefined;
  let starting: Promise<SliderEngine | undefined> | undefined;
  let lastScroll = 0;
  let removeError: (() => void) | undefined;

  const position = (): SliderPosition =>
    engine ? { index: engine.index(), per: slidesPerView(parts), canPrev: engine.canPrev(), canNext: engine.canNext() } : nativePosition(parts);
  const update = () => {
    const now = position();
    showPosition(parts, now, { loop: o.loop, announce: autoplay?.state() !== "playing" });
    revealAround(parts, now);
  };
  const autoplay = o.autoplayMs === undefined ? undefined : createAutoplay({
    delayMs: o.autoplayMs,
    onStep: () => void move(1, { wrap: true }),
    onChange: (state) => {
      root.setAttribute(SLIDER.state, state);
      parts.toggle?.setAttribute("aria-label", state === "stopped" ? SLIDER_WORDS.play : SLIDER_WORDS.pause);
      update();
    },
  });
  const interact = () => autoplay?.stop();

  function waitForStill(): Promise<void> {
    return new Promise((resolve) => {
      const check = () => (performance.now() - lastScroll >= SCROLL_QUIET_MS ? resolve() : store.timeout(check, SCROLL_QUIET_MS));
      check();
    });
  }

  /** The carousel library, loaded and started once; a failed download shows the chunk error with Retry. */
  function ensureEngine(): Promise<SliderEngine | undefined> {
    starting ??= loadChunk(() => import("./slider-engine"))
      .then(async (module) => {
        await waitForStill();
        if (!root.isConnected) return undefined;
        removeError?.();
        engine = module.startEngine(parts, { loop: o.loop, rtl: o.rtl, startIndex: nativePosition(parts).index, onSelect: update, onPointerDown: interact });
        store.defer(() => engine?.destroy());
        update();
        return engine;
      })
      .catch((error: unknown) => {
        starting = undefined;
        if (!isChunkLoadError(error)) throw error;
        removeError ??= showChunkError(root, error, () => {
          removeError = undefined;
          void ensureEngine();
        });
        return undefined;
      });
    return starting;
  }

  async function move(direction: 1 | -1, { wrap }: { wrap: boolean }) {
    const running = await ensureEngine();
    running?.step(direction, { jump: o.reducedMotion, wrap: wrap || o.loop });
  }

  const step = (direction: 1 | -1) => {
    interact();
    void move(direction, { wrap: false });
  };
  // Arrow keys follow the reading direction: in right-to-left, the left arrow goes forward.
  const onKey = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || (event.key !== "ArrowLeft" && event.key !== "ArrowRight")) return;
    event.preventDefault();
    step((event.key === "ArrowRight") !== o.rtl ? 1 : -1);
  };

  root.setAttribute(SLIDER.mode, "native");
  parts.controls?.removeAttribute("hidden");
  store
    .add(root, "pointerover", () => void ensureEngine(), { once: true })
    .add(root, "touchstart", () => void ensureEngine(), { once: true, passive: true })
    .add(root, "focusin", (event) => {
      // Focus inside stops autoplay (keyboard and screen-reader visitors), except on the Play/Pause button itself.
      if (event.target !== parts.toggle) interact();
      void ensureEngine();
    })
    .add(root, "keydown", onKey)
    .add(viewport, "pointerdown", interact)
    .add(viewport, "wheel", interact, { passive: true })
    .add(viewport, "scroll", () => {
      lastScroll = performance.now();
      if (!engine) update();
    }, { passive: true });
  if (parts.prev) store.add(parts.prev, "click", () => step(-1));
  if (parts.next) store.add(parts.next, "click", () => step(1));
  let resizeTimer: ReturnType<typeof setTimeout> | undefined;
  const observer = new win.ResizeObserver(() => {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(() => {
      engine?.reInit();
      update();
    }, SLIDER_TIMING.resizeDebounceMs);
  });
  observer.observe(viewport);
  store.defer(() => {
    observer.disconnect();
    clearTimeout(resizeTimer);
  });
  if (autoplay) {
    store.defer(() => autoplay.destroy());
    if (parts.toggle) store.add(parts.toggle, "click", () => (autoplay.state() === "stopped" ? autoplay.play() : autoplay.stop()));
    if (o.hoverPause) {
      store.add<PointerEvent>(root, "pointerenter", (e) => e.pointerType === "mouse" && autoplay.pause("hover"));
      store.add<PointerEvent>(root, "pointerleave", (e) => e.pointerType === "mouse" && autoplay.resume("hover"));
    }
    const onVisibility = () => (root.ownerDocument.hidden ? autoplay.pause("hidden") : autoplay.resume("hidden"));
    store.add(root.ownerDocument, "visibilitychange", onVisibility);
    onVisibility();
    // Under the lightbox, even one opened from this slider before its code woke (page-covered.ts).
    const onCovered = () => (pageCovered(root.ownerDocument) ? autoplay.pause("covered") : autoplay.resume("covered"));
    store.add(root.ownerDocument, PAGE_COVERED_EVENT, onCovered);
    onCovered();
    autoplay.play();
  } else {
    // No autoplay here (a shop card, reduced motion): nothing to pause, so no Pause button.
    root.setAttribute(SLIDER.state, "stopped");
    parts.toggle?.setAttribute("hidden", "");
  }
  update();
  return { destroy: () => store.clear() };
}

/** The slider enhancer's setup (slider.enhancer.ts). */
export default function setupSlider(element: HTMLElement, { store }: EnhancerContext) {
  createSlider(element, store);
}
