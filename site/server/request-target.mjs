// @ts-check
/**
 * Reads a request target into a safe, decoded path (docs/behaviour/server.md#paths).
 * Percent-escapes are decoded exactly once, segment by segment, and anything that could
 * step outside the site's folder or mean two things is refused rather than repaired:
 * malformed escapes, NUL and control characters, `.` and `..` segments (plain or
 * encoded), and encoded slashes or backslashes. A double-encoded `%252e%252e` decodes
 * once to the literal name `%2e%2e`, which is simply not found.
 */

/** @typedef {{ ok: true, pathname: string, search: string } | { ok: false, status: 400 | 414 }} TargetResult */

// Raw bytes a request target may not carry (control characters, space, backslash).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN_RAW = /[\u0000-\u0020\u007f\\]/;
// Decoded characters a path segment may not carry.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN_DECODED = /[\u0000-\u001f\u007f/\\]/;

/**
 * @param {string | undefined} url the request target as received (`req.url`)
 * @param {{ maxUrlBytes: number }} options
 * @returns {TargetResult}
 */
export function parseRequestTarget(url, { maxUrlBytes }) {
  if (!url) return { ok: false, status: 400 };
  if (Buffer.byteLength(url) > maxUrlBytes) return { ok: false, status: 414 };
  let target = url;
  // Absolute form (`GET http://host/path`), which servers must accept: keep its path.
  if (!target.startsWith("/")) {
    const absolute = /^https?:\/\/[^/?#]*(\/[^#]*)?$/i.exec(target);
    if (!absolute) return { ok: false, status: 400 };
    target = absolute[1] ?? "/";
  }
  const queryAt = target.indexOf("?");
  const rawPath = queryAt < 0 ? target : target.slice(0, queryAt);
  const search = queryAt < 0 ? "" : target.slice(queryAt);
  if (FORBIDDEN_RAW.test(rawPath)) return { ok: false, status: 400 };
  const segments = [];
  for (const raw of rawPath.split("/").slice(1)) {
    let segment;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return { ok: false, status: 400 };
    }
    if (segment === "." || segment === ".." || FORBIDDEN_DECODED.test(segment)) return { ok: false, status: 400 };
    segments.push(segment);
  }
  return { ok: true, pathname: `/${segments.join("/")}`, search };
}
