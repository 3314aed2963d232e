import { readSettingsFile } from "../config/owner-settings.server";
import type { ConsentSettings } from "../config/owner-settings";
import { contentDir } from "../content/content-dir.server";
import { editionOf, firstEditionRoot } from "../content/editions.server";
import { features } from "../features/site-features.server";
import { choiceProblems, consentServices, layer2Service, type CatalogueService } from "./service-catalogue";

/**
 * Every service an owner can pick: the consent layers' own analytics, then what each feature
 * declares (the registry refuses a service two features declare; a feature may not take one
 * of the consent layers' either).
 */
export const serviceCatalogue: readonly CatalogueService[] = [...consentServices, ...features.services];
for (const own of consentServices) {
  if (features.services.some((s) => s.slug === own.slug)) throw new Error(`features: the service "${own.slug}" is the consent layers' own (${own.name}); a feature declares a service of its own slug`);
}

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
 * `content/settings/consent.yaml` as `site.config.ts` uses it (docs/decisions/042-service-catalogue.md):
 * layer 2's categories with the chosen services in them, the account a service was given
 * (Clarity's project, for layer 1's analytics), and the consent words. Throws the file's
 * problems one per line, as every settings file does.
 */
export function readConsentSettings(root: string = contentDir()) {
  const settings = readSettingsFile("consent", root);
  // An edition's words are its own, its services the first language's: one choice holds in both (docs/decisions/046-two-languages-on-one-site.md).
  const choices = trimmed(editionOf(root) ? readSettingsFile("consent", firstEditionRoot(root)).services : settings.services);
  return {
    words: settings.words ?? {},
    /** Whether the owner chose the service `slug`. */
    has: (slug: string): boolean => choices.some((c) => c.service === slug),
    /**
     * The catalogue's cookies of the service `slug` named `names` (all of them without), when
     * the owner chose it, else none: layer 1's categories list them from the one place that
     * describes them (a cookie is described once, docs/decisions/042-service-catalogue.md).
     */
    cookiesOf(slug: string, names?: readonly string[]): CatalogueService["cookies"][number][] {
      if (!choices.some((c) => c.service === slug)) return [];
      const cookies = serviceCatalogue.find((s) => s.slug === slug)?.cookies ?? [];
      return cookies.filter((cookie) => !names || names.includes(cookie.name)).map((cookie) => ({ ...cookie }));
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
      const problems = consentChoiceProblems(settings, slugs);
      if (problems.length > 0) throw new Error(problems.join("\n"));
      return categories.map((category): WithServices<C> => ({
        ...category,
        services: [
          ...((category.services ?? []) as WithServices<C>["services"]),
          ...choices.flatMap((choice) => {
            const entry = serviceCatalogue.find((s) => s.slug === choice.service)!;
            return entry.category === category.slug ? [layer2Service(entry, choice, slugs)] : [];
          }),
        ],
      }));
    },
  };
}
