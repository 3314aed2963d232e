/**
 * The short passage shown under a result: a window of the text around the first
 * matched word, cut on word boundaries, with an ellipsis where text was left out.
 */
import { firstMatchIndex } from "./highlight.mjs";

/** @type {import("./snippet.d.mts").SnippetOptions} */
export const defaultSnippetOptions = { length: 180, lead: 60 };

/**
 * @param {string} text
 * @param {Iterable<string>} terms
 * @param {Partial<import("./snippet.d.mts").SnippetOptions>} [options]
 * @returns {string | null} null when no word of the text matched
 */
export function makeSnippet(text, terms, options = {}) {
  const { length, lead, processTerm } = { ...defaultSnippetOptions, ...options };
  const at = firstMatchIndex(text, terms, processTerm);
  if (at < 0) return null;
  if (text.length <= length) return text;

  let start = Math.max(0, Math.min(at - lead, text.length - length));
  if (start > 0) {
    // Start at the next word so the snippet never opens mid-word.
    const space = text.slice(start, at).search(/\s\S/u);
    start = space >= 0 ? start + space + 1 : at;
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const space = text.lastIndexOf(" ", end);
    if (space > at) end = space;
  }
  const body = text.slice(start, end).trim();
  return `${start > 0 ? "…" : ""}${body}${end < text.length ? "…" : ""}`;
}
