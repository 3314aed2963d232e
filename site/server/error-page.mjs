// @ts-check
/**
 * Plain, readable error answers: a short HTML page (no stack trace, no file paths, no
 * inline style or script, so the site's CSP holds), or the same words as text for a
 * client that asks for something else. Used by the request guard, the static files and
 * the raw-socket error handler (docs/behaviour/server.md#errors).
 */
import { STATUS_CODES } from "node:http";

/** What a visitor reads for each status the server itself produces. */
const explanations = {
  400: "The address or the request could not be understood.",
  404: "There is nothing at this address.",
  405: "This address can only be read, not sent to.",
  408: "The request took too long to arrive.",
  413: "The request carried more data than this site accepts.",
  414: "The address is too long.",
  415: "This address accepts a form sent by a web page, not data of this kind.",
  431: "Your browser sent more cookies or header data than this site accepts. Clearing this site's cookies and reloading the page usually fixes it.",
  500: "Something went wrong on our side. Please try again in a moment.",
  503: "Forms cannot be received on this server just now. Please try again later, or write by email.",
};

/** @param {number} status */
function errorTitle(status) {
  return `${status} ${STATUS_CODES[status] ?? "Error"}`;
}

/** @param {number} status */
function errorText(status) {
  return /** @type {Record<number, string>} */ (explanations)[status] ?? (STATUS_CODES[status] ?? "Error");
}

/** @param {number} status */
export function errorHtml(status) {
  const title = errorTitle(status);
  return (
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>` +
    `<body><main><h1>${title}</h1><p>${errorText(status)}</p><p><a href="/">Go to the home page</a></p></main></body></html>`
  );
}

/**
 * Answers `res` with the error page. Extra headers (Allow, Connection) go with it.
 * @param {import("node:http").ServerResponse} res
 * @param {number} status
 * @param {{ headers?: Record<string, string>, head?: boolean }} [options]
 */
export function sendError(res, status, options = {}) {
  const body = errorHtml(status);
  res.statusCode = status;
  for (const [name, value] of Object.entries(options.headers ?? {})) res.setHeader(name, value);
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Content-Length", Buffer.byteLength(body));
  res.setHeader("Cache-Control", "no-store");
  res.end(options.head ? undefined : body);
}

/**
 * The same page as a whole raw HTTP response, for a socket Node's parser gave up on
 * (there is no response object then). The connection is closed after it.
 * @param {number} status
 * @param {Record<string, string>} [headers]
 */
export function rawErrorResponse(status, headers = {}) {
  const body = errorHtml(status);
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? "Error"}`,
    "Content-Type: text/html; charset=utf-8",
    `Content-Length: ${Buffer.byteLength(body)}`,
    "Cache-Control: no-store",
    "Connection: close",
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  return `${lines.join("\r\n")}\r\n\r\n${body}`;
}
