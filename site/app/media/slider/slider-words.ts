import sliderWords from "~/config/parts/slider-words";
import { fill } from "~/words/word.mjs";
import { slideRuns } from "./slider-names";

/** The slider's words in the site's language (`words.slider`), loaded with the slider's code. */
export const SLIDER_WORDS = sliderWords;

/**
 * "Slide 3 of 8", "Slides 1 to 3 of 8" when several show, or "Slides 5, 6, and 1 of 6" when
 * a looping view runs past the last slide (the list in the site's language).
 */
export function sliderPosition(shown: readonly number[], total: number): string {
  const runs = slideRuns(shown);
  if (runs.length > 1) {
    const list = new Intl.ListFormat(sliderWords.language, { type: "conjunction" }).format(shown.map(String));
    return fill(sliderWords.positionList, { list, total });
  }
  const [first, last] = runs[0] ?? [1, 1];
  return fill(first === last ? sliderWords.position : sliderWords.positionRange, { first, last, total });
}

/** A slide's name: "3 of 8". */
export const slideName = (index: number, total: number) => fill(sliderWords.slide, { index, total });
