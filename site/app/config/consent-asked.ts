import { isStrictlyEnabled } from "@vitrine/consent/rules";
import type { SiteConfig } from "./site-config";
import { clarityTag } from "./clarity-tag";

/**
 * Whether the site has anything to ask its visitors (docs/behaviour/consent-layer-1.md#nothing-to-ask):
 * a script held back (the analytics tag or `consent.scripts`), a cookie of a category they
 * may refuse (layer 1), an outside service of one (layer 2). With layer 2 off, layer 1's
 * optional categories are what the site's videos wait for, so any one of them is something
 * to ask. A site with nothing to ask shows no bar, tab or banner and carries no consent
 * code: there is no choice to make. Plain rules on the config only: the bundler's config
 * loads this module (through layer2-ui-options.ts) before any TypeScript package is compiled.
 */
export function consentAsked(config: Pick<SiteConfig, "consent" | "layer2">): boolean {
  const { consent, layer2 } = config;
  if (layer2.enabled && layer2.categories.some((c) => !isStrictlyEnabled(c) && c.services.length > 0)) return true;
  if (!consent.enabled) return false;
  if (clarityTag(consent) || consent.scripts.length > 0) return true;
  const optional = consent.categories.filter((c) => !isStrictlyEnabled(c));
  return layer2.enabled ? optional.some((c) => c.cookies.length > 0) : optional.length > 0;
}
