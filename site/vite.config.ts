import path from "node:path";
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, runnerImport, type Plugin } from "vite";
import { customMedia } from "./app/config/breakpoints";
import { browserSiteConfig } from "./app/config/browser-site-config";
import { contentDir } from "./app/content/content-dir.server";
import demoSiteConfig from "./site.config";
import { contentReload } from "./vite/content-reload";
import { customMediaPlugin } from "./vite/custom-media";
import { envDirInsteadOfEnvFile } from "./vite/env-dir";

const siteConfigFile = fileURLToPath(new URL("./site.config.ts", import.meta.url));

/**
 * VITRINE_SITE_CONFIG=<module.ts> builds the site with that module in place of
 * site.config.ts, on the server and in the browser (the consent browser tests build
 * variants this way). Modules in the variant's folder may import site.config.ts itself
 * and override fields.
 */
const variantFile = process.env.VITRINE_SITE_CONFIG ? path.resolve(process.env.VITRINE_SITE_CONFIG) : undefined;
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

/**
 * The browser gets site.config.ts as the plain, already validated object, so the
 * schema library that validates it (about 27 KB gzip) never reaches the visitor, less
 * the parts only the build reads (app/config/browser-site-config.ts).
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
      if (id.split("?")[0] !== served) return null;
      if (this.environment?.config.consumer !== "client") return null;
      return `export default ${toModuleSource(browserSiteConfig(siteConfig))};`;
    },
  };
}

/**
 * The small modules every page's entry shares with the parts it wakes later (the DOM
 * names of each widget, the placeholder markup, layer 2's options, the focus trap) go in
 * one chunk: split by who imports them, they were seven requests of a few hundred bytes
 * each, compressed one by one (docs/decisions/032-first-load-on-intent.md).
 */
const pageCommon = {
  name: "page-common",
  test: /([\\/]app[\\/].+-names\.(ts|mjs)|[\\/]app[\\/].+-markup\.ts|[\\/]app[\\/].+-ui-options\.ts|[\\/]focus-trap[\\/]src[\\/].+\.ts)$/,
};

export default defineConfig({
  plugins: [envDirInsteadOfEnvFile(), resolvedSiteConfig(), contentReload({ contentDir: contentDir() }), reactRouter()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  // The visitor build's mode (app/config/frontend-config.ts): edit-only code is dropped from it.
  define: { __VITRINE_MODE__: JSON.stringify("static") },
  build: {
    assetsInlineLimit: 0,
    cssCodeSplit: false,
    // Imported constants (DOM markers, names) are written where they are used, so a
    // module of constants shared by the page code and the browser's code is no chunk of
    // its own in every page's first load (docs/decisions/011-island-triggers-and-enhancers.md).
    rolldownOptions: {
      optimization: { inlineConst: true },
      output: { codeSplitting: { groups: [pageCommon] } },
      // Its note on slow plugins names React Router's own, and only on a busy machine.
      checks: { bundlerTimings: false },
    },
  },
  // `@media (--desktop-up)` and friends: the breakpoints of site.config.ts (app/config/breakpoints.ts).
  css: { postcss: { plugins: [customMediaPlugin({ media: customMedia(siteConfig.breakpoints) })] } },
  server: { port: Number(process.env.PORT ?? 5173) },
});
