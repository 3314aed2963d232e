import type { Config } from "@react-router/dev/config";
import { contentDir } from "./app/source/content-dir.server";
import { editionPrefix } from "./app/source/editions.server";

/**
 * Static site: every address is pre-rendered at build time and served as HTML. React
 * Router builds the browser code and a server bundle; the build's own pre-render
 * (scripts/build/prerender.ts) renders every address the content names with that bundle,
 * then drops it (docs/decisions/013-linear-build-and-atomic-output.md). Its `ssr: true`
 * only means the bundle is kept for that: no server renders pages at request time.
 * VITRINE_BUILD_DIR lets the build write into a staging folder (see scripts/build.ts).
 * A second-language edition's pages answer under its prefix, `/fr/` (docs/decisions/046-two-languages-on-one-site.md).
 */
export default {
  basename: `${editionPrefix(contentDir())}/`,
  appDirectory: "app",
  buildDirectory: process.env.VITRINE_BUILD_DIR ?? "build",
  ssr: true,
  // Opt in to the v8 behaviours now, so the upgrade is a version bump.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
