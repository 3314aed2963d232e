/**
 * Which build the server is serving (docs/decisions/013-linear-build-and-atomic-output.md).
 * The build folder is a symbolic link that each new build re-points in one rename; the
 * server resolves it once per request and serves the whole request from the folder it
 * found, so a request never sees half of one build and half of the next, and never
 * finds the folder missing while a build is switched in.
 */
import { realpathSync } from "node:fs";

/**
 * @param {string} clientDir the live build's client folder (possibly through the link)
 * @returns {{ current(): string }} current(): the real folder of the live build now
 */
export function createBuildRoot(clientDir) {
  return {
    current() {
      try {
        return realpathSync(clientDir);
      } catch {
        return clientDir;
      }
    },
  };
}


/** Cache rules of the chunked search index (docs/decisions/014-chunked-search.md). */
export const SEARCH_FILES = {
  /** The entry point keeps its name: revalidated on every use. */
  entry: "/search-index.json",
  /** Everything else sits under a folder named by a hash of its content: cached for good. */
  hashedDir: "/search-index",
};

/**
 * Files the pages fetch under a name that does not change with their content: the
 * search index's entry point, the images and the site icons. They are revalidated on
 * every use (a 304 when unchanged), so a deploy is never half old, half new for the
 * hour other unhashed files may be kept (docs/decisions/013-linear-build-and-atomic-output.md).
 */
export const REVALIDATED = /^\/(?:search-index\.json|favicon\.(?:ico|svg)|apple-touch-icon\.png|icon-\d+\.png|media\/.*)$/;

