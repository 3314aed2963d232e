import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { siteConfigFile, siteConfigModule, siteCustomMedia, siteDir } from "@vitrine/site/editor/vite";

/**
 * The editor's own page (editor/client), served by `npm run edit` and never by the
 * visitor build (docs/decisions/025-page-builder.md). It renders the site's widgets
 * with the site's components in the canvas, so it shares the site's aliases, its
 * resolved config (the browser gets the checked object, not the Node code that reads
 * it) and its named media queries.
 */
function siteForEditor(): Plugin {
  return {
    name: "vitrine-editor:site",
    enforce: "pre",
    load(id) {
      const [file, query = ""] = id.split("?");
      if (file === siteConfigFile) return siteConfigModule();
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
  server: { fs: { allow: [fileURLToPath(new URL("..", import.meta.url))] } },
  logLevel: "warn",
});
