/**
 * Where Microsoft Clarity's tag loads from, written once: the loader's default host, the
 * catalogue entry's `reaches` and the CSP's origins all read it (docs/behaviour/consent-layer-2.md#clarity).
 */
export const CLARITY_DOMAIN = "clarity.ms";
export const CLARITY_TAG_HOST = `www.${CLARITY_DOMAIN}`;

/**
 * What the tag loads and sends to once it runs from its default host (the vendor's CSP
 * guidance): its own subdomains, and Bing's pixel for images. A tag from another host (a
 * proxy of the owner's) is allowed that host only.
 */
export const CLARITY_FOLLOW_UPS = {
  script: [`https://*.${CLARITY_DOMAIN}`],
  connect: [`https://*.${CLARITY_DOMAIN}`],
  img: [`https://*.${CLARITY_DOMAIN}`, "https://c.bing.com"],
} as const;
