import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, runnerImport, type Plugin } from "vite";
import { customMedia } from "./app/config/breakpoints";
import { browserParts, type BrowserPartName } from "./app/config/browser-parts";
import { browserSiteConfig } from "./app/config/browser-site-config";
import { contentDir } from "./app/source/content-dir.server";
import { typedPath } from "./app/source/typed-path.mjs";
import { publicDirOf } from "./app/source/site-choice.server";
import { editionOf, editionPrefix } from "./app/source/editions.server";
import demoSiteConfig from "./site.config";
import { bareDynamicImports } from "./vite/bare-dynamic-imports";
import { contentReload } from "./vite/content-reload";
import { customMediaPlugin } from "./vite/custom-media";
import { envDirInsteadOfEnvFile } from "./vite/env-dir";
import { kitFonts } from "./vite/kit-fonts";

const siteConfigFile = fileURLToPath(new URL("./site.config.ts", import.meta.url));

/**
 * VITRINE_SITE_CONFIG=<module.ts> builds the site with that module in place of
 * site.config.ts, on the server and in the browser (the consent browser tests build
 * variants this way). Modules in the variant's folder may import site.config.ts itself
 * and override fields.
 */
const variantFile = process.env.VITRINE_SITE_CONFIG ? typedPath(process.env.VITRINE_SITE_CONFIG) : undefined;
const siteConfig = variantFile
  ? (await runnerImport<{ default: typeof demoSiteConfig }>(variantFile)).module.default
  : demoSiteConfig;

/**
 * A config value as JavaScript source. Function hooks (e.g. `consent.onAccept`) keep
 * their source text, so they must be self-contained: no imports, no outer variables.
 */
export function toModuleSource(value: unknown): string {
  if (typeof value === "function") {
    const source = value.toString();
    // Method shorthand (`onAccept(s) { … }`) is not an expression on its own.
    return /^(async\s+)?[A-Za-z_$][\w$]*\s*\(/.test(source) && !source.startsWith("function")
      ? `(${source.replace(/^(async\s+)?/, "$1function ")})`
      : `(${source})`;
  }
  if (Array.isArray(value)) return `[${value.map(toModuleSource).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${toModuleSource(v)}`).join(",")}}`;
  }
  return value === undefined ? "undefined" : JSON.stringify(value);
}

/** A part of the config's module (app/config/browser-parts.ts): `app/config/parts/<name>.ts`. */
const partModule = /[\\/]app[\\/]config[\\/]parts[\\/]([a-z0-9-]+)\.ts$/;

/**
 * The browser gets site.config.ts as the plain, already validated object, so the
 * schema library that validates it (about 27 KB gzip) never reaches the visitor, less
 * the parts only the build reads (app/config/browser-site-config.ts); and each part of
 * it that the first load or a lazy chunk reads (app/config/parts/*.ts) as that part's
 * value alone, so it travels with the code that reads it.
 */
function resolvedSiteConfig(): Plugin {
  const served = variantFile ?? siteConfigFile;
  const variantDir = variantFile && path.dirname(variantFile) + path.sep;
  return {
    name: "vitrine:resolved-site-config",
    enforce: "pre",
    async resolveId(source, importer, options) {
      // Every import of site.config.ts gets the variant, except those from the variant's folder.
      if (!variantDir || !importer || importer.startsWith(variantDir) || !/site\.config(\.ts)?$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id.split("?")[0] === siteConfigFile ? variantFile : null;
    },
    load(id) {
      if (this.environment?.config.consumer !== "client") return null;
      const file = id.split("?")[0]!;
      const part = partModule.exec(file)?.[1];
      if (part) {
        if (!(part in browserParts)) throw new Error(`${file}: no part "${part}" in app/config/browser-parts.ts`);
        return `export default ${toModuleSource(browserParts[part as BrowserPartName](siteConfig))};`;
      }
      if (file !== served) return null;
      return `export default ${toModuleSource(browserSiteConfig(siteConfig))};`;
    },
  };
}

/**
 * What every page's consent layer loads at first, whichever layer shows: the defaults, the
 * early presses' replay and the focus trap (each imported by both layers' code). One chunk,
 * not three, for what is always loaded together: each small chunk is a request and is
 * compressed alone (docs/benchmark.md#what-keeps-the-short-pages-and-layer-2-under-the-bar). No widget's code shares it (the bundler had put the
 * photo feed's names with the defaults).
 */
const consentCommon = {
  name: "consent-common",
  test: /([\\/]consent[\\/]src[\\/](base-)?defaults\.js|[\\/]consent[\\/]src[\\/]dom[\\/]early-clicks\.ts|[\\/]focus-trap[\\/]src[\\/](index|focus-trap|tabbable|visibility)\.ts)$/,
};

/** The DOM-name and markup modules of the widgets and the consent parts: constants and pure functions. */
const constantModule = /([\\/]app[\\/].+-names\.(ts|mjs)|[\\/]app[\\/].+-markup\.ts)$/;

/**
 * A module that imports only a string from a names or markup module (which the bundler
 * writes in where it is used) needs nothing of it: those modules are marked free of side
 * effects, so the import goes. The enhancers' selectors in every page's entry read such
 * strings, and the first load carries none of the widgets' names
 * (docs/decisions/035-react-only-where-an-island-needs-it.md; ADR 032 grouped them in one
 * chunk that every page loaded).
 */
function constantModules(): Plugin {
  return {
    name: "vitrine:constant-modules",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (!/(-names(\.mjs)?|-markup)$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && constantModule.test(resolved.id) ? { ...resolved, moduleSideEffects: false } : resolved;
    },
  };
}

export default defineConfig({
  plugins: [envDirInsteadOfEnvFile(), resolvedSiteConfig(), constantModules(), bareDynamicImports(), contentReload({ contentDir: contentDir() }), kitFonts(siteConfig.kit.fonts), reactRouter()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  // The public folder beside the content folder: site/public for the demo, the owner's own
  // site's public/ (its images and favicon) for theirs (docs/decisions/044-start-your-own-site.md).
  // A content folder with no public folder beside it (a test's small copy) keeps the site's own.
  // A second-language edition's public files are the first language's, published once at the site's root.
  publicDir: editionOf(contentDir()) ? false : existsSync(publicDirOf(contentDir())) ? publicDirOf(contentDir()) : "public",
  // A second-language edition lives under its prefix (/fr/), its scripts and styles too
  // (docs/decisions/046-two-languages-on-one-site.md); app/lib/site-path.ts reads this base.
  base: `${editionPrefix(contentDir())}/`,
  // The visitor build's mode (app/config/frontend-config.ts): edit-only code is dropped from it.
  define: { __VITRINE_MODE__: JSON.stringify("static") },
  build: {
    assetsInlineLimit: 0,
    // No preload helper: a part's code fetches its own imports when it wakes. The helper's
    // list of every chunk and its <link> writing ran on every page's start, for parts most
    // pages never wake; what is left of it is bareDynamicImports() (docs/decisions/035-react-only-where-an-island-needs-it.md#decision, item 7, with figures).
    modulePreload: false,
    cssCodeSplit: false,
    // Imported constants (DOM markers, names) are written where they are used, so a
    // module of constants shared by the page code and the browser's code is no chunk of
    // its own in every page's first load (docs/decisions/011-island-triggers-and-enhancers.md).
    // What every page's consent layer loads at first is one chunk of its own (consentCommon).
    rolldownOptions: {
      optimization: { inlineConst: true },
      output: { codeSplitting: { groups: [consentCommon] } },
      // Its note on slow plugins names React Router's own, and only on a busy machine.
      checks: { bundlerTimings: false },
    },
  },
  // `@media (--desktop-up)` and friends: the breakpoints of site.config.ts (app/config/breakpoints.ts).
  css: { postcss: { plugins: [customMediaPlugin({ media: customMedia(siteConfig.breakpoints) })] } },
  server: { port: Number(process.env.PORT ?? 5173) },
});
