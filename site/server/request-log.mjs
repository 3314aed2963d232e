// @ts-check
/**
 * One log line per request (docs/operations.md#logs): its id, method, route, status and
 * duration. What a visitor could put in it stays out: no address (theirs or a proxy's),
 * no query string, no body, no user agent, no referrer. The route is the address's
 * template for the server's own addresses (`/forms/:form`), the path for a file or page
 * it served, and `-` for anything it refused or did not find: a path nobody published
 * is whatever a client typed.
 *
 * The id comes from the proxy's `X-Request-Id` when the request comes from the trusted
 * proxy (`TRUST_PROXY`, client-address.mjs) and it is a plain token (so the proxy's and
 * the server's lines join up), else a new one; it is sent back as `X-Request-Id`.
 */
import { randomUUID } from "node:crypto";
import { FORM_ACTION_PATH, FORM_KEY_PATH, FORM_SENT_PATH } from "../app/widgets/form/form-names.mjs";
import { fromTrustedProxy } from "./client-address.mjs";

const TEMPLATES = /** @type {const} */ ([
  [FORM_SENT_PATH, "/forms/:form/sent"],
  [FORM_ACTION_PATH, "/forms/:form"],
  [FORM_KEY_PATH, "/api/forms/:form/key"],
]);
const FIXED = new Set(["/api/consent", "/search", "/healthz", "/readyz"]);
const TOKEN = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * @param {string} pathname the raw path, without the query
 * @param {number} status
 */
export function routeOf(pathname, status) {
  for (const [pattern, template] of TEMPLATES) if (pattern.test(pathname)) return template;
  const bare = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  if (FIXED.has(bare)) return bare;
  return status < 400 ? pathname : "-";
}

/**
 * @typedef {object} RequestLogOptions
 * @property {import("./logger.mjs").Logger} logger
 * @property {import("./client-address.mjs").TrustProxy} trustProxy take the trusted proxy's X-Request-Id. (default false)
 */

/**
 * Wraps a request handler: gives each request its id and logs it when its answer ends
 * (or its connection closes first: `aborted`).
 * @param {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse, requestId: string) => void} handler
 * @param {Partial<RequestLogOptions> & Pick<RequestLogOptions, "logger">} options
 */
export function withRequestLog(handler, { logger, trustProxy = false }) {
  return (/** @type {import("node:http").IncomingMessage} */ req, /** @type {import("node:http").ServerResponse} */ res) => {
    const offered = fromTrustedProxy(req, { trustProxy }) ? req.headers["x-request-id"] : undefined;
    const requestId = typeof offered === "string" && TOKEN.test(offered) ? offered : randomUUID();
    const started = process.hrtime.bigint();
    res.setHeader("X-Request-Id", requestId);
    logger.debug("request received", { requestId, method: req.method });
    res.once("close", () => {
      // The absolute form (`GET http://host/path`) is served for its path (request-target.mjs).
      const pathname = ((req.url ?? "/").split("?")[0] ?? "/").replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, "") || "/";
      logger.info("request", {
        requestId,
        method: req.method,
        route: routeOf(pathname, res.statusCode),
        status: res.statusCode,
        durationMs: Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
        ...(res.writableFinished ? {} : { aborted: true }),
      });
    });
    handler(req, res, requestId);
  };
}
