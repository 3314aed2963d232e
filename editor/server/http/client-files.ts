import { createReadStream, existsSync, readdirSync } from "node:fs";
import type { ServerResponse } from "node:http";
import path from "node:path";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webp": "image/webp",
  ".json": "application/json",
};

function filesUnder(dir: string, prefix = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}

/**
 * The built studio page's files (editor/dist; docs/decisions/048-the-studio-serves-its-build.md),
 * listed once when the studio starts: a request names one of them exactly or gets nothing,
 * so no address reaches a file outside the build. Its hashed files under /assets/ are kept
 * by the browser; the page itself is asked for again each time.
 */
export function createClientFiles(dir: string) {
  const files = new Set(existsSync(dir) ? filesUnder(dir).filter((name) => !name.startsWith(".")) : []);
  return {
    built: files.has("index.html"),
    /** Whether `pathname` is one of the build's files (`/` is its page). */
    has: (pathname: string) => files.has(pathname === "/" ? "index.html" : pathname.slice(1)),
    serve(pathname: string, response: ServerResponse): void {
      const name = pathname === "/" ? "index.html" : pathname.slice(1);
      response.writeHead(200, {
        "content-type": TYPES[path.extname(name)] ?? "application/octet-stream",
        "cache-control": name.startsWith("assets/") ? "private, max-age=31536000, immutable" : "no-cache",
      });
      // A file gone since the list was made (the page rebuilt meanwhile) ends this answer, not the studio.
      createReadStream(path.join(dir, name))
        .on("error", () => response.destroy())
        .pipe(response);
    },
  };
}
