// @ts-check
/**
 * The site's request handling, in order: the security headers of the build's
 * `_headers`, the request guard (method, address, cookie and body limits), the search results
 * page for `/search?q=…`, then the built files and pages with their precompressed
 * copies, the redirects of old addresses (`_redirects`), and the 404 page. Errors never reach the visitor as a stack trace or a path
 * (docs/behaviour/server.md).
 */
import { existsSync } from "node:fs";
import { createBuildRoot } from "./build-root.mjs";
import { answerErrorsIn, sendError } from "./error-page.mjs";
import { createConsentRoutes } from "./consent/consent-routes.mjs";
import { createFormRoutes } from "./forms/form-routes.mjs";
import { createVisitRoutes } from "./visits/visit-routes.mjs";
import { createCheckoutRoutes } from "./shop/shop.mjs";
import { createHealthRoutes } from "./health-routes.mjs";
import { createHttpServer } from "./http-server.mjs";
import { createLogger, errorFields } from "./logger.mjs";
import { MAX_BODY_BYTES, MAX_COOKIE_BYTES, MAX_URL_BYTES, defaultTimeouts } from "./limits.mjs";
import { createRedirects } from "./redirects.mjs";
import { createRequestGuard } from "./request-guard.mjs";
import { withRequestLog } from "./request-log.mjs";
import { createSearchFallback } from "./search-fallback.mjs";
import { createSecurityHeaders } from "./security-headers.mjs";
import { sendHtml } from "./send-html.mjs";
import { createStaticFiles } from "./static-files.mjs";
import { readServerWords } from "./server-words.mjs";
import { editionAt, keepInEdition, withinEdition } from "./editions.mjs";

/** What may be an edition's prefix (`/fr`), set aside to find the route an address names (editions.mjs). */
const EDITION_PREFIX = /^\/[a-z]{2,3}(?:-[a-z0-9]{2,8})?(?=\/)/;

/**
 * @typedef {object} SiteServerOptions
 * @property {string} root the live build's client folder, followed through its link once per request (build-root.mjs)
 * @property {Partial<import("./limits.mjs").Timeouts>} timeouts the limits' timeouts (limits.mjs)
 * @property {import("./client-address.mjs").TrustProxy} trustProxy believe X-Forwarded-Proto (HSTS behind a TLS-ending proxy) and X-Forwarded-For (the client's address) from a trusted proxy; false by default (client-address.mjs)
 * @property {import("./db/types.d.mts").Db} db the database forms are stored in; without one, the forms' addresses answer 503
 * @property {Omit<import("./forms/form-routes.mjs").FormRoutesOptions, "db" | "trustProxy" | "maxBodyBytes">} forms the forms' secret, key timing and rate limit
 * @property {Omit<import("./consent/consent-routes.mjs").ConsentRoutesOptions, "db" | "trustProxy">} consentLog the consent log's rate limit and clock
 * @property {Omit<import("./shop/shop.mjs").CheckoutRoutesOptions, "db" | "trustProxy" | "maxBodyBytes">} checkout the shop's payment provider, mailer and rate limit
 * @property {Omit<import("./visits/visit-routes.mjs").VisitRoutesOptions, "db" | "trustProxy">} visits the visit counting's switch, retention, rate limit and clock (docs/behaviour/visits.md)
 * @property {import("./logger.mjs").Logger} logger one JSON line per request and per failure (request-log.mjs); by default failures only
 * @property {{ owns(req: import("node:http").IncomingMessage): boolean, handle(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse): void }} studio the studio, answering every request for its own host name (STUDIO_HOST, studio/studio-env.mjs); none by default
 */

const READ_ONLY = ["GET", "HEAD"];
/** How often lapsed holds are given back between checkouts. */
const LAPSE_SWEEP_MS = 10 * 60_000;
/** Tries of a read whose build is removed under it (site-server.mjs handle): each takes the build live then. */
const MAX_ATTEMPTS = 5;

/** A server without a database still knows the addresses that need one, to answer them 503 rather than 405. */
const NEEDS_DATABASE = /^\/(?:api\/|forms\/|checkout(?:\/|$))/;

/** @param {Pick<SiteServerOptions, "root"> & Partial<SiteServerOptions>} options */
export function createSiteServer(options) {
  const { root, trustProxy = false, db } = options;
  // Forms, the consent log and the shop's checkout: only with a database (docs/behaviour/server.md#forms, #consent-log).
  // The order request's spam protection signs and times its keys as the forms do.
  const formKeys = { ...(options.forms?.secret ? { secret: options.forms.secret } : {}), ...(options.forms?.keys ? { keys: options.forms.keys } : {}) };
  const checkout = db ? createCheckoutRoutes({ ...formKeys, ...options.checkout, db, trustProxy, maxBodyBytes: MAX_BODY_BYTES }) : undefined;
  const visits = db ? createVisitRoutes({
    onPurgeFailure: (message, error) => logger.error(message, errorFields(error)),
    ...options.visits,
    db,
    trustProxy,
  }) : undefined;
  const routes = db && checkout && visits
    ? [createFormRoutes({ ...options.forms, db, trustProxy, maxBodyBytes: MAX_BODY_BYTES }), createConsentRoutes({ ...options.consentLog, db, trustProxy }), checkout, visits]
    : [];
  /** @param {string} pathname */
  const routeMethods = (pathname) => {
    for (const route of routes) {
      const methods = route.methodsFor(pathname);
      if (methods) return methods;
    }
    return !db && NEEDS_DATABASE.test(pathname) ? ["GET", "HEAD", "POST"] : undefined;
  };
  const guard = createRequestGuard({
    maxUrlBytes: MAX_URL_BYTES,
    maxCookieBytes: MAX_COOKIE_BYTES,
    maxBodyBytes: MAX_BODY_BYTES,
    // An edition's forms and checkout are the same routes under its prefix (editions.mjs).
    methodsFor: (pathname) => routeMethods(pathname) ?? routeMethods(pathname.replace(EDITION_PREFIX, "")) ?? READ_ONLY,
  });
  const build = createBuildRoot(root);
  // The checkout's POST leads to the payment provider's page: the forms may go there too.
  const paymentPage = db && options.checkout?.payments?.pageOrigin;
  const headers = createSecurityHeaders({ trustProxy: Boolean(trustProxy), formActionOrigins: paymentPage ? [paymentPage] : [] });
  const search = createSearchFallback({ root: build.current });
  const files = createStaticFiles();
  const redirects = createRedirects();
  const logger = options.logger ?? createLogger({ level: "warn" });
  const health = createHealthRoutes({ db, onFailure: (message, error) => logger.error(message, errorFields(error)) });

  /** @param {import("node:http").IncomingMessage} req */
  const isRead = (req) => req.method === "GET" || req.method === "HEAD";

  /**
   * A read that outlived its build: the build it was served from was removed (two newer ones
   * were switched in meanwhile) before it read its file, or found it, so it would answer 404.
   * Nothing sent yet, it is answered again from the build that is live now.
   * @param {import("node:http").IncomingMessage} req @param {import("node:http").ServerResponse} res @param {string} dir @param {unknown} error
   */
  const outlivedBuild = (req, res, dir, error) =>
    /** @type {NodeJS.ErrnoException} */ (error)?.code === "ENOENT" && !res.headersSent && isRead(req) && !existsSync(dir);

  /** @param {import("node:http").IncomingMessage} req @param {import("node:http").ServerResponse} res */
  async function handle(req, res) {
    // The whole request is served from the build that is live now, even if a new one is
    // switched in meanwhile (docs/decisions/013-linear-build-and-atomic-output.md); a few
    // tries, however many builds are switched in while it runs.
    for (let attempt = 1; ; attempt += 1) {
      const dir = build.current();
      try {
        return await handleIn(req, res, dir);
      } catch (error) {
        if (attempt >= MAX_ATTEMPTS || !outlivedBuild(req, res, dir, error)) throw error;
      }
    }
  }

  /** @param {import("node:http").IncomingMessage} req @param {import("node:http").ServerResponse} res @param {string} build the live build's client folder */
  async function handleIn(req, res, build) {
    // A second language's address is served by its edition, its prefix set aside (editions.mjs).
    const rawPath = (req.url ?? "/").split("?")[0] ?? "/";
    const { dir, prefix } = editionAt(build, rawPath);
    keepInEdition(res, prefix);
    // Its error pages, wherever one is answered, speak that build's (that edition's) language.
    answerErrorsIn(res, () => readServerWords(dir));
    // First, so the guard's own refusals carry the headers too (rules match the raw path).
    headers(req, res, withinEdition(rawPath, prefix), dir);
    const guarded = guard(req, res);
    if (!guarded) return;
    const target = { ...guarded, pathname: withinEdition(guarded.pathname, prefix) };
    if (await health.handle(req, res, target, dir)) return;
    for (const route of routes) if (await route.handle(req, res, target, dir)) return;
    if (!db && NEEDS_DATABASE.test(target.pathname)) return sendError(res, 503, { head: req.method === "HEAD" });
    if (target.pathname === "/search" || target.pathname === "/search/") {
      const html = await search.render(new URLSearchParams(target.search).getAll("q"), dir, prefix);
      if (html !== undefined) return sendHtml(req, res, html);
    }
    // An old address leads on only where no page is: an address that has a page again is that page.
    if (await files.serve(req, res, target.pathname, dir, () => redirects.handle(req, res, target, dir))) return;
    if (await redirects.handle(req, res, target, dir)) return;
    // Not found because its build was removed meanwhile: that is no answer (handle tries again).
    if (isRead(req) && !existsSync(build)) throw Object.assign(new Error(`${dir}: the build was removed while the request ran`), { code: "ENOENT" });
    sendError(res, 404, { head: req.method === "HEAD" });
  }

  // A request Node's parser refuses has no build of its own yet: its page speaks the live one's language.
  const refusedWords = () => readServerWords(build.current());
  const { studio } = options;
  const server = createHttpServer(withRequestLog((req, res, requestId) => {
    // The studio's host name is the studio's alone: none of the site's pages, headers or routes
    // (docs/decisions/050-the-studio-on-the-sites-server.md).
    if (studio?.owns(req)) return studio.handle(req, res);
    handle(req, res).catch((error) => {
      logger.error("request failed", { requestId, ...errorFields(error) });
      if (res.headersSent) res.destroy();
      else sendError(res, 500);
    });
  }, { logger, trustProxy }), { ...defaultTimeouts, ...options.timeouts }, refusedWords);
  if (checkout) {
    // Holds lapse on time in a shop nobody visits: its order requests too (docs/behaviour/shop.md#stock).
    const timer = setInterval(() => void checkout.sweep(build.current()).catch((error) => logger.error("lapsed orders could not be released", errorFields(error))), LAPSE_SWEEP_MS);
    timer.unref();
    server.on("close", () => clearInterval(timer));
  }
  if (visits) {
    // Raw visit events and old daily counts go on time on every instance (docs/behaviour/visits.md#what-is-kept).
    const purging = visits.startPurging();
    server.on("close", purging.stop);
  }
  return server;
}
