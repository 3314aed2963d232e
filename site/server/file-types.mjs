// @ts-check
/**
 * Content types the site serves, and which of them the build stores precompressed
 * beside the file (`x.js.br`, `x.js.gz`; docs/behaviour/server.md#compression). Shared
 * by the build's precompression step and the server, so both agree on the list.
 */
import path from "node:path";

/** @type {Record<string, string>} */
const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".ico": "image/x-icon",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".pdf": "application/pdf",
};

/** Text formats worth compressing; images, fonts and video are compressed already. */
const COMPRESSIBLE = new Set([".html", ".css", ".js", ".mjs", ".json", ".map", ".webmanifest", ".xml", ".txt", ".svg", ".ico"]);

/** Smaller files are not worth a compressed copy (the headers cost more than the saving). */
export const MIN_COMPRESS_BYTES = 1024;

/** The precompressed copies, in the server's order of preference. */
export const ENCODINGS = /** @type {const} */ ([
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
]);

/** @param {string} file */
export function contentType(file) {
  return TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";
}

/** @param {string} file */
export function isCompressible(file) {
  return COMPRESSIBLE.has(path.extname(file).toLowerCase());
}
