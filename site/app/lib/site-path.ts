/**
 * Where this build's pages live: `/` for a site's first language, `/fr/` for its French
 * edition (docs/decisions/046-two-languages-on-one-site.md). The bundler writes its `base`
 * into the code it builds; code run without it (tests, the build's own scripts) is at `/`.
 */
const PREFIX = (import.meta.env?.BASE_URL ?? "/").replace(/\/+$/, "");

/**
 * Addresses every edition shares, served once at the site's root: the pictures and the
 * consent log (`/api/`). The forms and the checkout are not among them: the server answers
 * each under the edition's prefix in its language, with its forms and shop
 * (docs/decisions/046-two-languages-on-one-site.md).
 */
const SHARED = /^\/(?:media|api)(?:[/?#]|$)/;

/**
 * A page's address as this edition writes it: `/shop` is `/fr/shop` in the French edition,
 * and stays `/shop` in the first language. Content and code write a site's addresses
 * without a prefix; whatever writes one into a page passes it through here. Other addresses
 * (`https://…`, `#top`, `mailto:`, `//cdn…`) and the shared ones are left as they are.
 */
export function sitePath(address: string): string {
  if (!PREFIX || !address.startsWith("/") || address.startsWith("//") || SHARED.test(address)) return address;
  return address === "/" ? `${PREFIX}/` : `${PREFIX}${address}`;
}

/** The edition's prefix, `/fr`, or "" for the first language. */
export const editionPrefixOfPage = (): string => PREFIX;

/** The address a request asks for, as the site writes it (without this edition's prefix): `/fr/about/` → `/about/`. */
export function addressOf(request: Request): string {
  const { pathname } = new URL(request.url);
  return (PREFIX && pathname.startsWith(PREFIX) ? pathname.slice(PREFIX.length) : pathname) || "/";
}
