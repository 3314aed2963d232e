import { getDomain } from "tldts";

/**
 * The registrable domain of a host by the public suffix list (`shop.example.co.uk` →
 * `example.co.uk`), or undefined for IP addresses, `localhost` and bare suffixes.
 *
 * Build-time and server-side only: tldts is about 47 KB gzip, far over the browser
 * budget, so the site computes this once from its own URL and passes it to the engine
 * and the boot script as `cookieDomain` (docs/decisions/001-consent-engine.md). Not
 * exported from the package's main entry for that reason; import
 * `@vitrine/consent/domain`.
 */
export function registrableDomain(hostname: string): string | undefined {
  return getDomain(hostname, { allowPrivateDomains: false }) ?? undefined;
}
