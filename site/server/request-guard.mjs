// @ts-check
/**
 * Checks every request before anything serves it (docs/behaviour/server.md#limits):
 * the method (405 with Allow, 204 for OPTIONS), the target (request-target.mjs), the
 * size of the cookies (431 with a readable page) and of the body (413). It answers the
 * refusals itself and returns the decoded path for the rest.
 */
import { sendError } from "./error-page.mjs";
import { startBody } from "./read-body.mjs";
import { parseRequestTarget } from "./request-target.mjs";

/**
 * @typedef {object} GuardOptions
 * @property {number} maxUrlBytes
 * @property {number} maxCookieBytes
 * @property {number} maxBodyBytes
 * @property {(pathname: string) => string[]} methodsFor the methods an address takes besides OPTIONS; GET and HEAD for every page and file
 */

/** @param {(pathname: string) => string[]} methodsFor @param {string} pathname */
const allowHeader = (methodsFor, pathname) => [...methodsFor(pathname), "OPTIONS"].join(", ");

/**
 * Refuses a body over the limit: at once when it says its length, or as soon as a
 * chunked body passes it. The body is read from here on (read-body.mjs), so a route reads
 * the same body whichever way it is framed. The connection closes after a 413, so the
 * rest is not read.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {number} limit
 */
function limitBody(req, res, limit) {
  const declared = Number(req.headers["content-length"] ?? 0);
  const refuse = () => sendError(res, 413, { headers: { Connection: "close" } });
  if (declared > limit) {
    refuse();
    return false;
  }
  startBody(req, {
    maxBytes: limit,
    onOverLimit: () => {
      if (!res.headersSent) refuse();
      req.destroy();
    },
  });
  return true;
}

/**
 * @param {GuardOptions} options
 */
export function createRequestGuard(options) {
  const { maxUrlBytes, maxCookieBytes, maxBodyBytes, methodsFor } = options;
  /**
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   * @returns {{ pathname: string, search: string } | undefined} undefined when the guard has answered
   */
  return function guard(req, res) {
    const target = parseRequestTarget(req.url, { maxUrlBytes });
    if (!target.ok) {
      sendError(res, target.status, { headers: { Connection: "close" } });
      return undefined;
    }
    const method = req.method ?? "GET";
    const allowed = methodsFor(target.pathname);
    if (method === "OPTIONS") {
      res.writeHead(204, { Allow: allowHeader(methodsFor, target.pathname), "Content-Length": "0" }).end();
      return undefined;
    }
    if (!allowed.includes(method)) {
      sendError(res, 405, { headers: { Allow: allowHeader(methodsFor, target.pathname) }, head: method === "HEAD" });
      return undefined;
    }
    if (Buffer.byteLength(req.headers.cookie ?? "") > maxCookieBytes) {
      sendError(res, 431, { head: method === "HEAD" });
      return undefined;
    }
    if (!limitBody(req, res, maxBodyBytes)) return undefined;
    return { pathname: target.pathname, search: target.search };
  };
}
