/**
 * Helpers for cookie payloads that come from the visitor's browser and so can hold
 * anything. The parsers built on them never throw: they catch, log and return null
 * (a consent parsing error is logged to the console and ignored, docs/behaviour/consent-layer-1.md#bad-cookies).
 */

/** Keys that could reach or describe a prototype; a payload holding them is rejected. */
const FORBIDDEN_KEYS = ["__proto__", "constructor", "prototype"];

/**
 * Checks that `data` (parsed JSON) is an object whose values each pass `accept`, and
 * returns a copy on a null prototype. Throws an Error saying what is wrong.
 */
export function toSafeRecord<T>(data: unknown, accept: (key: string, value: unknown) => value is T): Record<string, T> {
  if (typeof data !== "object" || data === null || Array.isArray(data)) throw Error("not a JSON object");
  const out = Object.create(null) as Record<string, T>;
  for (const [key, value] of Object.entries(data)) {
    if (FORBIDDEN_KEYS.includes(key)) throw Error(`forbidden key "${key}"`);
    if (!accept(key, value)) throw Error(`wrong type for "${key}"`);
    out[key] = value;
  }
  return out;
}

/**
 * Base64 of the UTF-8 bytes of `text`: identical to the plugin's `btoa` for ASCII,
 * and unlike it does not throw on other text. (`unescape(encodeURIComponent())` is
 * the shortest UTF-8 → bytes path, which matters in the inlined boot script.)
 */
export function encodeBase64(text: string): string {
  return btoa(unescape(encodeURIComponent(text)));
}

/**
 * Inverse of `encodeBase64` (throws on text that is not base64). Bytes that are not
 * UTF-8 are read as Latin-1, which is what the plugin's `btoa` stored for non-ASCII.
 */
export function decodeBase64(text: string): string {
  const binary = atob(text);
  try {
    return decodeURIComponent(escape(binary));
  } catch {
    return binary;
  }
}

/** Runs `parse`; on any error logs which cookie was ignored and why, and returns null. */
export function parseOrReport<T>(cookie: string, parse: () => T): T | null {
  try {
    return parse();
  } catch (error) {
    reportIgnored(cookie, String(error));
    return null;
  }
}

/** One console.error per ignored cookie, naming it and saying why. */
export function reportIgnored(cookie: string, reason: string): void {
  console.error(`Consent: ignored the ${cookie} cookie (${reason})`);
}
