import sliderWords from "~/config/parts/slider-words";
import { fill } from "~/words/word.mjs";

/** The slider's words in the site's language (`words.slider`), loaded with the slider's code. */
export const SLIDER_WORDS = sliderWords;

/** "Slide 3 of 8", or "Slides 1 to 3 of 8" when several show. */
export const sliderPosition = (first: number, last: number, total: number) =>
  fill(first === last ? sliderWords.position : sliderWords.positionRange, { first, last, total });

/** A slide's name: "3 of 8". */
export const slideName = (index: number, total: number) => fill(sliderWords.slide, { index, total });
