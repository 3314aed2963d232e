import type { z } from "zod";
import type { ConsentConfig } from "../consent/consent-config";
import { defaultCategories, type Layer2Config } from "../consent/consent2-config";
import { layer2IsPrimary } from "../consent/layer2-ui-options";
import { consentWordDefaults, type ConsentWords } from "./consent-words";

type Site = { language: string; consent: ConsentConfig; layer2: Layer2Config; consentWords: ConsentWords };

/** `en`, `en-GB`, `en-US` …: a site whose language is English may keep every default. */
export const isEnglish = (language: string): boolean => /^en(-|$)/i.test(language);

/**
 * Which consent words a visitor of this site can meet, part by part: layer 1's bar while
 * layer 1 runs, layer 2's banner while it shows, the placeholder while layer 2 runs, the
 * video's prompt for layer 1 alone, the privacy page's lists while either layer runs.
 */
export function shownConsentWords(site: Omit<Site, "consentWords">): Record<keyof typeof consentWordDefaults, (key: string) => boolean> {
  const { consent, layer2 } = site;
  return {
    layer1: () => consent.enabled,
    layer2: () => layer2IsPrimary(site),
    placeholder: () => layer2.enabled,
    video: (key) => !key.startsWith("layer1") || (consent.enabled && !layer2.enabled),
    // The privacy page lists the cookies and services of whichever layer runs.
    policy: () => consent.enabled || layer2.enabled,
  };
}

/**
 * The consent words a visitor of this site can meet that are still their English default
 * (docs/decisions/031-consent-words.md): only the parts the site runs — layer 1's bar while
 * layer 1 runs, layer 2's banner while it shows, the placeholder while layer 2 runs, the
 * video's prompt for layer 1 alone — and layer 2's default categories left unchanged; less
 * what `consentWords.keepEnglish` lists. Empty words (no heading) are none.
 */
export function englishConsentWords(site: Site): string[] {
  const { layer2, consentWords } = site;
  const runs = shownConsentWords(site);
  const left: string[] = [];
  for (const [part, defaults] of Object.entries(consentWordDefaults) as [keyof typeof consentWordDefaults, Record<string, string>][]) {
    const words = consentWords[part] as Record<string, string>;
    for (const [key, english] of Object.entries(defaults)) {
      if (english !== "" && words[key] === english && runs[part](key)) left.push(`${part}.${key}`);
    }
  }
  if (layer2.enabled) {
    layer2.categories.forEach((c, i) => {
      const english = defaultCategories.find((d) => d.slug === c.slug);
      if (english?.name === c.name) left.push(`layer2.categories[${i}].name`);
      if (english?.description === c.description) left.push(`layer2.categories[${i}].description`);
    });
  }
  const kept = new Set(consentWords.keepEnglish);
  return left.filter((path) => !kept.has(path));
}

/** A site in another language shows no English: the build names every consent word still at its English default. */
export function checkConsentWordsLanguage(site: Site, ctx: z.RefinementCtx): void {
  if (isEnglish(site.language)) return;
  const left = englishConsentWords(site);
  if (!left.length) return;
  ctx.addIssue({
    code: "custom",
    path: ["consentWords"],
    message: `still English but language is "${site.language}": ${left.join(", ")} (translate them, or list those meant to stay as they are in consentWords.keepEnglish)`,
  });
}
