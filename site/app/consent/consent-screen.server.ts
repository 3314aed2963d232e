import type { SiteConfig } from "../config/site-config";
import { consentWordDefaults } from "../config/consent-words";
import { shownConsentWords } from "../config/consent-words-language";
import { serviceCatalogue } from "./consent-settings.server";
import { languageWordsOf } from "../words/languages";

/** A catalogue entry as the studio shows it: plain data (its scripts are made on the server, from the account). */
export type StudioService = Omit<(typeof serviceCatalogue)[number], "scripts">;

/** One part of the consent words, as the studio's Consent screen lists it. */
export type StudioWordPart = { part: string; shown: boolean; defaults: Record<string, string> };

/**
 * What the studio's Consent screen offers (docs/owner.md#consent): the catalogue of
 * services, the site's layer-2 categories they go in, and every consent word with its
 * default in the site's language (what an empty field shows a visitor), each part marked by
 * whether a visitor of this site meets it.
 */
export function consentScreen(siteConfig: SiteConfig): { services: StudioService[]; categories: { slug: string; name: string }[]; words: StudioWordPart[] } {
  const shown = shownConsentWords(siteConfig);
  const language = languageWordsOf(siteConfig.language)?.consentWords as Record<string, Record<string, string> | undefined> | undefined;
  return {
    services: serviceCatalogue.map(({ scripts: _scripts, ...service }) => service),
    categories: siteConfig.layer2.enabled ? siteConfig.layer2.categories.map(({ slug, name }) => ({ slug, name })) : [],
    words: Object.entries(consentWordDefaults).map(([part, defaults]) => ({
      part,
      shown: Object.keys(defaults).some((key) => shown[part as keyof typeof shown](key)),
      defaults: { ...(defaults as Record<string, string>), ...language?.[part] },
    })),
  };
}
