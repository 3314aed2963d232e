// @ts-check
/**
 * The site's request handling, in order: the security headers of the build's
 * `_headers`, the request guard (method, address, cookie and body limits), the search results
 * page for `/search?q=…`, then the built files and pages with their precompressed
 * copies, and the 404 page. Errors never reach the visitor as a stack trace or a path
 * (docs/behaviour/server.md).
 */
import { createBuildRoot } from "./build-root.mjs";
import { sendError } from "./error-page.mjs";
import { createHttpServer } from "./http-server.mjs";
import { MAX_BODY_BYTES, MAX_COOKIE_BYTES, MAX_URL_BYTES, defaultTimeouts } from "./limits.mjs";
import { createRequestGuard } from "./request-guard.mjs";
import { createSearchFallback } from "./search-fallback.mjs";
import { createSecurityHeaders } from "./security-headers.mjs";
import { sendHtml } from "./send-html.mjs";
import { createStaticFiles } from "./static-files.mjs";

/**
 * @typedef {object} SiteServerOptions
 * @property {string} root the live build's client folder, followed through its link once per request (build-root.mjs)
 * @property {Partial<import("./limits.mjs").Timeouts>} timeouts the limits' timeouts (limits.mjs)
 * @property {boolean} trustProxy believe X-Forwarded-Proto (HSTS behind a TLS-ending proxy); false by default
 */

const READ_ONLY = ["GET", "HEAD"];

/** @param {Pick<SiteServerOptions, "root"> & Partial<SiteServerOptions>} options */
export function createSiteServer(options) {
  const { root, trustProxy = false } = options;
  const guard = createRequestGuard({
    maxUrlBytes: MAX_URL_BYTES,
    maxCookieBytes: MAX_COOKIE_BYTES,
    maxBodyBytes: MAX_BODY_BYTES,
    methodsFor: () => READ_ONLY,
  });
  const build = createBuildRoot(root);
  const headers = createSecurityHeaders({ trustProxy });
  const search = createSearchFallback({ root: build.current });
  const files = createStaticFiles();

  /** @param {import("node:http").IncomingMessage} req @param {import("node:http").ServerResponse} res */
  async function handle(req, res) {
    // The whole request is served from the build that is live now, even if a new one is
    // switched in meanwhile (docs/decisions/013-linear-build-and-atomic-output.md).
    const dir = build.current();
    // First, so the guard's own refusals carry the headers too (rules match the raw path).
    headers(req, res, (req.url ?? "/").split("?")[0] ?? "/", dir);
    const target = guard(req, res);
    if (!target) return;
    if (target.pathname === "/search" || target.pathname === "/search/") {
      const html = await search.render(new URLSearchParams(target.search).getAll("q"), dir);
      if (html !== undefined) return sendHtml(req, res, html);
    }
    if (await files.serve(req, res, target.pathname, dir)) return;
    sendError(res, 404, { head: req.method === "HEAD" });
  }

  return createHttpServer((req, res) => {
    handle(req, res).catch((error) => {
      console.error(`${req.method} ${req.url}:`, error);
      if (res.headersSent) res.destroy();
      else sendError(res, 500);
    });
  }, { ...defaultTimeouts, ...options.timeouts });
}
