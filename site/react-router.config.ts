import type { Config } from "@react-router/dev/config";
import { listPrerenderPaths } from "./app/content/paths.server";

/**
 * Static site: every route is pre-rendered at build time and served as HTML.
 * VITRINE_BUILD_DIR lets the build write into a staging folder and swap it in only
 * when the whole build succeeded (see scripts/build.ts).
 */
export default {
  appDirectory: "app",
  buildDirectory: process.env.VITRINE_BUILD_DIR ?? "build",
  ssr: false,
  prerender: async () => listPrerenderPaths(),
  // Opt in to the v8 behaviours now, so the upgrade is a version bump.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
