/**
 * `npm run new-site`: starts the owner's own site beside the demo (docs/owner.md, "Start your
 * own site"; docs/decisions/044-start-your-own-site.md). Asks for the site's name, language,
 * tagline, contact address and web address on a terminal, or takes them as flags:
 *   npm run new-site -- --name "Ada's Pottery" --language fr --email ada@example.com \
 *     --url https://ada.example --tagline "…" --dir my-site
 * then points the build, the server and the studio at it (vitrine-site.json).
 */
import path from "node:path";
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { fileURLToPath } from "node:url";
import { chooseSite } from "../../app/source/site-choice.server";
import { createSite } from "./create-site";
import { checkSiteOptions, LOCAL_URL, startLanguages, type SiteOptions } from "./site-options";
import { starterWordsFor } from "./starter-words";
import { typedPath } from "../../app/source/typed-path.mjs";

const repoDir = fileURLToPath(new URL("../../..", import.meta.url));
// Where the command was typed: folders given are relative to it (app/source/typed-path.mjs).
const typedIn = typedPath(".");

const { values } = parseArgs({
  options: {
    name: { type: "string" },
    tagline: { type: "string" },
    language: { type: "string" },
    email: { type: "string" },
    url: { type: "string" },
    dir: { type: "string" },
    "stay-on-demo": { type: "boolean", default: false },
  },
});

/** Asks for each answer the flags left out, again until it is right; on no terminal, asks nothing. */
async function ask(given: SiteOptions): Promise<SiteOptions> {
  if (!process.stdin.isTTY) return given;
  const terminal = createInterface({ input: process.stdin, output: process.stdout });
  const answers = { ...given };
  const question = async (key: keyof SiteOptions, label: string, prompt: string, fallback?: () => string) => {
    while (answers[key] === undefined || problemOf(answers, label)) {
      if (answers[key] !== undefined) console.log(`  ${problemOf(answers, label)}`);
      const shown = fallback?.();
      const typed = (await terminal.question(`${prompt}${shown ? ` [${shown}]` : ""}: `)).trim();
      answers[key] = typed || shown || "";
    }
  };
  console.log("Your own site: a few questions (everything can be changed later in the studio).\n");
  await question("name", "Name", "Your site's name");
  await question("language", "Language", `Its language (${startLanguages.join(", ")})`, () => "en");
  await question("tagline", "Tagline", "A line under the name: what you make", () => starterWordsFor(answers.language ?? "en").tagline);
  await question("email", "Email", "The address visitors can write to");
  await question("url", "Address", "Its address on the web, if you know it", () => LOCAL_URL);
  terminal.close();
  return answers;
}

const problemOf = (answers: SiteOptions, label: string) => checkSiteOptions(answers).problems.find((p) => p.startsWith(`${label}:`));

const dir = path.resolve(typedIn, values.dir ?? "my-site");
const result = createSite(dir, await ask(values), path.join(repoDir, "site", "public"));
if (!result.ok) {
  console.error(`No site was made:\n${result.problems.map((p) => `  ${p}`).join("\n")}`);
  if (!process.stdin.isTTY) console.error('\nGive the answers as flags: npm run new-site -- --name "Your site" --email you@example.com [--language fr] [--url https://…] [--dir my-site]');
  process.exit(1);
}
const relative = path.relative(typedIn, result.dir);
const shown = relative.startsWith("..") ? result.dir : relative || ".";
console.log(`\nYour site is in ${shown}/ (${result.files.length} files: content/ for its pages and settings, public/ for its images).`);
if (values["stay-on-demo"]) {
  console.log(`The tools still work on the demo; npm run use-site -- ${shown} switches to your site.`);
} else {
  chooseSite(repoDir, result.dir);
  console.log(`From now on the tools work on it:
  npm start      builds your site and serves it on http://localhost:3000
  npm run edit   opens the studio on it, to write your pages
  npm run demo   goes back to the demo (your site stays where it is); npm run use-site -- ${shown} comes back to yours`);
}
