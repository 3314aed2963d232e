// @ts-check
/**
 * Plain, readable error answers: a short HTML page (no stack trace, no file paths, no
 * inline style or script, so the site's CSP holds) in the site's language. Used by the
 * request guard, the static files, the forms' and checkout's routes and the raw-socket
 * error handler (docs/behaviour/server.md#errors).
 */
import { STATUS_CODES } from "node:http";
import { escapeHtml } from "../app/search/render-results-html.mjs";
import { englishServerWords } from "../app/words/server-word-defaults.mjs";
import { fill } from "../app/words/word.mjs";

/** @typedef {Pick<import("../scripts/build/server-words").ServerWords, "language" | "direction" | "errorPage"> & { home?: string }} ErrorWords (`home`: the address its link leads to, `/fr/` in a second language; words.json before it had none) */
/** @typedef {() => ErrorWords} ErrorWordsSource asked only when an error is answered: a request that succeeds never reads them */

/**
 * Each response's words, set once per request by the site's server (`answerErrorsIn`):
 * the twenty places that answer an error then need not carry them.
 * @type {WeakMap<import("node:http").ServerResponse, ErrorWordsSource>}
 */
const sources = new WeakMap();

/**
 * The error pages `res` may answer speak the words `source` gives: the site's, from the build
 * the request is served from (site-server.mjs).
 * @param {import("node:http").ServerResponse} res
 * @param {ErrorWordsSource} source
 */
export function answerErrorsIn(res, source) {
  sources.set(res, source);
}

/**
 * The site's words, or English where there are none: a response or socket nobody gave words
 * (a handler on its own, in tests), a build older than the error pages' words (its
 * `words.json` has no `errorPage`), or a `words.json` that cannot be read. An error page must
 * be answerable whatever else is broken; the forms and the search name a broken file.
 * @param {ErrorWordsSource | undefined} source
 * @returns {ErrorWords}
 */
function wordsFrom(source) {
  try {
    const words = source?.();
    if (words?.errorPage) return words;
  } catch {
    // English, below.
  }
  return englishServerWords;
}

/**
 * A word as HTML text: an owner's word may hold `<` or `&`. Quotes stay as written, as
 * outside an attribute they may ("this site's cookies").
 * @param {string} word
 */
const asText = (word) => word.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/**
 * The page for `status` in `words`; a status without words of its own gets the general ones.
 * @param {number} status
 * @param {ErrorWords} [words]
 */
export function errorHtml(status, words = englishServerWords) {
  const own = /** @type {Record<string, string | undefined>} */ (words.errorPage);
  const title = asText(fill(own[`title${status}`] ?? words.errorPage.title, { status }));
  const text = asText(fill(own[`text${status}`] ?? words.errorPage.text, { status }));
  const dir = words.direction === "rtl" ? "rtl" : "ltr";
  return (
    `<!DOCTYPE html><html lang="${escapeHtml(words.language)}" dir="${dir}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>` +
    `<body><main><h1>${title}</h1><p>${text}</p><p><a href="${escapeHtml(words.home ?? "/")}">${asText(words.errorPage.home)}</a></p></main></body></html>`
  );
}

/**
 * Answers `res` with the error page, in the words `answerErrorsIn` gave it. Extra headers
 * (Allow, Connection) go with it.
 * @param {import("node:http").ServerResponse} res
 * @param {number} status
 * @param {{ headers?: Record<string, string>, head?: boolean }} [options]
 */
export function sendError(res, status, options = {}) {
  const body = errorHtml(status, wordsFrom(sources.get(res)));
  res.statusCode = status;
  for (const [name, value] of Object.entries(options.headers ?? {})) res.setHeader(name, value);
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Content-Length", Buffer.byteLength(body));
  res.setHeader("Cache-Control", "no-store");
  res.end(options.head ? undefined : body);
}

/**
 * The same page as a whole raw HTTP response, for a socket Node's parser gave up on
 * (there is no response object then). The connection is closed after it. The status
 * line's reason phrase is the protocol's, in English; the page is in `words`.
 * @param {number} status
 * @param {{ words?: ErrorWordsSource, headers?: Record<string, string> }} [options]
 */
export function rawErrorResponse(status, { words, headers = {} } = {}) {
  const body = errorHtml(status, wordsFrom(words));
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
