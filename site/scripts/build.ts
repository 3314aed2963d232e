/**
 * Production build: validate every content file first, then bundle and pre-render into a
 * new versioned folder and switch it in atomically only when everything succeeded, so a
 * broken content file never replaces the last good build, and a server following the
 * live link never finds it missing (docs/decisions/013-linear-build-and-atomic-output.md).
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { contentDir } from "../app/source/content-dir.server";
import { mediaDirOf } from "../app/source/site-choice.server";
import { readRedirects } from "../app/content/redirects.server";
import { checkContent } from "../app/content/validate.server";
import { formatRedirectsFile } from "../server/redirects-file.mjs";
import { bootBudgetWarning } from "./boot-budget";
import { postBuild } from "./post-build";
import { builtSiteConfig } from "./post-build/site-consent";
import { createBuildOutput } from "./build/output";
import { createProgress } from "./build/progress";
import { renderSite } from "./build/render-site";
import { contentHashes } from "./build/incremental";
import { collectForms } from "../app/content/form-manifest.server";
import { CONSENT_LOG_FILE } from "../app/consent/consent-log-names.mjs";
import { consentLogStamp } from "./post-build/consent-log-stamp";
import { SERVER_WORDS_FILE } from "../app/words/server-words-names.mjs";
import { serverWordsOf } from "./build/server-words";
import { SHOP_FILE } from "../app/features/shop/shop-names.mjs";
import { shopManifest } from "../app/features/shop/shop-products.server";
import { loadSiteFeatures } from "../app/features/load-site-features.server";
import { writeSiteIcons } from "./build/site-icons";
import { builtEditions, editionOf, editionsOf, hasHomePage } from "../app/source/editions.server";
import { editionOutput, editionShop, firstLanguageCardsMade, startEdition, untranslated } from "./build/editions";
import { languageName } from "../app/config/language-name";
import { typedPath } from "../app/source/typed-path.mjs";
import { checkSitemap } from "./build/found-sitemap-check";
import { makeSocialCards } from "./build/found-social-cards";

const siteDir = fileURLToPath(new URL("..", import.meta.url));
// Overrides are relative to where the command was typed (npm runs workspace scripts in site/):
// the one rule of app/source/typed-path.mjs, which contentDir() and npm run backup read too.
const fromCwd = (p: string) => typedPath(p);
// VITRINE_OUT_DIR: build somewhere else than site/build (serve.mjs reads the same variable).
const live = process.env.VITRINE_OUT_DIR ? fromCwd(process.env.VITRINE_OUT_DIR) : `${siteDir}build`;
const progress = createProgress();
/**
 * VITRINE_BUILD_PAGES=/,/about: a partial build of only those pages (and the not-found page),
 * for the browser tests' consent variants (docs/testing.md): no search index but for the
 * search page, no second language, no compressed copies. Never a site to put live.
 */
const only = process.env.VITRINE_BUILD_PAGES?.split(",").map((address) => address.trim()).filter(Boolean);
let discard = () => {};

function fail(message: string): never {
  discard();
  console.error(`\nBuild failed; the previous build was left in place.\n${message}`);
  process.exit(1);
}

// Validation and the pre-render must read the same content folder and site config
// (VITRINE_SITE_CONFIG, see vite.config.ts): make the overrides absolute.
for (const name of ["VITRINE_CONTENT_DIR", "VITRINE_SITE_CONFIG"]) {
  if (process.env[name]) process.env[name] = fromCwd(process.env[name]);
}
// The owner's site that vitrine-site.json names, pinned for the whole build: a switch to the demo
// meanwhile (npm run demo) never mixes two sites in one build (docs/decisions/044-start-your-own-site.md).
process.env.VITRINE_CONTENT_DIR ??= contentDir();

progress.phase("validating content");
// Hashed before reading, so a file edited during this build is rendered again by the next.
const hashes = contentHashes(contentDir());
const { problems, store } = await checkContent();
if (problems.length > 0) fail(problems.join("\n"));

// The features' build steps (the lazy videos' posters, fetched once and self-hosted:
// docs/behaviour/media.md#lazy-video), before the bundler copies the public folder.
// When this build began, handed down to a second language's run (it inherits the environment).
const startedMs = Number((process.env.VITRINE_BUILD_STARTED_MS ??= String(Date.now())));
const contentTexts = [...store.posts, ...store.products].map((e) => e.body).concat([...store.pages, ...store.blocks].map((e) => JSON.stringify(e.data)));
for (const feature of (await loadSiteFeatures()).all) {
  if (!feature.build) continue;
  progress.phase(feature.build.label);
  const step = (await feature.build.load()).default;
  await step({ config: await builtSiteConfig(), texts: contentTexts, mediaDir: mediaDirOf(contentDir()), cacheDir: path.join(siteDir, ".cache"), startedMs });
}

// A new versioned folder, switched in atomically at the end (build/output.ts); a second
// language's edition is built into the folder its first language's build names (build/editions.ts).
const edition = editionOf(contentDir());
const output = edition ? editionOutput(edition) : createBuildOutput(live);
// The second language's processes (below); a failed build stops them too, which would write into the folder removed.
const editionRuns: { cardsMade(): void; stop(): void }[] = [];
discard = () => {
  for (const run of editionRuns) run.stop();
  output.discard();
};

// The site's second language, built into this build (docs/decisions/046-two-languages-on-one-site.md),
// in a process of its own: alongside this one's pages when this build reuses the previous bundles
// (one bundler at a time keeps the build's memory as it was), else once this one's pages are made.
// It writes only into its own folder, and its social cards into the shared pictures once this
// process has made its own (docs/decisions/051-a-publish-renders-what-changed.md). Both have
// ended before the build is switched in.
let editionsBuilt: Promise<void> = Promise.resolve();
const editions = !edition && !only ? builtEditions(contentDir()) : [];
if (!edition && !only) {
  for (const left of editionsOf(contentDir()).filter((each) => !editions.some((built) => built.language === each.language))) {
    const why = hasHomePage(left) ? "a static export (or a variant of the site's config) is a site of one language" : "it has no home page yet, and the site shows a language once its home page is translated";
    console.warn(`\nWarning: the ${languageName(left.language, "en")} edition (content/editions/${left.language}) is not built: ${why}.`);
  }
}
function startEditions() {
  if (editionRuns.length > 0 || editions.length === 0) return;
  const runs = editions.map((each) => {
    progress.phase(`the ${languageName(each.language, "en")} edition (${each.prefix}/)`);
    const run = startEdition(each, { into: output.dir, previous: output.previous, script: fileURLToPath(import.meta.url) });
    editionRuns.push(run);
    return { each, run };
  });
  editionsBuilt = Promise.all(
    runs.map(async ({ each, run }) => {
      const [code, missing] = await Promise.all([run.exited, untranslated(store, each)]);
      if (code !== 0) fail(`The ${languageName(each.language, "en")} edition (content/editions/${each.language}) did not build: see above.`);
      if (missing.length > 0) console.log(`\nNot in ${languageName(each.language, "en")} yet (linked to its home instead): ${missing.join(", ")}`);
    }),
  ).then(() => {});
}

try {
  await renderSite({ output, store, contentHashes: hashes, contentRoot: contentDir(), siteDir, progress, full: Boolean(process.env.VITRINE_FULL_BUILD), only, onBundles: (reused) => reused && startEditions() });
} catch (error) {
  fail(error instanceof Error && /^(react-router build|VITRINE_BUILD_PAGES)/.test(error.message) ? error.message : ((error as Error).stack ?? String(error)));
}

// Every page open to search engines in the sitemap, once (docs/behaviour/found.md#sitemaps); a
// partial build has no whole sitemap to check.
if (!only) {
  const missed = checkSitemap(path.join(output.dir, "client"), edition?.prefix ?? "");
  if (missed.length > 0) fail(`The sitemap does not match the pages built:\n${missed.join("\n")}`);
}

// Every page's social card, once per distinct card, kept in the cache between builds
// (docs/behaviour/found.md#social-cards); an edition's go to the shared media, the first language's.
// An edition's cards go into the first language's pictures, after the first language has made (and pruned) its own.
if (edition) await firstLanguageCardsMade();
progress.phase("social cards");
const cards = await makeSocialCards(
  { pagesDir: path.join(output.dir, "client"), mediaDir: path.join(output.dir, ...(edition ? ["..", ".."] : []), "client", "media"), cacheDir: path.join(siteDir, ".cache", "social-cards"), prune: !edition },
  await builtSiteConfig(),
);
if (cards.problems.length > 0) fail(`The social cards do not match the pages built:\n${cards.problems.join("\n")}`);
startEditions();
for (const run of editionRuns) run.cardsMade();

// What the server checks a form submission against, and stamps a consent event with, beside the pages
// (docs/behaviour/server.md#forms, #consent-log).
const built = await builtSiteConfig();
writeFileSync(path.join(output.dir, "forms.json"), JSON.stringify(collectForms(store, { name: built.name, url: built.url }).manifest));
writeFileSync(path.join(output.dir, CONSENT_LOG_FILE), JSON.stringify(consentLogStamp(built)));
// The words the server itself writes into a page, in the site's language: the search results
// and the forms' answers without JavaScript (docs/decisions/039-site-words.md).
writeFileSync(path.join(output.dir, SERVER_WORDS_FILE), JSON.stringify(serverWordsOf(built, edition?.prefix)));
// What the server sells from: prices and counts from the content, never from a browser (docs/behaviour/shop.md).
// A second language's edition sells what the first sells, in its words where it has them (one cart for both).
if (built.shop) {
  const { sold, prefix, hrefOf } = await editionShop(store.products, edition);
  writeFileSync(path.join(output.dir, SHOP_FILE), JSON.stringify(shopManifest(sold, built.shop, { name: built.name, language: built.language, url: built.url, prefix }, built.words.shop, hrefOf)));
}

// Old addresses that lead on, for the site's server and static hosts alike (docs/behaviour/content.md#redirects);
// an edition's, like its pages, are written without its prefix, which the server adds (server/editions.mjs).
writeFileSync(path.join(output.dir, "client", "_redirects"), formatRedirectsFile(readRedirects(contentDir()).redirects));

// The owner's site icon, from their picture (docs/decisions/043-logo-and-site-icon.md); the
// content check has made sure the picture is there and square enough. One for every edition.
const iconEntry = built.favicon ? store.manifest[built.favicon] : undefined;
if (built.favicon && iconEntry && !edition) {
  progress.phase("site icon");
  await writeSiteIcons(path.join(output.dir, "client"), { name: built.favicon, entry: iconEntry, mediaDir: mediaDirOf(contentDir()) });
}

// Security headers for every page, then the precompressed copies (docs/behaviour/server.md),
// a progress line as each step begins: compressing a large site takes a while.
const after = await postBuild(path.join(output.dir, "client"), built, undefined, { precompress: !only, phase: progress.phase });
if (after.problems.length > 0) fail(after.problems.join("\n"));
for (const warning of after.warnings) console.warn(`\nWarning: ${warning}`);

if (edition) {
  output.commit();
  process.exit(0);
}
await editionsBuilt;

const bothLayers = built.consent.enabled && built.layer2.enabled;
const home = path.join(output.dir, "client", "index.html");
const overBudget = existsSync(home) && bootBudgetWarning(readFileSync(home, "utf8"), { bothLayers });
if (overBudget) console.warn(`\nWarning: ${overBudget}`);

output.commit();
progress.phase(`${only ? `partial build (${only.length} of the site's pages) ` : "build "}ready in ${live} (${progress.seconds().toFixed(1)} s)`);
