import type { SiteConfig } from "../config/site-config";
import { consentWordDefaults } from "../words/consent-words";
import { shownConsentWords } from "../consent/consent-words-language";
import { layer2WordsWhenEmpty } from "../config/layer2-words";
import { readSettingsFile } from "../config/owner-settings.server";
import { contentDir } from "../source/content-dir.server";
import { editionOf, firstEditionRoot } from "../source/editions.server";
import { categoryWords } from "../words/languages";
import { serviceCatalogue } from "./consent-settings.server";
import { serviceIn, type CatalogueService, type ShownCookie } from "../consent/service-catalogue";
import { languageWordsOf } from "../words/languages";
import { featureWordsIn } from "../words/feature-words";
import type { Word } from "../words/word.mjs";
import { camelName } from "../features/feature-registry";
import { features } from "../features/site-features.server";

/**
 * A catalogue entry as the studio shows it, in the language edited: plain data (its scripts
 * are made on the server, from the account), its purpose and cookies in the catalogue's words
 * for that language (what an empty field gives a visitor).
 */
export type StudioService = Omit<CatalogueService, "scripts" | "words" | "cookies"> & { cookies: ShownCookie[] };

/** One consent category whose name and description the owner may word (empty: `defaults`). */
export type StudioCategory = { layer: "layer1" | "layer2"; slug: string; defaults: { name: string; description: string } };

/**
 * The categories of both layers with their default words: the site's words in its language
 * for the categories it names (words/category-words.ts), else what the config gives.
 */
function studioCategories(siteConfig: SiteConfig): StudioCategory[] {
  const own = categoryWords(siteConfig.language) as { layer1: Record<string, Named>; layer2: Record<string, Named> };
  const listed = [
    ...(siteConfig.consent.enabled ? siteConfig.consent.categories.map((c) => ({ layer: "layer1" as const, category: c })) : []),
    ...(siteConfig.layer2.enabled ? siteConfig.layer2.categories.map((c) => ({ layer: "layer2" as const, category: c })) : []),
  ];
  return listed.map(({ layer, category }) => ({
    layer,
    slug: category.slug,
    defaults: own[layer][category.slug] ?? { name: category.name, description: category.description },
  }));
}

type Named = { name: string; description: string };

/**
 * One part of the consent words, as the studio's Consent screen lists it; a feature's part
 * (define-feature.ts `consentScreen`) carries its own title and what it is.
 */
export type StudioWordPart = { part: string; shown: boolean; defaults: Record<string, string>; title?: string; about?: string };

/** The words of the features the Consent screen shows (the video's), in the site's language: each a part of its own. */
function featureParts(siteConfig: SiteConfig): StudioWordPart[] {
  return features.all.flatMap((feature) => {
    if (!feature.consentScreen || !feature.words) return [];
    const words = (featureWordsIn(feature.words, siteConfig.language) ?? feature.words.en) as Record<string, Word>;
    // Only its plain words: a count's forms are not worded there.
    const defaults = Object.fromEntries(Object.entries(words).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
    return [{ part: camelName(feature.name), shown: true, defaults, ...feature.consentScreen }];
  });
}

/**
 * What the studio's Consent screen offers (docs/owner.md#consent): the catalogue of
 * services, the site's layer-2 categories they go in, and every consent word with its
 * default in the site's language (what an empty field shows a visitor), each part marked by
 * whether a visitor of this site meets it.
 */
export function consentScreen(
  siteConfig: SiteConfig,
  root: string = contentDir(),
): {
  services: StudioService[];
  /** In a second language's edition: the services the first language ticked, which this language only words. */
  edition?: { chosen: string[] };
  categories: { slug: string; name: string }[];
  categoryWords: StudioCategory[];
  words: StudioWordPart[];
} {
  const shown = shownConsentWords(siteConfig);
  const language = languageWordsOf(siteConfig.language)?.consentWords as Record<string, Record<string, string> | undefined> | undefined;
  // A part's words in the site's language: what an empty field shows a visitor.
  const inLanguage = (part: string): Record<string, string> => ({ ...(consentWordDefaults[part as keyof typeof consentWordDefaults] as Record<string, string>), ...language?.[part] });
  const edition = editionOf(root);
  return {
    services: serviceCatalogue.map(({ scripts: _scripts, words: _words, ...entry }) => {
      const words = serviceIn({ ...entry, words: _words }, siteConfig.language, siteConfig.consentWords.policy.session);
      return { ...entry, purpose: words.purpose, cookies: words.cookies };
    }),
    ...(edition ? { edition: { chosen: (readSettingsFile("consent", firstEditionRoot(root)).services ?? []).map((c) => c.service) } } : {}),
    categories: siteConfig.layer2.enabled ? siteConfig.layer2.categories.map(({ slug, name }) => ({ slug, name })) : [],
    categoryWords: studioCategories(siteConfig),
    words: Object.entries(consentWordDefaults).map(([part, defaults]) => ({
      part,
      shown: Object.keys(defaults).some((key) => shown[part as keyof typeof shown](key)),
      defaults: part === "layer2" ? layer2WordsWhenEmpty(siteConfig.consentWords.layer1, inLanguage("layer1"), inLanguage("layer2")) : inLanguage(part),
    })).concat(featureParts(siteConfig)),
  };
}
