// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { sliderParts } from "./slider-options";
import { showPosition } from "./slider-view";

/** A carousel of `total` slides as the library moves it (docs/behaviour/media.md#sliders). */
function carousel(total: number) {
  const slides = Array.from({ length: total }, () => "<div data-slider-slide></div>").join("");
  document.body.innerHTML = `
    <section data-slider data-slider-mode="engine">
      <div data-slider-viewport><div data-slider-track>${slides}</div></div>
      <p data-slider-counter><span aria-hidden="true"></span><span></span></p>
    </section>`;
  return sliderParts("[data-slider]")!;
}

/** What the counter shows and says, and which slides a visitor can reach (1-based). */
function shown(index: number, o: { per: number; total: number; loop: boolean }) {
  const parts = carousel(o.total);
  showPosition(parts, { index, per: o.per, canPrev: true, canNext: true }, { loop: o.loop, announce: true });
  const [visible, spoken] = parts.counter!.children;
  const reachable = parts.slides.flatMap((slide, i) => (slide.hasAttribute("inert") ? [] : [i + 1]));
  return { visible: visible!.textContent, spoken: spoken!.textContent, reachable };
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("the slider's counter", () => {
  it("names the slides in view: one, or a run", () => {
    expect(shown(0, { per: 1, total: 6, loop: false })).toEqual({ visible: "1 / 6", spoken: "Slide 1 of 6", reachable: [1] });
    expect(shown(3, { per: 3, total: 6, loop: false })).toEqual({ visible: "4–6 / 6", spoken: "Slides 4 to 6 of 6", reachable: [4, 5, 6] });
    expect(shown(2, { per: 3, total: 6, loop: true })).toEqual({ visible: "3–5 / 6", spoken: "Slides 3 to 5 of 6", reachable: [3, 4, 5] });
  });

  it("follows a looping view past the last slide to the first, and leaves the wrapped slides reachable", () => {
    expect(shown(4, { per: 3, total: 6, loop: true })).toEqual({ visible: "5–6, 1 / 6", spoken: "Slides 5, 6, and 1 of 6", reachable: [1, 5, 6] });
    expect(shown(5, { per: 3, total: 6, loop: true })).toEqual({ visible: "6, 1–2 / 6", spoken: "Slides 6, 1, and 2 of 6", reachable: [1, 2, 6] });
    expect(shown(5, { per: 2, total: 6, loop: true })).toEqual({ visible: "6, 1 / 6", spoken: "Slides 6 and 1 of 6", reachable: [1, 6] });
  });
});
