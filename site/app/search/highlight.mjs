/**
 * Splits text into plain and matched pieces. A word is matched when, processed like an
 * indexed word, it is one of the terms MiniSearch reports for a result; so a prefix or
 * fuzzy match ("celadn" → "celadon") marks the word as written in the text ("Celadon").
 * Returning pieces rather than HTML lets React render them without innerHTML and the
 * server escape them in one place.
 */
import { WORD_PATTERN, normalizeTerm } from "./search-options.mjs";

/**
 * @param {string} text
 * @param {Iterable<string>} terms matched index terms (already normalized)
 * @param {(word: string) => string | null} [processTerm] the index's (search-options.mjs termProcessor)
 * @returns {{ text: string, match: boolean }[]}
 */
export function highlightSegments(text, terms, processTerm = normalizeTerm) {
  const wanted = new Set(terms);
  /** @type {{ text: string, match: boolean }[]} */
  const segments = [];
  let cursor = 0;
  for (const found of text.matchAll(WORD_PATTERN)) {
    const term = processTerm(found[0]);
    if (term === null || !wanted.has(term)) continue;
    const start = found.index ?? 0;
    if (start > cursor) segments.push({ text: text.slice(cursor, start), match: false });
    segments.push({ text: found[0], match: true });
    cursor = start + found[0].length;
  }
  if (cursor < text.length) segments.push({ text: text.slice(cursor), match: false });
  return segments;
}

/**
 * Index of the first matched word in the text, or -1.
 * @param {string} text
 * @param {Iterable<string>} terms
 * @param {(word: string) => string | null} [processTerm]
 */
export function firstMatchIndex(text, terms, processTerm = normalizeTerm) {
  const wanted = new Set(terms);
  for (const found of text.matchAll(WORD_PATTERN)) {
    const term = processTerm(found[0]);
    if (term !== null && wanted.has(term)) return found.index ?? 0;
  }
  return -1;
}
