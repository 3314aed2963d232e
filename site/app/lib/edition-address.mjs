// @ts-check
/**
 * Which edition an address belongs to, and the same address in another edition
 * (docs/decisions/046-two-languages-on-one-site.md): the one rule the pages, the browser's
 * code and the site's server all follow, so a link a page writes and the answer the server
 * gives never disagree. A second language's pages are under its prefix (`/fr/…`); the
 * pictures and the consent log (`/media/`, `/api/`) are served once, at the root, for every
 * edition. Plain JavaScript: the server imports it as it is.
 */

/** An edition's prefix, as the build names its folder: `/fr`, `/pt-br`. */
const LANGUAGE_PREFIX = /^\/([a-z]{2,3}(?:-[a-z0-9]{2,8})?)(?=\/|$)/;

/**
 * Addresses every edition shares, at the site's root. The forms and the checkout are not
 * among them: each edition answers them in its language, with its forms and shop.
 */
const SHARED = /^\/(?:media|api)(?:[/?#]|$)/;

/** True for an address every edition shares (`/media/…`, `/api/…`). @param {string} address */
export const isSharedAddress = (address) => SHARED.test(address);

/**
 * The language an address's prefix names (`/fr/about` → `fr`), if it has one; a shared
 * address has none. Whether the build has that edition is the caller's to know.
 * @param {string} pathname
 * @returns {string | undefined}
 */
export function languageOfAddress(pathname) {
  if (isSharedAddress(pathname)) return undefined;
  return LANGUAGE_PREFIX.exec(pathname)?.[1];
}

/** True when `address` is already under `prefix` (`/fr`, `/fr/…`, `/fr?…`). @param {string} address @param {string} prefix */
const isUnder = (address, prefix) => address === prefix || (address.startsWith(prefix) && /[/?#]/.test(address.charAt(prefix.length)));

/**
 * A site address as the edition under `prefix` writes it: `/shop` is `/fr/shop`, `/` is
 * `/fr/`. Content and code write addresses without a prefix; other addresses (`https://…`,
 * `#top`, `mailto:`, `//cdn…`), the shared ones and those already in the edition are left
 * as they are. With no prefix (the first language) every address is.
 * @param {string} address @param {string} prefix
 */
export function toEdition(address, prefix) {
  if (!prefix || !address.startsWith("/") || address.startsWith("//") || isSharedAddress(address) || isUnder(address, prefix)) return address;
  return address === "/" ? `${prefix}/` : `${prefix}${address}`;
}

/**
 * The address within its edition, as the site writes it: `/fr/about` → `/about`, `/fr` → `/`;
 * an address outside the edition (`/fresh` for `/fr`) is left as it is.
 * @param {string} pathname @param {string} prefix
 */
export const withinEdition = (pathname, prefix) => (prefix && isUnder(pathname, prefix) ? pathname.slice(prefix.length) || "/" : pathname);
