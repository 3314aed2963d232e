import { getDomain } from "tldts";

/**
 * The registrable domain of a host by the public suffix list (`shop.example.co.uk` →
 * `example.co.uk`), or undefined for IP addresses, `localhost` and bare suffixes.
 *
 * Build-time and server-side only: tldts is about 47 KB gzip, far over the browser
 * budget, so the site computes this once from its own URL when it validates its config
 * and passes it to the engine as layer 2's cookie domain
 * (docs/behaviour/consent-layer-2.md#shared-consent). Plain JavaScript, like
 * `defaults.js`, because the site's config (read by tools that do not compile
 * TypeScript from packages) imports it. Not exported from the package's main entry;
 * import `@vitrine/consent/domain`.
 *
 * @param {string} hostname
 * @returns {string | undefined}
 */
export function registrableDomain(hostname) {
  return getDomain(hostname, { allowPrivateDomains: false }) ?? undefined;
}
