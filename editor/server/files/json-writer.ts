import { isDeepStrictEqual } from "node:util";

/**
 * Writes a new value into a JSON file in the file's own layout: its indentation (spaces
 * or a tab), its line endings, its final newline, and its key order — keys the file had
 * stay where they were, new keys follow them — so `git diff` shows only what changed.
 * JSON has no comments to keep.
 */
export function writeJson(original: string, value: unknown): string {
  const source = original.replace(/^\uFEFF/, "");
  let before: unknown;
  try {
    before = JSON.parse(source);
  } catch {
    before = undefined;
  }
  const indentMatch = /^[{[]\r?\n([ \t]+)/.exec(source);
  const indent = indentMatch ? indentMatch[1]! : source.trim().includes("\n") || !source.trim() ? 2 : 0;
  const eol = source.includes("\r\n") ? "\r\n" : "\n";
  const finalNewline = source === "" || /\n$/.test(source);
  let text = JSON.stringify(orderLike(before, value), null, indent);
  if (eol !== "\n") text = text.replace(/\n/g, eol);
  return `${original.startsWith("\uFEFF") ? "\uFEFF" : ""}${text}${finalNewline ? eol : ""}`;
}

/** `next` with its keys in the order `previous` had them (recursively), new keys after. */
function orderLike(previous: unknown, next: unknown): unknown {
  if (Array.isArray(next)) {
    const old = Array.isArray(previous) ? previous : [];
    // A moved item keeps its own order; an edited one follows the item at its place.
    return next.map((item, index) => orderLike(old.find((candidate) => isDeepStrictEqual(candidate, item)) ?? old[index], item));
  }
  if (!isObject(next)) return next;
  const before = isObject(previous) ? Object.keys(previous) : [];
  const keys = [...before.filter((key) => key in next), ...Object.keys(next).filter((key) => !before.includes(key))];
  return Object.fromEntries(keys.filter((key) => next[key] !== undefined).map((key) => [key, orderLike(isObject(previous) ? previous[key] : undefined, next[key])]));
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
