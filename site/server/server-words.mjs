/**
 * The words the server writes into a page itself (the search results, the forms' answers
 * without JavaScript, its error pages), in the site's language: `words.json`, written by the
 * build beside the pages (docs/decisions/039-site-words.md). A build folder never changes,
 * so each is read once.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { englishServerWords } from "../app/words/server-word-defaults.mjs";
import { SERVER_WORDS_FILE } from "../app/words/server-words-names.mjs";

/** @typedef {import("../scripts/build/server-words").ServerWords} ServerWords */

/** @type {Map<string, ServerWords>} */
const read = new Map();

/**
 * The words of the build whose client folder is `dir`. A build made before the site had a
 * words table has no `words.json`: its pages were written in English, so its answers are
 * too (the English defaults), and the log says so once. A `words.json` that is there but
 * cannot be read is a broken build: that throws, naming the file.
 * @param {string} dir the build's client folder a request is served from
 * @returns {ServerWords}
 */
export function readServerWords(dir) {
  let words = read.get(dir);
  if (!words) {
    const file = path.join(dir, "..", SERVER_WORDS_FILE);
    words = parseWords(file);
    read.set(dir, words);
  }
  return words;
}

/** @param {string} file @returns {ServerWords} */
function parseWords(file) {
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== "ENOENT") throw error;
    console.warn(`${file} is missing (a build older than the site's words table): the server answers in English.`);
    return englishServerWords;
  }
  let words;
  try {
    words = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file}: not valid JSON (${/** @type {Error} */ (error).message}); rebuild the site`, { cause: error });
  }
  // Not `errorPage` nor `direction`: a build from before the error pages had words lacks them,
  // and error-page.mjs answers it in English.
  if (typeof words !== "object" || words === null || typeof words.language !== "string" || typeof words.search !== "object" || typeof words.forms !== "object") {
    throw new Error(`${file}: expected { language, search, forms }, as the build writes it; rebuild the site`);
  }
  return /** @type {ServerWords} */ (words);
}
