import type { CSSProperties, ReactNode } from "react";
import { SLIDER, sliderCounter, slidesShown } from "./slider-names";
import { SLIDER_WORDS, slideName, sliderPosition } from "./slider-words";
import "./slider.css";

/** Slides shown side by side below the tablet breakpoint, from it, and from the desktop one (site.config.ts breakpoints). */
export type SlidesPerView = { mobile: number; tablet: number; desktop: number };

export type SliderProps = {
  /** The slider's accessible name, e.g. "Celadon bottle vase: images". */
  label: string;
  /** One element per slide. */
  slides: ReactNode[];
  /** Autoplay interval in ms (docs/behaviour/media.md#sliders). @default undefined: none */
  autoplayMs?: number;
  /** Previous and next wrap around at the ends. @default false */
  loop?: boolean;
  /** Autoplay pauses while the pointer is over it. @default true */
  hoverPause?: boolean;
  /** @default one slide at every width */
  perView?: SlidesPerView;
  /** The slide box's aspect ratio, e.g. "1200 / 800": the first slide's, so the first paint is final. */
  aspectRatio?: string;
  /** Its slides' links open together in the lightbox (docs/behaviour/media.md#lightbox). @default false */
  gallery?: boolean;
  /** `compact`: small controls, for a card's image. @default "regular" */
  size?: "regular" | "compact";
  /**
   * How an image of another shape fills the frame: `contain` shows all of it (a gallery's
   * photographs), `cover` crops it to fill (a card, whose plain image is cropped the same way).
   * @default "contain"
   */
  fit?: "contain" | "cover";
  /**
   * The slider's own tab stops (its strip, its buttons). A card's slider has none: the card's
   * one link leads to the product and all its images, so a card costs one tab stop; pointer and
   * touch still move it. @default true
   */
  tabStops?: boolean;
  className?: string;
};

const one: SlidesPerView = { mobile: 1, tablet: 1, desktop: 1 };

function Arrow({ direction }: { direction: "prev" | "next" }) {
  return (
    <svg aria-hidden focusable={false} className="slider__icon slider__icon--flip" width="20" height="20" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
      <path d={direction === "prev" ? "M12.5 4.5 7 10l5.5 5.5" : "M7.5 4.5 13 10l-5.5 5.5"} />
    </svg>
  );
}

/** Pause and play glyphs; CSS shows the one for the slider's autoplay state. */
function ToggleIcons() {
  return (
    <>
      <svg aria-hidden focusable={false} className="slider__icon slider__icon--pause" width="16" height="16" viewBox="0 0 16 16" fill="currentColor">
        <rect x="3.5" y="3" width="3" height="10" rx="0.5" />
        <rect x="9.5" y="3" width="3" height="10" rx="0.5" />
      </svg>
      <svg aria-hidden focusable={false} className="slider__icon slider__icon--play" width="16" height="16" viewBox="0 0 16 16" fill="currentColor">
        <path d="M4.5 2.8v10.4a.5.5 0 0 0 .77.42l8-5.2a.5.5 0 0 0 0-.84l-8-5.2a.5.5 0 0 0-.77.42Z" />
      </svg>
    </>
  );
}

/**
 * A slider as the page is first painted (docs/behaviour/media.md#sliders): a scroll-snap
 * strip that works without JavaScript, each slide sized before anything loads, so nothing
 * shifts when its enhancer (slider.enhancer.ts) adds the controls, autoplay and dragging.
 * The controls are pre-rendered hidden and laid over the slides: showing them moves nothing.
 */
export function Slider(props: SliderProps) {
  const { label, slides, autoplayMs, loop = false, hoverPause = true, perView = one, aspectRatio, gallery = false, size = "regular", fit = "contain", tabStops = true } = props;
  const tabIndex = tabStops ? undefined : -1;
  const total = slides.length;
  const style = {
    "--slider-per-mobile": perView.mobile,
    "--slider-per-tablet": perView.tablet,
    "--slider-per-desktop": perView.desktop,
    ...(aspectRatio ? { "--slider-ratio": aspectRatio } : {}),
  } as CSSProperties;
  const first = Math.min(perView.mobile, total);
  const shownFirst = slidesShown(0, first, total, false);
  return (
    <section
      className={["slider", `slider--${size}`, aspectRatio ? `slider--framed slider--${fit}` : "", tabStops ? "" : "slider--no-tab-stops", props.className].filter(Boolean).join(" ")}
      aria-roledescription="carousel"
      aria-label={label}
      style={style}
      {...{
        [SLIDER.root]: "",
        [SLIDER.autoplay]: autoplayMs,
        [SLIDER.loop]: loop ? "" : undefined,
        [SLIDER.hoverPause]: hoverPause ? "" : undefined,
        "data-gallery": gallery ? "" : undefined,
      }}
    >
      {/* Focusable so the strip scrolls with the keyboard when there is no script (axe: scrollable-region-focusable);
          without tab stops (a card, whose link is its one stop) the strip does not scroll without the script, so it needs none. */}
      <div className="slider__viewport" tabIndex={tabStops ? 0 : -1} {...{ [SLIDER.viewport]: "" }}>
        {/* Not a list: each slide is a group named "3 of 8" (the carousel pattern), and a list may hold only list items. */}
        <div className="slider__track" {...{ [SLIDER.track]: "" }}>
          {slides.map((slide, index) => (
            <div key={index} className="slider__slide" role="group" aria-roledescription="slide" aria-label={slideName(index + 1, total)} {...{ [SLIDER.slide]: "" }}>
              {slide}
            </div>
          ))}
        </div>
      </div>
      {total > 1 && (
        <div className="slider__controls" hidden {...{ [SLIDER.controls]: "" }}>
          <button type="button" className="slider__arrow slider__arrow--prev" aria-label={SLIDER_WORDS.prev} tabIndex={tabIndex} disabled={!loop} {...{ [SLIDER.prev]: "" }}>
            <Arrow direction="prev" />
          </button>
          <button type="button" className="slider__arrow slider__arrow--next" aria-label={SLIDER_WORDS.next} tabIndex={tabIndex} {...{ [SLIDER.next]: "" }}>
            <Arrow direction="next" />
          </button>
          <div className="slider__status">
            <p className="slider__counter" aria-live="polite" aria-atomic="true" {...{ [SLIDER.counter]: "" }}>
              <span aria-hidden="true">{sliderCounter(shownFirst, total)}</span>
              <span className="visually-hidden">{sliderPosition(shownFirst, total)}</span>
            </p>
            {autoplayMs !== undefined && (
              <button type="button" className="slider__toggle" aria-label={SLIDER_WORDS.pause} tabIndex={tabIndex} {...{ [SLIDER.toggle]: "" }}>
                <ToggleIcons />
              </button>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
