import path from "node:path";
import type { ContentStore } from "../../app/content/content-store.server";
import { SEARCH_INDEX_PATH } from "../../app/search/search-options.mjs";
import { SHARD_DIR } from "../../app/search/sharded-search.mjs";
import { copyFileSync, mkdirSync, rmSync } from "node:fs";
import { buildCache, bundledPublicDir, codeHash, configKey, mediaHashes, planRebuild, publicChanges, publicHashes, readBuildCache, reusePreviousBuild, writeBuildCache } from "./incremental";
import { builtSiteConfig } from "../post-build/site-consent";
import type { BuildOutput } from "./output";
import { QUIET_VITE, runLinesOnce } from "./once-lines";
import { createRenderer, outputFile } from "./prerender";
import type { Progress } from "./progress";

/**
 * React Router's build (Vite) into `buildDir`, printing warnings and errors only, each
 * line once (once-lines.ts): Vite's table of every chunk would bury this build's own
 * progress lines (chunk sizes are the bench's, bench/report.md).
 */
async function bundle(siteDir: string, buildDir: string): Promise<void> {
  const env = { ...process.env, ...QUIET_VITE, VITRINE_BUILD_DIR: buildDir };
  const code = await runLinesOnce("npx", ["react-router", "build", "--logLevel", "warn"], { cwd: siteDir, env });
  if (code !== 0) throw new Error("react-router build exited with an error (see above).");
}

export type RenderSiteOptions = {
  output: BuildOutput;
  store: ContentStore;
  /** The content files' hashes, taken before `store` was read (incremental.ts). */
  contentHashes: Record<string, string>;
  contentRoot: string;
  siteDir: string;
  progress: Progress;
  /** Render every page even when the previous build could be reused (VITRINE_FULL_BUILD=1). */
  full: boolean;
  /**
   * Only these addresses, and the not-found page (a partial build, VITRINE_BUILD_PAGES): no
   * search index unless the search page is one of them, and no cache a later build would take
   * for a whole site. @default every page
   */
  only?: readonly string[] | undefined;
  /** Told once the bundles are there: `reused` when they are the previous build's. */
  onBundles?(reused: boolean): void;
};

/**
 * Bundles (or reuses the previous bundles) and renders the site into `output.dir`: every
 * page on a full build, only the pages a content change touches on an incremental one
 * (incremental.ts). Throws on any failure; the caller discards the folder.
 */
export async function renderSite(options: RenderSiteOptions): Promise<void> {
  const { output, store, contentRoot, siteDir, progress } = options;
  const code = codeHash({ siteDir, contentDir: contentRoot, repoDir: path.join(siteDir, ".."), config: configKey(await builtSiteConfig()) });
  const publicDir = bundledPublicDir(siteDir, contentRoot);
  const cache = buildCache(code, options.contentHashes, store, { media: mediaHashes(contentRoot), public: publicHashes(publicDir) });
  const recorded = options.full || options.only ? undefined : readBuildCache(output.previous);
  const previous = recorded?.version === 2 ? recorded : undefined;
  const reuse = previous?.code === code && output.previous !== undefined;

  if (reuse) {
    progress.phase("reusing the previous build's bundles (only content changed)");
    reusePreviousBuild(path.join(output.previous!, "server"), path.join(output.dir, "server"), () => false);
  } else {
    progress.phase(`bundling the browser code and the server bundle (${recorded ? "code or config changed" : "full build"})`);
    await bundle(siteDir, output.dir);
  }
  options.onBundles?.(reuse);

  const renderer = await createRenderer({ buildDir: output.dir, contentRoot, store });
  let render = renderer.paths;
  if (reuse) {
    const plan = planRebuild(previous, cache, store, renderer.paths);
    if (plan.full) throw new Error(`unexpected full rebuild: ${plan.reason}`);
    const keep = new Set(renderer.paths.filter((p) => !plan.render.includes(p)).map((p) => outputFile(path.join(output.dir, "client"), p)));
    const clientDir = path.join(output.dir, "client");
    const publicFiles = publicChanges(previous.public, cache.public);
    reusePreviousBuild(path.join(output.previous!, "client"), clientDir, (relative) => {
      // The search index is written anew; pages are kept only when unchanged and still there.
      if (relative === SEARCH_INDEX_PATH.slice(1) || relative === SHARD_DIR.slice(1, -1)) return true;
      // A page's precompressed copies (page.html.br, .gz) go with the page, a public file's with the file.
      const original = relative.replace(/\.(br|gz)$/, "");
      if (publicFiles.stale.has(original)) return true;
      const file = path.join(clientDir, original);
      const isPage = original.endsWith(".html") || /\.(xml|txt)$/.test(original);
      return isPage && !keep.has(file);
    });
    // The public files added or changed since (a picture uploaded), as the bundler would have copied them.
    for (const relative of publicFiles.copy) {
      const target = path.join(clientDir, relative);
      mkdirSync(path.dirname(target), { recursive: true });
      // Never through a link into the previous build, which may still be serving.
      rmSync(target, { force: true });
      copyFileSync(path.join(publicDir!, relative), target);
    }
    progress.phase(`${plan.changed.length} content file(s) changed: rendering ${plan.render.length} of ${renderer.paths.length} pages`);
    render = plan.render;
  }
  if (options.only) {
    const unknown = options.only.filter((address) => !renderer.paths.includes(address));
    if (unknown.length) throw new Error(`VITRINE_BUILD_PAGES names addresses the content has no page at: ${unknown.join(", ")}`);
    await renderer.render([...new Set([...options.only, "/404"])], progress);
    // The search page's results are read from the index in the browser.
    if (options.only.includes("/search")) await renderer.writeSearchIndex(progress);
    return;
  }
  await renderer.render(render, progress);
  await renderer.writeSearchIndex(progress, reuse ? path.join(output.previous!, "client") : undefined);
  writeBuildCache(output.dir, cache);
}


