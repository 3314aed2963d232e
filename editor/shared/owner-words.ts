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
export const placeOfFile = (file: string): string => placeOf(file);

/** Where a picture is used, by the title of the page, post or product there when known: "the draft post “Glaze notebook”". */
export const placeOfUse = (use: { file: string; title?: string }): string => placeOf(use.file, use.title);

function placeOf(file: string, title?: string): string {
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
  if (folder && slug && kinds[folder] && parts.length === 2) return `the ${draft ? "draft " : ""}${kinds[folder]} “${title || slug}”${language}`;
  if (folder === "settings" && slug && SETTINGS[slug]) return `${SETTINGS[slug]}${language}`;
  if (folder === "media") return "the picture library";
  return `a file of the site${language}`;
}

/** Build phases (site/scripts/build.ts, build/render-site.ts, build/prerender.ts) as the owner reads them while Publish runs. */
const STEPS: [RegExp, (m: RegExpExecArray) => string][] = [
  [/^validating content/, () => "Checking your pages, posts and products"],
  [/^reusing the previous build/, () => "Keeping what has not changed"],
  [/^bundling/, () => "Preparing the site (the longest step)"],
  [/^(\d+) content file\(s\) changed: rendering (\d+) of (\d+) pages/, (m) => `Redrawing the ${m[2]} pages your changes touch`],
  [/^pages rendered: (\d+) of (\d+)/, (m) => `Drawing the pages: ${m[1]} of ${m[2]}`],
  [/^search index files written: (\d+) of (\d+)/, (m) => `Preparing the site's search: ${m[1]} of ${m[2]}`],
  [/^social cards/, () => "Drawing the pictures shown when a page is shared"],
  [/^video posters/, () => "Preparing the videos' first pictures"],
  [/^the (\S+) edition/, (m) => `The ${m[1]} edition`],
  [/^site icon/, () => "The site icon"],
  [/^(?:partial build .*)?(?:build )?ready in/, () => "Putting the new site live"],
];

/**
 * The step a build is at, in plain words, from its progress line (`[build 0:31] pages rendered: 21 of 62`),
 * or undefined for a line that is not a progress line. A phase not named above: "Building the site".
 */
export function plainStep(line: string): string | undefined {
  const phase = /^\[build \d+:\d+\] (.*)$/.exec(line)?.[1];
  if (phase === undefined) return undefined;
  for (const [test, say] of STEPS) {
    const match = test.exec(phase);
    if (match) return say(match);
  }
  return "Building the site";
}
