import { NO_AUTOPLAY_CLASS, SLIDER } from "./slider-names";

/** What a pre-rendered slider asks for, as its enhancer reads it (docs/behaviour/media.md#sliders). */
export type SliderOptions = {
  /** Autoplay interval in ms; undefined: none. */
  autoplayMs: number | undefined;
  loop: boolean;
  hoverPause: boolean;
  /** `<body class="rtl">`: the slides run the other way. */
  rtl: boolean;
  /** prefers-reduced-motion: no autoplay, no animated moves. */
  reducedMotion: boolean;
};

/**
 * The slider's options from its attributes and its page. Autoplay is whatever the build
 * wrote (6000 ms on gallery posts and products, 3000 ms elsewhere), except inside a shop
 * card's image (`.woo-entry-image`), which never autoplays, and under reduced motion.
 */
export function readSliderOptions(root: HTMLElement): SliderOptions {
  const doc = root.ownerDocument;
  const win = doc.defaultView;
  const reducedMotion = win?.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  const declared = Number(root.getAttribute(SLIDER.autoplay));
  const allowed = root.hasAttribute(SLIDER.autoplay) && Number.isFinite(declared) && declared > 0 && !root.closest(`.${NO_AUTOPLAY_CLASS}`);
  return {
    autoplayMs: allowed && !reducedMotion ? declared : undefined,
    loop: root.hasAttribute(SLIDER.loop),
    hoverPause: root.hasAttribute(SLIDER.hoverPause),
    rtl: doc.body.classList.contains("rtl"),
    reducedMotion,
  };
}

/** The parts a slider needs; undefined when `target` is not a slider (the spec's "Bad element for Flickity"). */
export function sliderParts(target: Element | string | null | undefined, doc: Document = document) {
  const root = typeof target === "string" ? doc.querySelector(target) : target;
  const viewport = root?.querySelector<HTMLElement>(`[${SLIDER.viewport}]`);
  const track = viewport?.querySelector<HTMLElement>(`[${SLIDER.track}]`);
  if (!(root instanceof HTMLElement) || !viewport || !track) {
    console.error(`Bad element for Flickity: ${typeof target === "string" ? target : describe(target)}`);
    return undefined;
  }
  const slides = Array.from(track.querySelectorAll<HTMLElement>(`[${SLIDER.slide}]`));
  const control = <T extends HTMLElement>(name: string) => root.querySelector<T>(`[${name}]`) ?? undefined;
  return {
    root,
    viewport,
    track,
    slides,
    controls: control(SLIDER.controls),
    prev: control<HTMLButtonElement>(SLIDER.prev),
    next: control<HTMLButtonElement>(SLIDER.next),
    counter: control(SLIDER.counter),
    toggle: control<HTMLButtonElement>(SLIDER.toggle),
  };
}

export type SliderParts = NonNullable<ReturnType<typeof sliderParts>>;

function describe(target: unknown): string {
  if (target instanceof Element) return `<${target.localName}${target.id ? `#${target.id}` : ""}> without its viewport and track`;
  return String(target);
}
