/**
 * The catalogue of outside services a site can use (docs/decisions/042-service-catalogue.md):
 * each names what it is for, the layer-2 category it waits for, the hosts it loads from and
 * the cookies it sets, so an owner picks "YouTube" in the studio instead of writing hosts and
 * cookie tables. The consent layer's own analytics services are listed here; each feature
 * declares those it uses (`services` in define-feature.ts), and the registry adds them.
 * Plain data: the studio shows it, and `layer2Service` turns an owner's choice into the
 * service `site.config.ts`'s `layer2` takes.
 */

export type CatalogueCookie = { readonly name: string; readonly duration: string; readonly description: string };

export type CatalogueService = {
  /** The service's slug in layer 2's cookie and markup (`data-wpconsent-name`). */
  readonly slug: string;
  readonly name: string;
  /** The plugin's category it belongs to: `statistics` or `marketing`. */
  readonly category: string;
  /** What it does, in a visitor's words: the privacy page's default purpose. */
  readonly purpose: string;
  /** Hosts its frames and scripts load from: a frame from one of them waits for this service. */
  readonly hosts: readonly string[];
  /** Hosts its scripts or requests reach that the site's settings give, not frames (Clarity's tag, the feed's): shown, never claimed. */
  readonly reaches?: readonly string[];
  /** Cookies it sets once allowed, for the privacy page. */
  readonly cookies: readonly CatalogueCookie[];
  /** The account it needs from the owner (a measurement ID, say), when it runs a tag of its own. */
  readonly account?: { readonly label: string; readonly pattern: string; readonly example: string };
  /** Its scripts, made from the owner's account; `alsoUnder` is kept only for categories the site has. */
  readonly scripts?: (account: string) => readonly { src?: string; code?: string; attributes?: Record<string, string | true>; alsoUnder?: string[] }[];
};

/** The analytics the consent layers themselves run (docs/behaviour/consent-layer-2.md#clarity, #blocked-scripts). */
export const consentServices: readonly CatalogueService[] = [
  {
    slug: "clarity",
    name: "Microsoft Clarity",
    category: "statistics",
    purpose: "Session analytics: which pages are visited, clicks and scrolling, without identifying visitors.",
    // Its tag is layer 1's analytics setting, which loads it from www.clarity.ms; it frames nothing.
    hosts: [],
    reaches: ["www.clarity.ms"],
    cookies: [
      { name: "_clck", duration: "1 year", description: "A random visitor identifier, so repeat visits can be counted" },
      { name: "_clsk", duration: "1 day", description: "Joins several page views into one visit" },
    ],
    account: { label: "Clarity project ID", pattern: "^[a-z0-9]+$", example: "abcd1234ef" },
  },
  {
    slug: "google-tag",
    name: "Google tag",
    category: "statistics",
    purpose: "Counts visits and campaign results; what it may store follows your choice (Google Consent Mode).",
    hosts: ["www.googletagmanager.com"],
    // Where its running tag sends visits (Google's own CSP guidance for the Google tag).
    reaches: ["*.google-analytics.com", "*.analytics.google.com", "*.googletagmanager.com"],
    cookies: [
      { name: "_ga", duration: "2 years", description: "Tells visits apart, without identifying you" },
      { name: "_ga_*", duration: "2 years", description: "Keeps the state of a visit, one cookie per measurement ID" },
      { name: "_gcl_au", duration: "3 months", description: "Measures whether a visit came from an advertising campaign" },
    ],
    account: { label: "Measurement ID", pattern: "^(G|GT|AW)-[A-Z0-9]+$", example: "G-ABC123XYZ" },
    // One tag for statistics and marketing: it loads once either is allowed, and Consent Mode's signals say what it may store.
    scripts: (id) => [
      { src: `https://www.googletagmanager.com/gtag/js?id=${id}`, attributes: { async: true }, alsoUnder: ["marketing"] },
      { code: `window.dataLayer=window.dataLayer||[];window.gtag=window.gtag||function(){dataLayer.push(arguments)};gtag('js',new Date());gtag('config','${id}');`, alsoUnder: ["marketing"] },
    ],
  },
];

/** The owner's choice of one service, as `content/settings/consent.yaml` holds it. */
export type ServiceChoice = { service: string; purpose?: string; account?: string };

/** The layer-2 service (site-config's `layer2.categories[].services[]`) an owner's choice makes. */
export function layer2Service(entry: CatalogueService, choice: ServiceChoice, categories: readonly string[]) {
  const scripts = entry.scripts && choice.account ? entry.scripts(choice.account) : [];
  return {
    slug: entry.slug,
    name: entry.name,
    description: choice.purpose?.trim() || entry.purpose,
    hosts: [...entry.hosts],
    reaches: [...(entry.reaches ?? [])],
    cookies: entry.cookies.map((cookie) => ({ ...cookie })),
    scripts: scripts.map((script) => ({ ...script, alsoUnder: (script.alsoUnder ?? []).filter((c) => c !== entry.category && categories.includes(c)) })),
  };
}

/**
 * What is wrong with an owner's choices, each with the index of the choice it is about: a
 * service not in the catalogue, one chosen twice, an account missing or malformed, a
 * category the site's second layer does not have. Never throws.
 */
export function choiceProblems(catalogue: readonly CatalogueService[], choices: readonly ServiceChoice[], categories: readonly string[]): { index: number; field: "service" | "account"; message: string }[] {
  const problems: { index: number; field: "service" | "account"; message: string }[] = [];
  const seen = new Set<string>();
  choices.forEach((choice, index) => {
    const entry = catalogue.find((s) => s.slug === choice.service);
    if (!entry) {
      problems.push({ index, field: "service", message: `"${choice.service}" is not a service the site knows (${catalogue.map((s) => s.slug).join(", ")})` });
      return;
    }
    if (seen.has(entry.slug)) problems.push({ index, field: "service", message: `${entry.name} is chosen twice` });
    seen.add(entry.slug);
    if (!categories.includes(entry.category)) problems.push({ index, field: "service", message: `${entry.name} waits for the "${entry.category}" category, which the site's second consent layer doesn't have (${categories.join(", ")})` });
    if (entry.account && !choice.account) problems.push({ index, field: "account", message: `${entry.name} needs its ${entry.account.label}, such as ${entry.account.example}` });
    else if (entry.account && choice.account && !new RegExp(entry.account.pattern).test(choice.account)) {
      problems.push({ index, field: "account", message: `"${choice.account}" doesn't look like a ${entry.account.label}, such as ${entry.account.example}` });
    }
  });
  return problems;
}
