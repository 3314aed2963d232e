import { z } from "zod";
import { coreSiteConfigChecks, coreSiteConfigSchema, finishCoreSiteConfig, type FeatureConfigInputs, type SiteConfig } from "./config/site-config";
import { withLayer1WordsForLayer2 } from "./config/layer2-words";
import { hostingFromEnv } from "./config/hosting-config";
import { checkConsentWordsLanguage } from "./consent/consent-words-language";
import { defaultCategories } from "./config/consent2-config";
import type { FeatureRegistry } from "./features/feature-registry";
import { features } from "./features/site-features.server";
import { authorErrorMap, describeValue, formatIssues } from "./lib/error-map";
import { categoryWords } from "./words/languages";
import { siteWordDefaults, type SiteWords } from "./words/site-words";
import { siteWordsSchemaOf, type WordTable } from "./words/words-config";
import { checkSiteWordsLanguage, withLanguageWords } from "./words/words-language";

/**
 * The site's settings, folded over the feature registry (docs/decisions/037-features.md):
 * the core's fields (config/site-config.ts), each feature's config slice under its key, and
 * one words table of the site's own namespaces and each feature's words. A feature adds its
 * key, its words in every language and its checks from its own folder; nothing here names one.
 */

/** A site's words as it writes them: any word of any namespace, and `keepEnglish`. */
type SiteWordsInput = { readonly [N in keyof SiteWords]?: { readonly [K in keyof SiteWords[N]]?: SiteWords[N][K] } } & { readonly keepEnglish?: readonly string[] };

/** What `site.config.ts` writes. */
export type SiteConfigInput = z.input<typeof coreSiteConfigSchema> & { words?: SiteWordsInput } & FeatureConfigInputs;

/** The English table: the site's own namespaces, then each feature's under its name. */
export function englishTable(registry: FeatureRegistry): WordTable {
  return { ...siteWordDefaults, ...Object.fromEntries(Object.entries(registry.words).map(([name, words]) => [name, words.en])) };
}

/** Each registry's folded schema and English table, made once: a build or a test validates many configs against one registry. */
const folded = new WeakMap<FeatureRegistry, { schema: ReturnType<typeof foldSchema>; english: WordTable }>();
function foldedFor(registry: FeatureRegistry) {
  let entry = folded.get(registry);
  if (!entry) {
    const english = englishTable(registry);
    entry = { schema: foldSchema(registry, english), english };
    folded.set(registry, entry);
  }
  return entry;
}

/** The site config's schema with the registry's features folded in: their slices, their words, their checks. */
function foldSchema(registry: FeatureRegistry, english: WordTable) {
  const taken = Object.keys(registry.configShape).filter((key) => key in coreSiteConfigSchema.shape || key === "words");
  if (taken.length) throw new Error(`a feature's config key is one of the site's own: ${taken.join(", ")}`);
  return coreSiteConfigSchema
    .extend({ ...registry.configShape, words: siteWordsSchemaOf(english) })
    .superRefine((value, ctx) => {
      const site = value as unknown as SiteConfig;
      for (const check of coreSiteConfigChecks) check(site, ctx);
      checkConsentWordsLanguage(site, ctx);
      checkSiteWordsLanguage(site, english, ctx);
      registry.checkConfig(site, ctx);
    })
    .transform((value) => registry.finishConfig(finishCoreSiteConfig(value) as unknown as SiteConfig));
}

/** Messages written in a schema (e.g. "must be a lowercase slug") get the value, as the error map's do. */
function withReceived(issue: z.core.$ZodIssue): z.core.$ZodIssue {
  if (!("input" in issue) || /received|unknown field/.test(issue.message)) return issue;
  // A check of several fields at once (the whole config) names what it found itself.
  if (issue.code === "custom" && typeof issue.input === "object" && issue.input !== null && !Array.isArray(issue.input)) return issue;
  return { ...issue, message: `${issue.message}, received ${describeValue(issue.input)}` };
}

/**
 * Fields renamed since a site could first write them: a config still using the old name
 * fails with the new one instead of "unknown field" (docs/configuration.md#renamed-fields).
 */
const RENAMED_FIELDS: Record<string, { now: string; note: string }> = {
  consent2: { now: "layer2", note: "rename the field, its settings stay the same" },
  // The shop's words joined the site's one words table, so its language's words translate them (docs/decisions/039-site-words.md).
  "shop.words": { now: "words.shop", note: "move the words there; leftOne/leftOther and cartCountOne/cartCountOther are now the counts left and cartCount, and addedAll a count too" },
  // The video's words are the video feature's, in the one words table (docs/decisions/039-site-words.md#a-features-words).
  "consentWords.video": { now: "words.video", note: "move the words there, they stay the same" },
};

/** Whether the input writes a field at this dotted path (`shop.words`). */
function writes(input: unknown, dotted: string): boolean {
  let at = input;
  for (const key of dotted.split(".")) {
    if (typeof at !== "object" || at === null || !Object.hasOwn(at, key)) return false;
    at = (at as Record<string, unknown>)[key];
  }
  return true;
}

/** Layer 2's categories, when the site lists none: the plugin's three, in the site's language (words/category-words.ts). */
function withLayer2Categories<T extends { language?: string; layer2?: object }>(input: T): T {
  const layer2 = input.layer2 as { categories?: unknown } | undefined;
  if (layer2 === undefined || layer2.categories !== undefined) return input;
  return { ...input, layer2: { ...layer2, categories: defaultCategories(categoryWords(input.language ?? "en")) } };
}

/**
 * Validates the site's settings; a problem throws `site.config.ts: field: problem`, one line each.
 * `VITRINE_STATIC_EXPORT=1` (`npm run export-static`) builds for a static host (app/config/hosting-config.ts).
 * `registry` is the site's features; a test passes one with a fixture's.
 */
export function defineSiteConfig(
  input: SiteConfigInput,
  env: Record<string, string | undefined> = typeof process === "undefined" ? {} : process.env,
  registry: FeatureRegistry = features,
): SiteConfig {
  const renamed = Object.entries(RENAMED_FIELDS).filter(([old]) => writes(input, old));
  if (renamed.length > 0) throw new Error(renamed.map(([old, { now, note }]) => `site.config.ts: ${old}: is now called ${now}; ${note}`).join("\n"));
  const { schema, english } = foldedFor(registry);
  const prepared = withLanguageWords(withLayer2Categories(withLayer1WordsForLayer2(hostingFromEnv(input, env))), english, registry.words);
  const result = schema.safeParse(prepared, { error: authorErrorMap, reportInput: true });
  if (!result.success) throw new Error(formatIssues("site.config.ts", result.error.issues.map(withReceived)).join("\n"));
  return result.data;
}
