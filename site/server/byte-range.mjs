// @ts-check
/**
 * Range requests (RFC 9110 §14; docs/behaviour/server.md#ranges): a single byte range
 * of a file is answered 206 with Content-Range, a range wholly past the end 416 with
 * `Content-Range: bytes *\/size`. Several ranges in one request, or a header that is not
 * a byte range, are answered with the whole file (200), as the RFC allows: no page or
 * player here needs a multipart answer. `If-Range` with a validator that no longer
 * matches also gets the whole file, so a resumed download never splices two versions.
 */

/** @typedef {{ start: number, end: number } | "unsatisfiable" | undefined} ByteRange undefined: answer the whole file */

/**
 * @param {string | undefined} header the Range header
 * @param {number} size the file's length
 * @returns {ByteRange}
 */
export function parseByteRange(header, size) {
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header ?? "");
  if (!match) return undefined;
  const [first = "", last = ""] = match.slice(1);
  if (first === "" && last === "") return undefined;
  if (first === "") {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0) return "unsatisfiable";
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== "" && Number(last) < start) return undefined;
  if (start >= size) return "unsatisfiable";
  return { start, end };
}

/**
 * Whether the range may be served: no If-Range, or one naming this very version (a
 * strong ETag, or the exact Last-Modified date).
 * @param {string | undefined} ifRange
 * @param {{ etag: string, lastModified: string }} current
 */
export function ifRangeHolds(ifRange, { etag, lastModified }) {
  if (ifRange === undefined) return true;
  const value = ifRange.trim();
  if (value.startsWith('"')) return value === etag;
  if (value.startsWith("W/")) return false;
  return value === lastModified;
}
