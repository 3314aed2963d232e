import { toEdition, withinEdition } from "./edition-address.mjs";

/**
 * Where this build's pages live: `/` for a site's first language, `/fr/` for its French
 * edition (docs/decisions/046-two-languages-on-one-site.md). The bundler writes its `base`
 * into the code it builds; code run without it (tests, the build's own scripts) is at `/`.
 */
const PREFIX = (import.meta.env?.BASE_URL ?? "/").replace(/\/+$/, "");

/**
 * A page's address as this edition writes it: `/shop` is `/fr/shop` in the French edition,
 * and stays `/shop` in the first language. Content and code write a site's addresses
 * without a prefix; whatever writes one into a page passes it through here. Other addresses
 * (`https://…`, `#top`, `mailto:`, `//cdn…`) and the shared ones (the pictures, the consent
 * log) are left as they are: the rule is the server's too (edition-address.mjs).
 */
export const sitePath = (address: string): string => toEdition(address, PREFIX);

/** The edition's prefix, `/fr`, or "" for the first language. */
export const editionPrefixOfPage = (): string => PREFIX;

/** The address a request asks for, as the site writes it (without this edition's prefix): `/fr/about/` → `/about/`. */
export const addressOf = (request: Request): string => withinEdition(new URL(request.url).pathname, PREFIX);
