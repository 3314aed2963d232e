import { existsSync } from "node:fs";
import path from "node:path";
import { consentWordDefaults } from "../words/consent-words";
import { readSettingsFile } from "../config/owner-settings.server";
import type { ConsentSettings } from "../config/owner-settings";
import { contentDir, displayName } from "../source/content-dir.server";
import { editionOf, firstEditionRoot } from "../source/editions.server";
import { features } from "../features/site-features.server";
import { languageWordsOf } from "../words/languages";
import { noteCatalogueEnglish } from "../consent/catalogue-english";
import { choiceProblems, consentServices, cookieLasts, layer2Service, serviceIn, type CatalogueService, type ServiceChoice, type ShownCookie } from "../consent/service-catalogue";

/**
 * Every service an owner can pick: what each feature declares and the consent layers' own
 * analytics (the registry refuses a service two features declare; a feature may not take one
 * of the consent layers' either), statistics before marketing as layer 2 lists its categories;
 * in each, the features' in their folders' order, then the consent layers' own.
 */
const CATEGORY_ORDER = ["statistics", "marketing"];
const rank = (service: CatalogueService) => CATEGORY_ORDER.indexOf(service.category);
export const serviceCatalogue: readonly CatalogueService[] = [...features.services, ...consentServices].sort((a, b) => rank(a) - rank(b));
for (const own of consentServices) {
  if (features.services.some((s) => s.slug === own.slug)) throw new Error(`features: the service "${own.slug}" is the consent layers' own (${own.name}); a feature declares a service of its own slug`);
}
noteCatalogueEnglish(serviceCatalogue.flatMap((entry) => [entry.purpose, ...entry.cookies.flatMap((c) => [c.description, cookieLasts(c.lasts, "en", consentWordDefaults.policy.session)])]));

const FILE = "content/settings/consent.yaml";

/**
 * The problems of the file's choices against the catalogue and the site's layer-2 categories,
 * as the build prints them; and, given what the site's features need (`features.needs`), a
 * catalogue service one of them waits for that the file no longer chooses.
 */
export function consentChoiceProblems(
  settings: Pick<ConsentSettings, "services" | "categories">,
  categories: readonly string[],
  needs: readonly { service: string; by: string }[] = [],
  /** Every category of both layers, the slugs the file's `categories` may name; unchecked without it (site.config.ts knows one layer's at a time). */
  allCategories?: readonly string[],
): string[] {
  const choices = trimmed(settings.services);
  const problems = choiceProblems(serviceCatalogue, choices, categories).map(({ index, field, message }) => `${FILE}: services[${index}].${field}: ${message}`);
  for (const slug of Object.keys(settings.categories ?? {})) {
    if (allCategories && !allCategories.includes(slug)) problems.push(`${FILE}: categories.${slug}: the site has no consent category "${slug}" (${allCategories.join(", ")})`);
  }
  for (const need of needs) {
    const entry = serviceCatalogue.find((s) => s.slug === need.service);
    if (entry && !choices.some((c) => c.service === need.service)) {
      problems.push(`${FILE}: services: ${entry.name} is needed by ${need.by}: keep it ticked, or remove what needs it first`);
    }
  }
  return problems;
}

/** The choices as the schema reads them: an account pasted with a space around it is the account. */
function trimmed(choices: ConsentSettings["services"] = []): NonNullable<ConsentSettings["services"]> {
  return choices.map((choice) => (choice.account === undefined ? choice : { ...choice, account: choice.account.trim() }));
}

type Category = { slug: string; services?: unknown[] };
type Layer2Service = ReturnType<typeof layer2Service>;
/** A category with the chosen services added to its own. */
type WithServices<C extends Category> = Omit<C, "services"> & { services: ((C extends { services: (infer S)[] } ? S : never) | Layer2Service)[] };

/**
 * An edition's own words for the services the first language chose (its `services`: a
 * purpose and what each cookie is for, no account, docs/decisions/042-service-catalogue.md#languages):
 * what is wrong with them, named by the edition's file.
 */
export function editionChoiceProblems(file: string, own: NonNullable<ConsentSettings["services"]>, chosen: readonly Pick<ServiceChoice, "service">[]): string[] {
  return own.flatMap((choice, index) => {
    const entry = serviceCatalogue.find((s) => s.slug === choice.service);
    const at = `${file}: services[${index}]`;
    if (!entry) return [`${at}.service: "${choice.service}" is not a service the site knows (${serviceCatalogue.map((s) => s.slug).join(", ")})`];
    const problems: string[] = [];
    if (!chosen.some((c) => c.service === entry.slug)) problems.push(`${at}.service: ${entry.name} is not ticked in the site's first language, where the services are chosen for both`);
    if (choice.account !== undefined) problems.push(`${at}.account: ${entry.name}'s account is given once, in the site's first language`);
    for (const name of Object.keys(choice.cookies ?? {})) {
      if (!entry.cookies.some((c) => c.name === name)) problems.push(`${at}.cookies.${name}: ${entry.name} sets no cookie "${name}" (${entry.cookies.map((c) => c.name).join(", ") || "none"})`);
    }
    return problems;
  });
}

/**
 * `content/settings/consent.yaml` as `site.config.ts` uses it (docs/decisions/042-service-catalogue.md):
 * layer 2's categories with the chosen services in them, in the site's language, the account
 * a service was given (Clarity's project, for layer 1's analytics), and the consent words.
 * Throws the file's problems one per line, as every settings file does. A service whose words
 * neither the catalogue nor the owner gives in the site's language keeps its English, which
 * the config's language check names (consent/consent-words-language.ts).
 */
export function readConsentSettings(root: string = contentDir()) {
  const settings = readSettingsFile("consent", root);
  const edition = editionOf(root);
  const file = displayName(path.join(path.resolve(root), "settings", "consent.yaml"), root);
  // An edition's words are its own, its services the first language's: one choice holds in both (docs/decisions/046-two-languages-on-one-site.md).
  const choices = trimmed(edition ? readSettingsFile("consent", firstEditionRoot(root)).services : settings.services);
  // An edition's own `services` word the first language's choices in its language; the first language's purposes are in another.
  const ownWords = (slug: string) => (edition ? settings.services?.find((c) => c.service === slug) : choices.find((c) => c.service === slug)) ?? {};
  // Its language is the site file's (a consent file read alone, as its tests do, is in English).
  const language = (existsSync(path.join(root, "settings", "site.yaml")) && readSettingsFile("site", root).language) || "en";
  const session = settings.words?.policy?.session?.trim() || languageWordsOf(language)?.consentWords.policy.session || consentWordDefaults.policy.session;
  const shown = (entry: CatalogueService) => serviceIn(entry, language, session, ownWords(entry.slug));
  const ownProblems = edition ? editionChoiceProblems(file, settings.services ?? [], choices) : [];
  if (ownProblems.length > 0) throw new Error(ownProblems.join("\n"));
  // The consent layers' words, and apart from them a feature's the Consent screen shows (the video's: `words.video` of the site's table).
  const { layer1, layer2, placeholder, policy, keepEnglish, ...featureWords } = settings.words ?? {};
  // Only the parts the file gives: a part left out is the language's, not an empty one.
  const words = Object.fromEntries(Object.entries({ layer1, layer2, placeholder, policy, keepEnglish }).filter(([, part]) => part !== undefined));
  return {
    words: words as Pick<NonNullable<typeof settings.words>, "layer1" | "layer2" | "placeholder" | "policy" | "keepEnglish">,
    /** The owner's words for the features the studio's Consent screen shows, by the feature's name: part of the site's `words`. */
    featureWords: featureWords as Record<string, Record<string, string>>,
    /** Whether the owner chose the service `slug`. */
    has: (slug: string): boolean => choices.some((c) => c.service === slug),
    /**
     * The catalogue's cookies of the service `slug` named `names` (all of them without), when
     * the owner chose it, else none, in the site's language: layer 1's categories list them
     * from the one place that describes them (a cookie is described once, docs/decisions/042-service-catalogue.md).
     */
    cookiesOf(slug: string, names?: readonly string[]): ShownCookie[] {
      const entry = serviceCatalogue.find((s) => s.slug === slug);
      if (!entry || !choices.some((c) => c.service === slug)) return [];
      return shown(entry).cookies.filter((cookie) => !names || names.includes(cookie.name));
    },
    /** The owner's name and description for the category `slug`, only those given (spread over its defaults). */
    category(slug: string): { name?: string; description?: string } {
      const own = settings.categories?.[slug] ?? {};
      return Object.fromEntries(Object.entries(own).map(([key, value]) => [key, value?.trim()]).filter(([, value]) => value)) as { name?: string; description?: string };
    },
    /** The account the owner gave `slug`, or "" when it is not chosen. */
    account: (slug: string): string => choices.find((c) => c.service === slug)?.account ?? "",
    /** `categories`, each with the chosen services that belong to it added after its own. */
    withServices<C extends Category>(categories: readonly C[]): WithServices<C>[] {
      const slugs = categories.map((c) => c.slug);
      const problems = consentChoiceProblems({ ...settings, services: choices }, slugs);
      if (problems.length > 0) throw new Error(problems.join("\n"));
      return categories.map((category): WithServices<C> => ({
        ...category,
        services: [
          ...((category.services ?? []) as WithServices<C>["services"]),
          ...choices.flatMap((choice) => {
            const entry = serviceCatalogue.find((s) => s.slug === choice.service)!;
            return entry.category === category.slug ? [layer2Service(entry, choice, slugs, shown(entry))] : [];
          }),
        ],
      }));
    },
  };
}
