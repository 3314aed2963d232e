import type { Plugin } from "vite";

/** The module the bundler adds to the browser build and wraps every `import()` in. */
export const PRELOAD_HELPER_ID = "\0vite/preload-helper.js";
/** What the bundler writes in place of a wrapped `import()`'s list when a part needs files loaded first. */
const DEPENDENCY_LIST = "__vite__mapDeps";

/** The helper, as this build uses it: no files to load first, so it only runs the import. */
export const BARE_PRELOAD_HELPER = "export const __vitePreload = (load) => load();";

/**
 * With `build.modulePreload: false` the bundler still wraps every `import()` of a part's
 * code in its preload helper: 1.9 KB of source (writing `<link>`s, preloading CSS, reading
 * a CSP nonce) that every page loaded and no part used, as each list of files to load
 * first is empty (one stylesheet for the whole site, no preloads). This replaces it with
 * a helper that only runs the import, and stops the build if a part ever needs files
 * loaded first (docs/decisions/035-react-only-where-an-island-needs-it.md#decision, item 7).
 * A failed import is the chunk loader's to retry (app/lib/load-chunk.ts), not the helper's.
 */
export function bareDynamicImports(): Plugin {
  return {
    name: "vitrine:bare-dynamic-imports",
    enforce: "pre",
    apply: "build",
    load(id) {
      return id === PRELOAD_HELPER_ID ? BARE_PRELOAD_HELPER : null;
    },
    // After the bundler has written each import()'s list of files.
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        const needy = Object.values(bundle).filter((file) => file.type === "chunk" && file.code.includes(DEPENDENCY_LIST));
        if (needy.length > 0) {
          this.error(
            `${needy.map((file) => file.fileName).join(", ")}: a part's code now needs files loaded before it (a stylesheet of its own?), which this build's import helper does not load. Keep one stylesheet for the site, or remove bareDynamicImports() from vite.config.ts.`,
          );
        }
      },
    },
  };
}
