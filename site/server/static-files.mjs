// @ts-check
/**
 * The built site's files (docs/behaviour/server.md#files): page addresses find their
 * HTML (`/about`, `/about/`, `/about/index.html`), the 404 page answers with a real
 * 404 status (also at its own address), and a file that the build stored
 * precompressed is sent as its `.br` or `.gz` copy with Content-Encoding, the copy's
 * Content-Length and `Vary: Accept-Encoding` — nothing is compressed per request.
 * Caching: hashed `/assets` and the hashed search files for a year (immutable); HTML
 * and the unhashed files pages fetch (search index entry point, images, icons)
 * revalidated every time; anything else for an hour. Each call names the build folder
 * it serves from, resolved once per request (build-root.mjs). A single byte range is
 * served from the file itself, never from a compressed copy (byte-range.mjs): its
 * offsets then mean what a player or a resumed download means by them.
 */
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { acceptedEncodings } from "./accept-encoding.mjs";
import { ifRangeHolds, parseByteRange } from "./byte-range.mjs";
import { REVALIDATED, SEARCH_FILES } from "./build-root.mjs";
import { createFileCache } from "./file-cache.mjs";
import { ENCODINGS, contentType, isCompressible } from "./file-types.mjs";

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";
const ONE_HOUR = "public, max-age=3600";

/** Files in the build folder that are for hosts, not visitors. */
const PRIVATE_NAMES = new Set(["_headers", "_redirects"]);

/** @param {string} file @returns {Promise<import("node:fs").Stats | undefined>} */
async function fileStat(file) {
  try {
    const info = await stat(file);
    return info.isFile() ? info : undefined;
  } catch {
    return undefined;
  }
}

/** The candidates for an address, in order: a page's HTML, or the file itself. */
function candidates(/** @type {string} */ root, /** @type {string} */ pathname) {
  const ext = path.extname(pathname);
  const local = path.join(root, pathname);
  if (pathname.endsWith("/")) return [path.join(local, "index.html")];
  if (ext === ".html") return [local];
  if (ext === "") return [path.join(local, "index.html"), `${local}.html`];
  return [local];
}

/** @param {import("node:fs").Stats} info @param {string} coding */
const etagOf = (info, coding) => `"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}${coding ? `-${coding}` : ""}"`;

/** @param {string | undefined} header @param {string} etag */
const matches = (header, etag) => header !== undefined && header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);

/** @param {string} pathname @param {string} type */
function cacheControlFor(pathname, type) {
  if (pathname.startsWith("/assets/") || pathname.startsWith(`${SEARCH_FILES.hashedDir}/`)) return IMMUTABLE;
  if (type.startsWith("text/html") || REVALIDATED.test(pathname)) return REVALIDATE;
  return ONE_HOUR;
}

/**
 * The range to answer, when the request has one that holds for this version of the file
 * (its own ETag, the one a range of it is sent with, or its date).
 * @param {import("node:http").IncomingMessage} req @param {import("node:fs").Stats} info
 */
function rangeOf(req, info) {
  if (!req.headers.range || (req.method !== "GET" && req.method !== "HEAD")) return undefined;
  const current = { etag: etagOf(info, ""), lastModified: info.mtime.toUTCString() };
  const ifRange = req.headers["if-range"];
  if (!ifRangeHolds(Array.isArray(ifRange) ? ifRange.join(",") : ifRange, current)) return undefined;
  return parseByteRange(req.headers.range, info.size);
}

const notFoundPageOf = (/** @type {string} */ root) => path.join(root, "404", "index.html");

export function createStaticFiles() {
  const cache = createFileCache();

  /** @param {string} root @param {string} pathname decoded and checked (request-target.mjs) */
  async function find(root, pathname) {
    const segments = pathname.split("/");
    if (segments.some((s) => s.startsWith(".")) || PRIVATE_NAMES.has(segments[1] ?? "")) return undefined;
    for (const file of candidates(root, pathname)) {
      const info = await fileStat(file);
      if (info) return { file, info };
    }
    return undefined;
  }

  /**
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   * @param {{ file: string, info: import("node:fs").Stats, pathname: string }} found
   * @param {number} status
   */
  async function send(req, res, found, status) {
    let { file, info } = found;
    const type = contentType(found.file);
    let coding = "";
    const range = status === 200 ? rangeOf(req, info) : undefined;
    if (isCompressible(found.file) && !range) {
      const accepted = acceptedEncodings(req.headers["accept-encoding"]);
      for (const encoding of ENCODINGS) {
        if (!accepted.has(encoding.name)) continue;
        const copy = await fileStat(found.file + encoding.suffix);
        if (!copy) continue;
        [file, info, coding] = [found.file + encoding.suffix, copy, encoding.name];
        break;
      }
    }
    // The request guard may have answered meanwhile (a body over the limit).
    if (res.headersSent || res.destroyed) return;
    if (isCompressible(found.file)) res.setHeader("Vary", "Accept-Encoding");
    const cacheControl = cacheControlFor(found.pathname, type);
    const etag = etagOf(info, coding);
    res.setHeader("Content-Type", type);
    res.setHeader("Cache-Control", cacheControl);
    res.setHeader("ETag", etag);
    res.setHeader("Last-Modified", info.mtime.toUTCString());
    if (coding) res.setHeader("Content-Encoding", coding);
    if (status === 200 && matches(req.headers["if-none-match"], etag)) {
      res.statusCode = 304;
      res.end();
      return;
    }
    if (status === 200) res.setHeader("Accept-Ranges", "bytes");
    if (range === "unsatisfiable") {
      res.writeHead(416, { "Content-Range": `bytes */${info.size}`, "Content-Length": 0 }).end();
      return;
    }
    const { start, end } = range ?? { start: 0, end: info.size - 1 };
    res.statusCode = range ? 206 : status;
    if (range) res.setHeader("Content-Range", `bytes ${start}-${end}/${info.size}`);
    res.setHeader("Content-Length", Math.max(0, end - start + 1));
    if (req.method === "HEAD") {
      res.end();
      return;
    }
    const data = await cache.get(file, info);
    if (data) {
      res.end(range ? data.subarray(start, end + 1) : data);
      return;
    }
    const stream = createReadStream(file, range ? { start, end } : {});
    stream.on("error", () => res.destroy());
    stream.pipe(res);
  }

  /**
   * Serves the file or page for `pathname`; else what `missing` answers (a redirect); else the 404 page.
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   * @param {string} pathname
   * @param {string} root the build folder this request is served from
   * @param {() => Promise<boolean>} [missing] true when it answered for an address with no file
   * @returns {Promise<boolean>} false when there is neither (no 404 page in the build)
   */
  async function serve(req, res, pathname, root, missing) {
    const found = await find(root, pathname);
    const notFoundPage = notFoundPageOf(root);
    if (found && found.file !== notFoundPage) {
      await send(req, res, { ...found, pathname }, 200);
      return true;
    }
    if (missing && (await missing())) return true;
    const info = await fileStat(notFoundPage);
    if (!info) return false;
    await send(req, res, { file: notFoundPage, info, pathname: "/404/" }, 404);
    return true;
  }

  return { serve };
}
