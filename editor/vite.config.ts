import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { siteConfigFile, siteConfigModule, siteCustomMedia, siteDir } from "@vitrine/site/editor/vite";
import { SITE_CONFIG_PATH } from "./shared/names";

/**
 * The editor's own page (editor/client), built into editor/dist and served by `npm run edit`
 * (docs/decisions/048-the-studio-serves-its-build.md), never by the visitor build
 * (docs/decisions/025-page-builder.md); Vite's dev server only with `npm run edit:dev`. It renders the site's widgets
 * with the site's components in the canvas, so it shares the site's aliases, its
 * resolved config (the browser gets the checked object, not the Node code that reads
 * it) and its named media queries.
 */
function siteForEditor(): Plugin {
  let building = false;
  return {
    name: "vitrine-editor:site",
    enforce: "pre",
    configResolved(config) {
      building = config.command === "build";
    },
    resolveId(id) {
      // Read by the studio's server when it starts, from the content folder it edits (server/client-files.ts).
      if (id === SITE_CONFIG_PATH) return { id, external: true };
      return null;
    },
    load(id) {
      const [file, query = ""] = id.split("?");
      // The built studio serves whichever site it is started on: the config is the server's, not the build's.
      if (file === siteConfigFile) return building ? `export { default } from ${JSON.stringify(SITE_CONFIG_PATH)};` : siteConfigModule();
      // The site's stylesheets go into the canvas iframe only (client/canvas-frame.tsx),
      // as direct requests; imported from the widgets' modules they add nothing to the
      // editor's own page, so the site's CSS and the editor's never mix.
      if (file?.startsWith(siteDir) && file.endsWith(".css") && query === "") return "";
      return null;
    },
  };
}

/**
 * Puck's stylesheet imports its font from a font host. The editor asks no other host for
 * anything (its users' privacy is the site's whole point): it uses the system font instead.
 */
function noFontHost(): Plugin {
  return {
    name: "vitrine-editor:no-font-host",
    transform(code, id) {
      if (!id.includes("@puckeditor") || !id.split("?")[0]!.endsWith(".css")) return null;
      return code.replace(/@import\s+(?:url\()?["']?https?:[^;]*;/g, "");
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL("./client", import.meta.url)),
  plugins: [siteForEditor(), noFontHost()],
  resolve: { alias: { "~": `${siteDir}app` } },
  // The editor's mode (site/app/config/frontend-config.ts).
  define: { __VITRINE_MODE__: JSON.stringify("edit") },
  css: { postcss: { plugins: [siteCustomMedia()] } },
  // Everything the page imports is found and bundled when the server starts, so the first
  // page load does not stop to bundle a dependency found late and reload.
  optimizeDeps: { entries: ["main.tsx"], include: ["@puckeditor/core", "react", "react-dom", "react-dom/client", "react/jsx-runtime", "react/jsx-dev-runtime"] },
  // `npm run edit:dev` only (loopback, no password): the studio's own sources and the site's, never the site's data.
  server: { cors: false, fs: { strict: true, allow: [fileURLToPath(new URL(".", import.meta.url)), siteDir.replace(/\/$/, ""), fileURLToPath(new URL("../node_modules", import.meta.url))], deny: [".env", ".env.*", "*.{crt,pem,key}", `${siteDir}data/**`, "*.sqlite*", "*.db"] } },
  build: {
    outDir: fileURLToPath(new URL("./dist", import.meta.url)),
    emptyOutDir: true,
    reportCompressedSize: false,
    // One page on the owner's own machine, loaded once: its size is not a visitor's wait.
    chunkSizeWarningLimit: 4096,
    rolldownOptions: {
      onwarn(warning, warn) {
        // React libraries' "use client" marks: meaningless in a page that renders in the browser only.
        if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
      },
    },
  },
  logLevel: "warn",
});
