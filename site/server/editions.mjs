// @ts-check
/**
 * A site in two languages is built as two editions (docs/decisions/046-two-languages-on-one-site.md):
 * the first language's pages in the build's `client/`, and each further language as a build
 * of its own in `editions/{language}/`, with its pages, `_headers`, `words.json`,
 * `forms.json` and `shop.json`. A request whose address starts with an edition's prefix
 * (`/fr/…`) is served as a request to that edition, its prefix set aside: its pages, its
 * search results, its forms' answers and its error pages, in its language. Nothing but the
 * address says the language: no cookie remembers it.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { languageOfAddress, toEdition } from "../app/lib/edition-address.mjs";

// Which edition an address names, and the address within it, are the pages' rule too (one module).
export { withinEdition } from "../app/lib/edition-address.mjs";

/** @typedef {{ dir: string, prefix: string }} Edition */

/** Which editions a build has, looked up once per build folder (a build folder never changes). */
/** @type {Map<string, boolean>} */
const known = new Map();

/**
 * The edition an address belongs to in the build whose client folder is `dir`: its client
 * folder and prefix; the first language's (`dir`, "") for any other address.
 * @param {string} dir @param {string} pathname
 * @returns {Edition}
 */
export function editionAt(dir, pathname) {
  const language = languageOfAddress(pathname);
  if (!language) return { dir, prefix: "" };
  const editionDir = path.join(dir, "..", "editions", language, "client");
  let there = known.get(editionDir);
  if (there === undefined) {
    there = existsSync(editionDir);
    // Only what a build has: a folder that is not there yet may come with the next build (another folder).
    if (known.size > 256) known.clear();
    known.set(editionDir, there);
  }
  return there ? { dir: editionDir, prefix: `/${language}` } : { dir, prefix: "" };
}

/**
 * The first language's client folder of the build an edition's client folder `dir` belongs
 * to (`…/editions/fr/client` → `…/client`); `dir` itself when it is the first language's.
 * @param {string} dir
 */
export function firstLanguageDir(dir) {
  const parts = dir.split(path.sep);
  return parts.at(-1) === "client" && parts.at(-3) === "editions" ? path.join(dir, "..", "..", "..", "client") : dir;
}

/**
 * An edition's answers lead within it: a redirect its routes answer with a site address
 * (`/contact?sent=contact`, `/cart`) gets the edition's prefix, as its pages write it.
 * @param {import("node:http").ServerResponse} res @param {string} prefix
 */
export function keepInEdition(res, prefix) {
  if (!prefix) return;
  const prefixed = (/** @type {unknown} */ value) => (typeof value === "string" ? toEdition(value, prefix) : value);
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) => setHeader(name, String(name).toLowerCase() === "location" ? /** @type {any} */ (prefixed(value)) : value);
  const writeHead = res.writeHead.bind(res);
  res.writeHead = /** @type {any} */ ((/** @type {number} */ status, /** @type {any[]} */ ...rest) => {
    const headers = rest.find((part) => part && typeof part === "object" && !Array.isArray(part));
    if (headers) for (const name of Object.keys(headers)) if (name.toLowerCase() === "location") headers[name] = prefixed(headers[name]);
    return writeHead(status, ...rest);
  });
}
