import { placeWords } from "../client/words/places";
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

const SETTINGS: Record<string, "site" | "menu" | "footer" | "consent" | "kit" | "shop"> = { site: "site", menu: "menu", footer: "footer", consent: "consent", kit: "kit", shop: "shop" };
const KINDS: Record<string, "page" | "post" | "product"> = { pages: "page", posts: "post", products: "product" };
const DRAFTS = { page: "draftPage", post: "draftPost", product: "draftProduct" } as const;

/**
 * A content file (`content/drafts/posts/glaze-notebook.md`, `pages/home.yaml`) as the owner
 * knows it, in `language` (client/words/places.ts): "the draft post “glaze-notebook”". A file
 * the studio has no name for: "a file of the site".
 */
export function placeOfFileIn(file: string, language: string, title?: string): string {
  const words = wordsOf(placeWords, language);
  const parts = file.replace(/^(?:site\/)?content\//, "").split("/");
  let edition = "";
  if (parts[0] === "editions" && parts.length > 2) {
    edition = parts[1]!;
    parts.splice(0, 2);
  }
  const inEdition = (place: string) => (edition ? fill(words.inLanguage, { place, language: edition }) : place);
  const draft = parts[0] === "drafts";
  if (draft) parts.shift();
  const [folder, name] = parts;
  const slug = name?.replace(/\.\w+$/, "");
  const kind = folder && Object.hasOwn(KINDS, folder) ? KINDS[folder] : undefined;
  if (kind && slug && parts.length === 2) return inEdition(fill(words[draft ? DRAFTS[kind] : kind], { slug: title || slug }));
  if (folder === "settings" && slug && Object.hasOwn(SETTINGS, slug)) return inEdition(words[SETTINGS[slug]!]);
  if (folder === "media") return words.media;
  return inEdition(words.other);
}

/** A content file named in English, as the server's own answers say it (`changed.map(placeOfFile)`); the studio's page names it in the owner's language (placeOfFileIn). */
export const placeOfFile = (file: string): string => placeOfFileIn(file, "en");

/** Where a picture is used, by the title of the page, post or product there when known: "the draft post “Glaze notebook”". */
export const placeOfUse = (use: { file: string; title?: string }, language = "en"): string => placeOfFileIn(use.file, language, use.title);

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
