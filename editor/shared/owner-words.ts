import { publishStepWords } from "../client/words/publish-steps";
import { fill, wordsOf } from "../client/words/studio-words";

/**
 * The studio speaks of what the owner made, never of the files that hold it
 * (docs/behaviour/page-builder.md#messages): `content/pages/care-guide.yaml` is
 * "the page “care-guide”", a build phase is a plain step. The build's own lines stay
 * under "Details".
 */

/** What a screen, message or progress line must never show: a content file's path, a file name, a folder of the repository. */
export const FILE_PATH = /content\/|\.ya?ml\b|\.md\b|\.json\b|\/drafts\/|\bsite\/|\.broken\b/;

const SETTINGS: Record<string, string> = {
  site: "the site settings",
  menu: "the menu",
  footer: "the footer",
  consent: "the consent settings",
  kit: "the colours and fonts",
  shop: "the shop settings",
};

/**
 * A content file (`content/drafts/posts/glaze-notebook.md`, `pages/home.yaml`) as the owner
 * knows it: "the draft post “glaze-notebook”". A file the studio has no name for: "a file of the site".
 */
export function placeOfFile(file: string): string {
  const parts = file.replace(/^(?:site\/)?content\//, "").split("/");
  let language = "";
  if (parts[0] === "editions" && parts.length > 2) {
    language = ` (${parts[1]})`;
    parts.splice(0, 2);
  }
  const draft = parts[0] === "drafts";
  if (draft) parts.shift();
  const [folder, name] = parts;
  const slug = name?.replace(/\.\w+$/, "");
  const kinds: Record<string, string> = { pages: "page", posts: "post", products: "product" };
  if (folder && slug && kinds[folder] && parts.length === 2) return `the ${draft ? "draft " : ""}${kinds[folder]} “${slug}”${language}`;
  if (folder === "settings" && slug && SETTINGS[slug]) return `${SETTINGS[slug]}${language}`;
  if (folder === "media") return "the picture library";
  return `a file of the site${language}`;
}

/** Build phases (site/scripts/build.ts, build/render-site.ts, build/prerender.ts) as the owner reads them while Publish runs, by their words (client/words/publish-steps.ts). */
type StepWords = (typeof publishStepWords)["en"];
const STEPS: [RegExp, (m: RegExpExecArray, w: StepWords) => string][] = [
  [/^validating content/, (_, w) => w.checking],
  [/^reusing the previous build/, (_, w) => w.keeping],
  [/^bundling/, (_, w) => w.preparing],
  [/^(\d+) content file\(s\) changed: rendering (\d+) of (\d+) pages/, (m, w) => fill(w.redrawing, { count: m[2]! })],
  [/^pages rendered: (\d+) of (\d+)/, (m, w) => fill(w.drawing, { done: m[1]!, all: m[2]! })],
  [/^search index files written: (\d+) of (\d+)/, (m, w) => fill(w.search, { done: m[1]!, all: m[2]! })],
  [/^social cards/, (_, w) => w.cards],
  [/^video posters/, (_, w) => w.posters],
  [/^the (\S+) edition/, (m, w) => fill(w.edition, { edition: m[1]! })],
  [/^site icon/, (_, w) => w.icon],
  [/^(?:partial build .*)?(?:build )?ready in/, (_, w) => w.live],
];

/**
 * The step a build is at, in plain words, from its progress line (`[build 0:31] pages rendered: 21 of 62`),
 * or undefined for a line that is not a progress line. A phase not named above: "Building the site".
 */
export function plainStepIn(line: string, language: string): string | undefined {
  const phase = /^\[build \d+:\d+\] (.*)$/.exec(line)?.[1];
  if (phase === undefined) return undefined;
  const words = wordsOf(publishStepWords, language);
  for (const [test, say] of STEPS) {
    const match = test.exec(phase);
    if (match) return say(match, words);
  }
  return words.building;
}

/** The step in English, as the server keeps it (`lines.map(plainStep)`); the studio's page says it in the owner's language (plainStepIn). */
export const plainStep = (line: string): string | undefined => plainStepIn(line, "en");
