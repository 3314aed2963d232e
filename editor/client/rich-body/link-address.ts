import { richWords } from "../words/rich-body";
import { fill, wordsOf } from "../words/studio-words";

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
  if (!address) return wordsOf(richWords).writeAddress;
  if (/\s/.test(address)) return wordsOf(richWords).noSpaces;
  if (address.startsWith("#")) return undefined;
  if (address.startsWith("/") && !address.startsWith("//")) {
    const page = sitePathOf(address);
    return sitePaths && !sitePaths.includes(page) ? fill(wordsOf(richWords).noSuchPage, { page }) : undefined;
  }
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return /^[\w-]+(\.[\w-]+)+(\/|$)/.test(address)
      ? fill(wordsOf(richWords).wholeAddress, { address })
      : wordsOf(richWords).pageOrAddress;
  }
  if (url.protocol === "http:" || url.protocol === "https:") return url.hostname.includes(".") ? undefined : wordsOf(richWords).noSiteName;
  if (OTHER_SCHEMES.has(url.protocol)) return undefined;
  return wordsOf(richWords).onlyKinds;
}
