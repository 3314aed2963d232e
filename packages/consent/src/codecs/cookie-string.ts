/**
 * `document.cookie` strings: parsing a `Cookie` header into a map and serialising one
 * `Set-Cookie`-style assignment. Parsing never throws (docs/behaviour/consent-layer-1.md#bad-cookies).
 */

/** Decodes percent-escapes, keeping the raw text when it is not valid escaping. */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * `a=1; b=2` → Map. The first occurrence of a name wins, as with the browser's
 * ordering (most specific path first). A Map, so names like `__proto__` are inert.
 */
export function parseCookieString(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 1) continue;
    const name = part.slice(0, eq).trim();
    if (name && !cookies.has(name)) cookies.set(name, safeDecode(part.slice(eq + 1).trim()));
  }
  return cookies;
}

/**
 * Every value sent for `name`, in the order the browser sends them: cookies with longer
 * paths first, then, for the same path, older first (RFC 6265 §5.4), so of two copies on
 * path `/` (a host-only and a domain-wide one) the last is the newer.
 */
export function cookieValues(header: string, name: string): string[] {
  return header
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part.startsWith(name + "="))
    .map((part) => safeDecode(part.slice(name.length + 1)));
}

/**
 * Values are written as they are when they need no escaping, like the plugins do (so
 * base64 and plain JSON stay readable by them); otherwise percent-encoded. `%` is
 * escaped so that reading back decodes to the same text.
 */
export function encodeCookieValue(value: string): string {
  return /^[\x21-\x24\x26-\x3a\x3c-\x7e]*$/.test(value) ? value : encodeURIComponent(value);
}

interface CookieAttributes {
  /** Lifetime in whole days; 0 writes an expired cookie (erase). */
  readonly days: number;
  /** Domain attribute; omitted for a host-only cookie. */
  readonly domain?: string;
  /** @default "/" */
  readonly path?: string;
  readonly secure?: boolean;
}

/**
 * `name=value; max-age=…; path=/; SameSite=Lax[; domain=…][; secure]`. `max-age`
 * (seconds) rather than the plugin's `expires` date: the same lifetime, with no clock or
 * date code. `SameSite=Lax` says what browsers otherwise guess: the choice travels with
 * the visitor's own navigation to the site, never with another site's requests
 * (docs/behaviour/consent-layer-1.md#cookies).
 */
export function serializeCookie(name: string, value: string, attrs: CookieAttributes): string {
  return (
    `${name}=${encodeCookieValue(value)}; max-age=${attrs.days * 86400}; path=${attrs.path ?? "/"}; SameSite=Lax` +
    (attrs.domain ? `; domain=${attrs.domain}` : "") +
    (attrs.secure ? "; secure" : "")
  );
}
