/**
 * The words the server writes into a page itself (the search results and the forms'
 * answers without JavaScript), in the site's language: `words.json`, written by the build
 * beside the pages (docs/decisions/039-site-words.md). A build folder never changes, so
 * each is read once.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { SERVER_WORDS_FILE } from "../app/words/server-words-names.mjs";

/** @type {Map<string, import("../app/words/server-words").ServerWords>} */
const read = new Map();

/**
 * @param {string} dir the build's client folder a request is served from
 * @returns {import("../app/words/server-words").ServerWords}
 */
export function readServerWords(dir) {
  let words = read.get(dir);
  if (!words) {
    words = JSON.parse(readFileSync(path.join(dir, "..", SERVER_WORDS_FILE), "utf8"));
    read.set(dir, /** @type {import("../app/words/server-words").ServerWords} */ (words));
  }
  return /** @type {import("../app/words/server-words").ServerWords} */ (words);
}
