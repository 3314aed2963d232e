import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import siteConfig from "./site.config";

const siteConfigFile = fileURLToPath(new URL("./site.config.ts", import.meta.url));

/**
 * The browser gets site.config.ts as the plain, already validated JSON object, so the
 * schema library that validates it (about 27 KB gzip) never reaches the visitor.
 */
function resolvedSiteConfig(): Plugin {
  return {
    name: "vitrine:resolved-site-config",
    enforce: "pre",
    load(id) {
      if (id.split("?")[0] !== siteConfigFile) return null;
      if (this.environment?.config.consumer !== "client") return null;
      return `export default ${JSON.stringify(siteConfig)};`;
    },
  };
}

export default defineConfig({
  plugins: [resolvedSiteConfig(), reactRouter()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: { assetsInlineLimit: 0 },
  server: { port: Number(process.env.PORT ?? 5173) },
});
