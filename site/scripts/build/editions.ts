import { spawn } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { readContent } from "../../app/content/content-store.server";
import { knownPaths } from "../../app/content/cross-check.server";
import { firstEditionRoot, type Edition } from "../../app/source/editions.server";
import type { ContentStore } from "../../app/content/content-store.server";
import { editionShopProducts } from "../../app/features/shop/shop-products.server";
import type { BuildOutput } from "./output";

/**
 * A second language is an edition: a site of its own, built by this same script in a process
 * of its own (the site's config is one value per process, read from the content folder), into
 * `editions/{language}/` of the first language's new build, which switches both in at once
 * (docs/decisions/046-two-languages-on-one-site.md).
 */
const OUT = "VITRINE_EDITION_OUT";
const PREVIOUS = "VITRINE_EDITION_PREVIOUS";
/** Set for an edition whose first language tells it on its input when its social cards are made. */
const WAIT = "VITRINE_EDITION_WAITS";
const GO = "cards made\n";

/** Where an edition's build goes inside a build folder. */
export const editionBuildDir = (buildDir: string, edition: Edition): string => path.join(buildDir, "editions", edition.language);

/**
 * Starts building `edition` into the build folder `into`, reusing what it can of its build in
 * `previous`, alongside the first language's own build: it makes its pages meanwhile, and
 * waits for `cardsMade()` before it writes its social cards into the first language's
 * pictures, where the first language's run removes the cards no page names. `exited`
 * resolves to its exit code.
 */
export function startEdition(edition: Edition, options: { into: string; previous: string | undefined; script: string }): { exited: Promise<number>; cardsMade(): void; stop(): void } {
  const previous = options.previous && editionBuildDir(options.previous, edition);
  const env: NodeJS.ProcessEnv = { ...process.env, VITRINE_CONTENT_DIR: edition.root, [OUT]: editionBuildDir(options.into, edition), [WAIT]: "1" };
  if (previous && existsSync(previous)) env[PREVIOUS] = previous;
  else delete env[PREVIOUS];
  // The same script with the same loader (tsx) as this one.
  const child = spawn(process.execPath, [...process.execArgv, options.script], { cwd: process.cwd(), env, stdio: ["pipe", "inherit", "inherit"] });
  // An edition that has ended (a failure) no longer reads: nothing to tell it.
  child.stdin?.on("error", () => {});
  const exited = new Promise<number>((resolve) => {
    child.on("exit", (code) => resolve(code ?? 1));
    child.on("error", () => resolve(1));
  });
  // stop: the first language's build failed; its folder goes, and the edition with it.
  return { exited, cardsMade: () => child.stdin?.end(GO), stop: () => child.kill("SIGTERM") };
}

/**
 * In an edition's run: resolves once the first language's run has made its social cards;
 * exits when that run has ended without (its build failed, and its folder is gone).
 */
export function firstLanguageCardsMade(): Promise<void> {
  if (!process.env[WAIT]) return Promise.resolve();
  return new Promise((resolve) => {
    let told = "";
    process.stdin.setEncoding("utf8");
    process.stdin.on("data", (text: string) => {
      told += text;
      if (told.includes(GO)) resolve();
    });
    process.stdin.on("end", () => {
      if (told.includes(GO)) return;
      console.error("The first language's build has stopped; this edition stops with it.");
      process.exit(1);
    });
  });
}

/** The output of an edition's build: the folder its first language's build named, switched in with that build. */
export function editionOutput(edition: Edition): BuildOutput {
  const dir = process.env[OUT];
  if (!dir) {
    throw new Error(`${edition.root} is the ${edition.language} edition of a site: build the site from its first language's content folder, which builds every edition.`);
  }
  return {
    dir,
    previous: process.env[PREVIOUS],
    commit() {},
    discard: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** The first language's pages `edition` lacks, as addresses: the build lists them; nothing in the edition links to them. */
export async function untranslated(first: ContentStore, edition: Edition): Promise<string[]> {
  const second = await readContent(edition.root);
  const theirs = knownPaths(second);
  const pages = [
    ...first.pages.map((p) => (p.slug === "home" ? "/" : `/${p.slug}`)),
    ...first.posts.map((p) => `/blog/${p.slug}`),
    ...first.products.map((p) => `/shop/${p.slug}`),
  ];
  return pages.filter((address) => !theirs.has(address));
}

/**
 * What a language's `shop.json` sells (docs/behaviour/shop.md): the first language's products; an
 * edition's, every product of the first language in the edition's words where translated, each
 * at its page: the edition's own under its prefix, the first language's otherwise.
 */
export async function editionShop(products: ContentStore["products"], edition: Edition | undefined) {
  if (!edition) return { sold: products, prefix: "", hrefOf: (slug: string) => `/shop/${slug}` };
  const first = await readContent(firstEditionRoot(edition.root));
  const translated = new Set(products.map((p) => p.slug));
  return {
    sold: editionShopProducts(products, first.products),
    prefix: edition.prefix,
    hrefOf: (slug: string) => (translated.has(slug) ? `${edition.prefix}/shop/${slug}` : `/shop/${slug}`),
  };
}
