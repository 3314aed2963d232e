// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { readSliderOptions, sliderParts } from "./slider-options";

const slider = (attrs = "") => `
  <section data-slider ${attrs}>
    <div data-slider-viewport><ul data-slider-track><li data-slider-slide></li><li data-slider-slide></li></ul></div>
    <button data-slider-prev></button><button data-slider-next></button>
  </section>`;

afterEach(() => {
  document.body.innerHTML = "";
  document.body.className = "";
  vi.restoreAllMocks();
});

describe("sliderParts", () => {
  it("finds the viewport, track, slides and controls of a slider", () => {
    document.body.innerHTML = slider();
    const parts = sliderParts("[data-slider]");
    expect(parts?.slides).toHaveLength(2);
    expect(parts?.prev).toBeInstanceOf(HTMLButtonElement);
    expect(parts?.toggle).toBeUndefined();
  });

  it.each([
    ["a selector that matches nothing", "#missing", "Bad element for Flickity: #missing"],
    ["null", null, "Bad element for Flickity: null"],
  ])("logs the library's message for %s and returns nothing", (_, target, message) => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(sliderParts(target)).toBeUndefined();
    expect(error).toHaveBeenCalledWith(message);
  });

  it("names an element that has no viewport", () => {
    document.body.innerHTML = `<section id="s" data-slider></section>`;
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(sliderParts(document.getElementById("s"))).toBeUndefined();
    expect(error).toHaveBeenCalledWith("Bad element for Flickity: <section#s> without its viewport and track");
  });
});

describe("readSliderOptions", () => {
  const root = () => document.querySelector<HTMLElement>("[data-slider]")!;
  const motion = (reduce: boolean) =>
    (window.matchMedia = vi.fn((query: string) => ({ matches: reduce && query.includes("reduce") }) as MediaQueryList));

  it("autoplays at the interval the build wrote", () => {
    motion(false);
    document.body.innerHTML = slider(`data-slider-autoplay="6000" data-slider-loop`);
    expect(readSliderOptions(root())).toMatchObject({ autoplayMs: 6000, loop: true, hoverPause: false, rtl: false });
  });

  it("never autoplays inside a shop card's image", () => {
    motion(false);
    document.body.innerHTML = `<div class="woo-entry-image">${slider(`data-slider-autoplay="3000"`)}</div>`;
    expect(readSliderOptions(root()).autoplayMs).toBeUndefined();
  });

  it("does not autoplay and jumps under reduced motion", () => {
    motion(true);
    document.body.innerHTML = slider(`data-slider-autoplay="6000"`);
    expect(readSliderOptions(root())).toMatchObject({ autoplayMs: undefined, reducedMotion: true });
  });

  it.each(["0", "-5", "soon", ""])("ignores an autoplay interval of %j", (value) => {
    motion(false);
    document.body.innerHTML = slider(`data-slider-autoplay="${value}"`);
    expect(readSliderOptions(root()).autoplayMs).toBeUndefined();
  });

  it("runs right to left when the body has the rtl class", () => {
    motion(false);
    document.body.innerHTML = slider();
    document.body.classList.add("rtl");
    expect(readSliderOptions(root()).rtl).toBe(true);
  });
});
