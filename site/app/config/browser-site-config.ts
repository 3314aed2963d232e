import type { SiteConfig } from "./site-config";

/**
 * The parts of the site config only the build reads: it writes them into the pre-rendered
 * pages (the footer's areas, the privacy page's lists, the placeholders, the video
 * players' words, layer 1's bar), or into the parts of the config the browser loads with
 * the code that reads them (browser-parts.ts: layer 1's settings), and no code in the
 * browser reads them here.
 */
export const BUILD_ONLY = [
  "footer.widgets",
  "consent.categories",
  "consentWords.layer1",
  "consentWords.policy",
  "consentWords.placeholder",
  "consentWords.keepEnglish",
  "hosting.contact",
  "hosting.formNotice",
  "hosting.searchNotice",
  // The site's words (docs/decisions/039-site-words.md), the shop's among them: an island
  // gets those it shows in its props, an enhancer its namespace as a part of its own
  // (browser-parts.ts), the shop's enhancers theirs in the markup they enhance.
  "words",
  "shop.shipping",
  "shop.orderEmail",
] as const;

/**
 * The site config as the browser receives it (site/vite.config.ts): all of it but
 * `BUILD_ONLY`, so a visitor downloads only what the page's code reads
 * (docs/decisions/032-first-load-on-intent.md). Browser code must not read those parts.
 * Only islands and lazily loaded code read it: what the first load reads is a part of
 * its own (browser-parts.ts), so this never loads before a visitor reaches for something.
 */
export function browserSiteConfig(config: SiteConfig): Record<string, unknown> {
  // Copies of the parts that lose a key, so the config the build goes on reading keeps them.
  const copy: Record<string, Record<string, unknown>> = { ...(config as unknown as Record<string, Record<string, unknown>>) };
  for (const path of BUILD_ONLY) {
    const [part, key] = path.split(".") as [string, string | undefined];
    if (key === undefined) {
      delete copy[part];
      continue;
    }
    // An optional part the site leaves out (a site that does not sell has no `shop`).
    if (!copy[part]) continue;
    const { [key]: _buildOnly, ...rest } = copy[part];
    copy[part] = rest;
  }
  return copy;
}
