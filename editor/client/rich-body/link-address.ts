/** The schemes a body's link may use besides the web: those the site's links allow (site/app/source/link-address.ts). */
const OTHER_SCHEMES = new Set(["mailto:", "tel:", "sms:"]);

/** The page of the site an address names (`/care-guide#prints` → `/care-guide`), as the site's link check reads it. */
export const sitePathOf = (address: string) => address.replace(/[?#].*$/, "").replace(/(.)\/$/, "$1") || "/";

/**
 * What is wrong with a link's address as the owner typed it, in plain words, or undefined
 * when it may be used: a page of the site (one of `sitePaths`, when known), a place in the
 * post (`#…`), a whole web address, an e-mail or a phone number. Never a script's address.
 */
export function linkAddressProblem(typed: string, sitePaths?: readonly string[]): string | undefined {
  const address = typed.trim();
  if (!address) return "Write the address the link opens, or press Cancel.";
  if (/\s/.test(address)) return "An address has no spaces: check what you pasted.";
  if (address.startsWith("#")) return undefined;
  if (address.startsWith("/") && !address.startsWith("//")) {
    const page = sitePathOf(address);
    return sitePaths && !sitePaths.includes(page) ? `No page of the site is at ${page}: pick one from the list, or check the spelling.` : undefined;
  }
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return /^[\w-]+(\.[\w-]+)+(\/|$)/.test(address)
      ? `Write the whole address, starting with https:// (https://${address}).`
      : "Write a page of the site starting with / (pick one from the list) or a whole address starting with https://.";
  }
  if (url.protocol === "http:" || url.protocol === "https:") return url.hostname.includes(".") ? undefined : "This address has no site name: check it, e.g. https://example.com/page.";
  if (OTHER_SCHEMES.has(url.protocol)) return undefined;
  return "A link can open a web page, an e-mail (mailto:) or a phone call (tel:) only.";
}
