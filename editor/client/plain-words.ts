/**
 * The build's messages in an owner's words (docs/behaviour/page-builder.md#messages):
 * "Text alternative can't be empty: fill it in." for
 * `….alt: expected at least 1 character, received 0`. The field is named by its label
 * and the sentence says what to do; the build's own line stays beside it under "Details".
 * A message the patterns below do not know is shown as written (its own words), never hidden.
 */

import { problemWords } from "./words/problems";
import { countWord, fill, wordsOf } from "./words/studio-words";

type Rule = { test: RegExp; say(label: string, match: RegExpExecArray, w: ProblemWords): string };
type ProblemWords = (typeof problemWords)["en"];

const RULES: Rule[] = [
  { test: /^(?:expected at least 1 character, received 0|required \(expected [^)]+\)|expected a string, received null)/, say: (label, _, w) => fill(w.empty, { label }) },
  {
    test: /^expected at least (\d+) characters?, received (\d+)/,
    say: (label, m, w) => fill(w.tooShort, { label, least: countWord(w.characters, Number(m[1])), has: m[2]! }),
  },
  {
    test: /^expected at most (\d+) characters?, received (\d+)/,
    say: (label, m, w) => fill(w.tooLong, { label, most: countWord(w.characters, Number(m[1])), has: m[2]! }),
  },
  {
    test: /^expected at least (\d+) items?, received (\d+)/,
    say: (label, m, w) => fill(w.tooFew, { label, least: countWord(w.items, Number(m[1])), more: Number(m[1]) - Number(m[2]) }),
  },
  {
    test: /^expected at most (\d+) items?, received (\d+)/,
    say: (label, m, w) => fill(w.tooMany, { label, most: Number(m[1]), extra: Number(m[2]) - Number(m[1]) }),
  },
  { test: /^expected (?:at least|greater than) (-?[\d.]+)/, say: (label, m, w) => fill(w.tooSmall, { label, least: m[1]! }) },
  { test: /^expected (?:at most|less than) (-?[\d.]+)/, say: (label, m, w) => fill(w.tooLarge, { label, most: m[1]! }) },
  { test: /^expected a (?:whole )?number, received/, say: (label, _, w) => fill(w.notNumber, { label }) },
  { test: /^expected one of .*, received/, say: (label, _, w) => fill(w.unknownChoice, { label }) },
  { test: /^expected a CSS colour/, say: (label, _, w) => fill(w.notColour, { label }) },
  { test: /^unknown font "([^"]+)"/, say: (label, m, w) => fill(w.unknownFont, { label, font: m[1]! }) },
  { test: /^unknown image "([^"]+)"/, say: (label, m, w) => fill(w.unknownImage, { label, image: m[1]! }) },
  {
    test: /^not square: this picture is (\d+) × (\d+) px/,
    say: (label, m, w) => capital(fill(w.notSquare, { label: label.toLowerCase(), width: m[1]!, height: m[2]! })),
  },
  { test: /^has the wrong format|^expected a valid/, say: (label, _, w) => fill(w.wrongFormat, { label }) },
  { test: /^unknown fields? /, say: (label, _, w) => fill(w.unknownField, { label }) },
];

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * One problem in plain words. `label` names the field as the editor shows it (its
 * label, or "This page" for a whole-file problem); `message` is the build's, without
 * the file and the field.
 */
export function plainProblem(label: string, message: string): string {
  const w = wordsOf(problemWords);
  for (const rule of RULES) {
    const match = rule.test.exec(message);
    if (match) return rule.say(label, match, w);
  }
  // A message written for authors (e.g. "describe the image for people who cannot see it (alt must not be empty)"):
  // its own words, without the trailing note that names the field by its file key.
  const words = message.replace(/\s*\([a-zA-Z_]+ must [^)]*\)\s*$/, "");
  return fill(w.asWritten, { label, words: `${capital(words)}${/[.!?]$/.test(words) ? "" : "."}` });
}

/** What a settings file's keys are called in the studio, for naming a problem's place, each read in the owner's language. */
const NAMES: Record<string, string> = {
  get menu() { return wordsOf(problemWords).placeMenu; },
  get children() { return wordsOf(problemWords).placeChildren; },
  get mega() { return wordsOf(problemWords).placeMega; },
  get links() { return wordsOf(problemWords).placeLinks; },
  get widgets() { return wordsOf(problemWords).placeWidgets; },
  get featured() { return wordsOf(problemWords).placeFeatured; },
  get link() { return wordsOf(problemWords).placeLink; },
  get label() { return wordsOf(problemWords).placeLabel; },
  get href() { return wordsOf(problemWords).placeHref; },
  get title() { return wordsOf(problemWords).placeTitle; },
  get text() { return wordsOf(problemWords).placeText; },
  get copyright() { return wordsOf(problemWords).placeCopyright; },
  get name() { return wordsOf(problemWords).placeName; },
  get tagline() { return wordsOf(problemWords).placeTagline; },
  get language() { return wordsOf(problemWords).placeLanguage; },
  get contactEmail() { return wordsOf(problemWords).placeContactEmail; },
  get logo() { return wordsOf(problemWords).placeLogo; },
  get favicon() { return wordsOf(problemWords).placeFavicon; },
  get social() { return wordsOf(problemWords).placeSocial; },
  get photoFeed() { return wordsOf(problemWords).placePhotoFeed; },
  get services() { return wordsOf(problemWords).placeServices; },
  get service() { return wordsOf(problemWords).placeService; },
  get account() { return wordsOf(problemWords).placeAccount; },
  get purpose() { return wordsOf(problemWords).placePurpose; },
  get words() { return wordsOf(problemWords).placeWords; },
};

/** `["menu", 6, "children", 2, "href"]` → "Menu item 7, drop-down link 3: Address". `names`: a screen's own names for its keys. */
export function placeOf(path: readonly (string | number)[], names: Record<string, string> = NAMES): string {
  const parts: string[] = [];
  for (let i = 0; i < path.length; i++) {
    const key = String(path[i]);
    const index = path[i + 1];
    if (typeof index === "number") {
      parts.push(`${names[key] ?? key} ${index + 1}`);
      i++;
    } else parts.push(names[key] ?? key);
  }
  const last = typeof path.at(-1) === "string" ? parts.pop() : undefined;
  const where = parts.join(", ");
  return last ? (where ? `${where}: ${last}` : last) : where || wordsOf(problemWords).theseSettings;
}
