// @ts-check
/**
 * Applies the build's `_headers` file to every answer (headers-file.mjs), re-reading
 * it when a new build replaced it. HSTS is sent only over https (a browser ignores it
 * on http anyway, and it must never pin a plain-http development address). Without a
 * `_headers` file (a build from before this step) the baseline below still applies.
 */
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parseHeadersFile, patternMatches } from "./headers-file.mjs";

const HSTS = "strict-transport-security";

/** @type {import("./headers-file.mjs").HeaderRule[]} */
const BASELINE = [
  {
    pattern: "/*",
    headers: [
      ["Content-Security-Policy", "frame-ancestors 'self'; object-src 'none'; base-uri 'self'; form-action 'self'"],
      ["X-Content-Type-Options", "nosniff"],
      ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ],
  },
];

// How long a read of `_headers` is trusted before its modification time is checked again.
const RECHECK_MS = 1000;

const CSP = "content-security-policy";

/**
 * The policy with more origins its forms may send to: a form's redirect counts as the
 * form's action, so the shop's checkout (a POST answered by a redirect to the payment
 * page) needs the payment page's origin there (docs/decisions/036-selling.md#csp-the-forms-may-lead-to-the-payment-page).
 * @param {string} policy @param {readonly string[]} origins
 */
export const withFormActions = (policy, origins) => (origins.length ? policy.replace(/(^|;\s*)form-action ([^;]*)/, (_, lead, list) => `${lead}form-action ${list} ${origins.join(" ")}`) : policy);

/**
 * @param {{ trustProxy: boolean, formActionOrigins?: readonly string[] }} options trustProxy: believe
 * X-Forwarded-Proto (behind a TLS-ending proxy); formActionOrigins: other origins the site's forms lead to
 */
export function createSecurityHeaders({ trustProxy, formActionOrigins = [] }) {
  let file = "";
  let rules = BASELINE;
  let mtime = -1;
  let checkedAt = -Infinity;

  /** @param {string} root the build folder this request is served from */
  function current(root) {
    const now = Date.now();
    const wanted = path.join(root, "_headers");
    // A new build is another folder: read its file at once.
    if (wanted !== file) [file, mtime, checkedAt] = [wanted, -1, -Infinity];
    if (now - checkedAt < RECHECK_MS) return rules;
    checkedAt = now;
    try {
      const info = statSync(file);
      if (info.mtimeMs !== mtime) {
        rules = parseHeadersFile(readFileSync(file, "utf8"));
        mtime = info.mtimeMs;
      }
    } catch {
      rules = BASELINE;
      mtime = -1;
    }
    return rules;
  }

  /** @param {import("node:http").IncomingMessage} req */
  function isHttps(req) {
    if ("encrypted" in req.socket && req.socket.encrypted) return true;
    const forwarded = req.headers["x-forwarded-proto"];
    return trustProxy && typeof forwarded === "string" && forwarded.split(",")[0]?.trim() === "https";
  }

  /**
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   * @param {string} pathname
   * @param {string} root
   */
  return function apply(req, res, pathname, root) {
    const https = isHttps(req);
    for (const rule of current(root)) {
      if (!patternMatches(rule.pattern, pathname)) continue;
      for (const [name, value] of rule.headers) {
        if (name.toLowerCase() === HSTS && !https) continue;
        res.setHeader(name, name.toLowerCase() === CSP ? withFormActions(value, formActionOrigins) : value);
      }
    }
  };
}
