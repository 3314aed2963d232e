import type { z } from "zod";
import type { ConsentConfig } from "../config/consent-config";
import { defaultCategories, type Layer2Config } from "../config/consent2-config";
import { isCatalogueEnglish } from "./catalogue-english";
import { layer2IsPrimary } from "../config/layer2-ui-options";
import { consentWordDefaults, type ConsentWords } from "../words/consent-words";
import { isEnglish } from "../words/languages";

type Site = { language: string; consent: ConsentConfig; layer2: Layer2Config; consentWords: ConsentWords };

/**
 * Which consent words a visitor of this site can meet, part by part: layer 1's bar while
 * layer 1 runs, layer 2's banner while it shows, the placeholder while layer 2 runs, the
 * privacy page's lists while either layer runs.
 */
export function shownConsentWords(site: Omit<Site, "consentWords">): Record<keyof typeof consentWordDefaults, (key: string) => boolean> {
  const { consent, layer2 } = site;
  return {
    layer1: () => consent.enabled,
    layer2: () => layer2IsPrimary(site),
    placeholder: () => layer2.enabled,
    // The privacy page lists the cookies and services of whichever layer runs.
    policy: () => consent.enabled || layer2.enabled,
  };
}

/**
 * The consent words a visitor of this site can meet that are still their English default
 * (docs/decisions/031-consent-words.md): only the parts the site runs — layer 1's bar while
 * layer 1 runs, layer 2's banner while it shows, the placeholder while layer 2 runs — and
 * layer 2's default categories left unchanged; less
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
      const english = defaultCategories().find((d) => d.slug === c.slug);
      if (english?.name === c.name) left.push(`layer2.categories[${i}].name`);
      if (english?.description === c.description) left.push(`layer2.categories[${i}].description`);
    });
  }
  const kept = new Set(consentWords.keepEnglish);
  return left.filter((path) => !kept.has(path));
}

type Cookie = { name: string; duration: string; description: string };

/**
 * The services and cookies a visitor of this site meets whose words are still the service
 * catalogue's English (docs/decisions/042-service-catalogue.md#languages), one entry each:
 * "YouTube (what it does; its cookies YSC, VISITOR_INFO1_LIVE)". Layer 2's services while it
 * runs, the cookies of layer 1's categories while it runs; the privacy page lists both.
 */
export function englishServiceWords(site: Pick<Site, "consent" | "layer2">): string[] {
  const stale = (c: Cookie) => isCatalogueEnglish(c.description) || isCatalogueEnglish(c.duration);
  const named = (cookies: readonly Cookie[]) => cookies.filter(stale).map((c) => c.name);
  const left: string[] = [];
  for (const service of site.layer2.enabled ? site.layer2.categories.flatMap((c) => c.services) : []) {
    const cookies = named(service.cookies);
    const parts = [...(isCatalogueEnglish(service.description) ? ["what it does"] : []), ...(cookies.length ? [`${cookies.length === 1 ? "its cookie" : "its cookies"} ${cookies.join(", ")}`] : [])];
    if (parts.length) left.push(`${service.name} (${parts.join("; ")})`);
  }
  const layer1 = site.consent.enabled ? named(site.consent.categories.flatMap((c) => c.cookies)) : [];
  const listed = new Set(left.join(" ").split(/[\s,;()]+/));
  const more = layer1.filter((name) => !listed.has(name));
  if (more.length) left.push(`${more.length === 1 ? "the cookie" : "the cookies"} ${more.join(", ")} in the cookie list`);
  return left;
}

/** A site in another language shows no English: the build names every consent word still at its English default, and every service still in the catalogue's English. */
export function checkConsentWordsLanguage(site: Site, ctx: z.RefinementCtx): void {
  if (isEnglish(site.language)) return;
  const left = englishConsentWords(site);
  if (left.length) {
    ctx.addIssue({
      code: "custom",
      path: ["consentWords"],
      message: `still English but language is "${site.language}": ${left.join(", ")} (translate them, or list those meant to stay as they are in consentWords.keepEnglish)`,
    });
  }
  const services = englishServiceWords(site);
  if (services.length) {
    ctx.addIssue({
      code: "custom",
      path: ["layer2"],
      message: `the privacy page would show these services in English but the site's language is "${site.language}": ${services.join(", ")} (say what they do and what their cookies are for in the site's language, in the studio's Consent screen for this language)`,
    });
  }
}
