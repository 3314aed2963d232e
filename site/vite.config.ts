import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import siteConfig from "./site.config";

const siteConfigFile = fileURLToPath(new URL("./site.config.ts", import.meta.url));

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
 * schema library that validates it (about 27 KB gzip) never reaches the visitor.
 */
function resolvedSiteConfig(): Plugin {
  return {
    name: "vitrine:resolved-site-config",
    enforce: "pre",
    load(id) {
      if (id.split("?")[0] !== siteConfigFile) return null;
      if (this.environment?.config.consumer !== "client") return null;
      return `export default ${toModuleSource(siteConfig)};`;
    },
  };
}

export default defineConfig({
  plugins: [resolvedSiteConfig(), reactRouter()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: { assetsInlineLimit: 0 },
  server: { port: Number(process.env.PORT ?? 5173) },
});
