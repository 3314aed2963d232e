import { copyFile, rm } from "node:fs/promises";
import path from "node:path";
import type { HeaderRule } from "../../server/headers-file.mjs";

/**
 * What a static host needs beyond the pages (docs/operations.md#static-hosting), for a
 * build made with `hosting.mode: "static"` (`npm run export-static`):
 *
 * - caching in `_headers`, as the site's server caches (docs/behaviour/server.md#files):
 *   files named by their content kept for a year; everything else is left to the host's
 *   default, which revalidates (Netlify and Cloudflare Pages both do);
 * - the 404 page at `/404.html`, where Netlify, Cloudflare Pages, GitHub Pages and an S3
 *   website look for it;
 * - no precompressed copies: these hosts compress themselves, and would upload the
 *   copies as files of their own (the build skips them).
 */
const IMMUTABLE = "public, max-age=31536000, immutable";

export const staticCacheRules: HeaderRule[] = [
  { pattern: "/assets/*", headers: [["Cache-Control", IMMUTABLE]] },
  { pattern: "/search-index/*", headers: [["Cache-Control", IMMUTABLE]] },
];

export async function writeNotFoundPage(clientDir: string): Promise<void> {
  // Never written through a hard link an incremental build may share with the build before.
  await rm(path.join(clientDir, "404.html"), { force: true });
  await copyFile(path.join(clientDir, "404", "index.html"), path.join(clientDir, "404.html"));
}
