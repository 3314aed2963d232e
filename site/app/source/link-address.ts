import { resolveAddress } from "./resolve-url";

/** Schemes a link may use besides http(s): they open a mail, a call or a text message, never code or a document of their own. */
export const LINK_SCHEMES: ReadonlySet<string> = new Set(["mailto", "tel", "sms"]);

/**
 * The scheme of a link's address, as the browser reads it, when a link may not use it
 * (`javascript`, `vbscript`, `data`, `file` …; docs/behaviour/content.md#html-policy), else
 * undefined. Which page it is on does not change a scheme.
 */
export function refusedLinkScheme(address: string): string | undefined {
  const resolved = resolveAddress(address, "https://site.invalid/");
  return resolved.kind === "scheme" && !LINK_SCHEMES.has(resolved.scheme) ? resolved.scheme : undefined;
}

/**
 * The page of this site an address names (`/shop/?sort=price#top` → `/shop`), or undefined
 * for another site's address: what a link inside the site is checked against.
 */
export function sitePathOf(href: string): string | undefined {
  if (!href.startsWith("/") || href.startsWith("//")) return undefined;
  return href.replace(/[?#].*$/, "").replace(/(.)\/$/, "$1") || "/";
}
