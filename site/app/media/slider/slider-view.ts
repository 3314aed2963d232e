import type { SliderParts } from "./slider-options";
import { SLIDER, sliderCounter, slidesShown } from "./slider-names";
import { sliderPosition } from "./slider-words";

/** Where a slider is: the first slide shown (0-based), how many show, and whether it can move each way. */
export type SliderPosition = { index: number; per: number; canPrev: boolean; canNext: boolean };

/**
 * Slides in one view: the viewport's width over one slide's step (its width and margin),
 * as the stylesheet lays them out at the current width.
 */
export function slidesPerView({ viewport, slides }: SliderParts): number {
  if (slides.length < 2) return 1;
  const step = Math.abs(slides[1]!.offsetLeft - slides[0]!.offsetLeft);
  return step > 0 ? Math.max(1, Math.min(slides.length, Math.round(viewport.clientWidth / step))) : 1;
}

/** The native strip's position, from how far it is scrolled (negative in right-to-left). */
export function nativePosition(parts: SliderParts): SliderPosition {
  const per = slidesPerView(parts);
  const snaps = Math.max(1, parts.slides.length - per + 1);
  const step = parts.slides.length > 1 ? Math.abs(parts.slides[1]!.offsetLeft - parts.slides[0]!.offsetLeft) : 1;
  const index = Math.min(snaps - 1, Math.max(0, Math.round(Math.abs(parts.viewport.scrollLeft) / (step || 1))));
  return { index, per, canPrev: index > 0, canNext: index < snaps - 1 };
}

/**
 * Shows the position: the counter ("3 / 8", or "5–6, 1 / 6" where a looping view runs past
 * the last slide; announced politely, but not while autoplay moves it: a screen reader
 * would be interrupted every few seconds), the disabled ends (unless the slider loops),
 * and keeps keyboard focus on a usable button.
 */
export function showPosition(parts: SliderParts, position: SliderPosition, o: { loop: boolean; announce: boolean }) {
  const total = parts.slides.length;
  const shown = slidesShown(position.index, position.per, total, o.loop);
  if (parts.counter) {
    parts.counter.setAttribute("aria-live", o.announce ? "polite" : "off");
    const [visible, spoken] = parts.counter.children;
    if (visible) visible.textContent = sliderCounter(shown, total);
    if (spoken) spoken.textContent = sliderPosition(shown, total);
  }
  const ends: [HTMLButtonElement | undefined, boolean, HTMLButtonElement | undefined][] = [
    [parts.prev, o.loop || position.canPrev, parts.next],
    [parts.next, o.loop || position.canNext, parts.prev],
  ];
  for (const [button, enabled, other] of ends) {
    if (!button) continue;
    const hadFocus = button.ownerDocument.activeElement === button;
    button.disabled = !enabled;
    if (hadFocus && !enabled) (other && !other.disabled ? other : parts.viewport).focus();
  }
  const engine = parts.root.getAttribute(SLIDER.mode) === "engine";
  parts.slides.forEach((slide, i) => slide.toggleAttribute("inert", engine && !shown.includes(i + 1)));
}

/**
 * Gives the slides shown and the one beyond each end of the view their image addresses
 * (the spec's "lazy-load one slide ahead"; behind too, for a slider moved backwards or looped).
 */
export function revealAround(parts: SliderParts, position: SliderPosition) {
  const total = parts.slides.length;
  for (let offset = -1; offset <= position.per; offset++) {
    const slide = parts.slides[(position.index + offset + total) % total];
    for (const img of slide?.querySelectorAll<HTMLImageElement>(`img[${SLIDER.lazySrc}]`) ?? []) {
      const srcset = img.getAttribute(SLIDER.lazySrcset);
      if (srcset) img.srcset = srcset;
      img.src = img.getAttribute(SLIDER.lazySrc)!;
      img.removeAttribute(SLIDER.lazySrc);
      img.removeAttribute(SLIDER.lazySrcset);
    }
  }
}
