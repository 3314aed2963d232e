/**
 * The catalogue of outside services a site can use (docs/decisions/042-service-catalogue.md):
 * each names what it is for, the layer-2 category it waits for, the hosts it loads from and
 * the cookies it sets, so an owner picks "YouTube" in the studio instead of writing hosts and
 * cookie tables. The consent layer's own analytics services are listed here; each feature
 * declares those it uses (`services` in define-feature.ts), and the registry adds them.
 * Plain data: the studio shows it, and `layer2Service` turns an owner's choice into the
 * service `site.config.ts`'s `layer2` takes.
 */

/** How long a cookie lasts: a number of days, months or years, or the browser session; words come from the site's language (`cookieLasts`). */
export type CookieLasts = "session" | { readonly count: number; readonly unit: "day" | "month" | "year" };

export type CatalogueCookie = { readonly name: string; readonly lasts: CookieLasts; readonly description: string };

/** An entry's words in another language, by its primary subtag: its purpose, and what each cookie is for, by name. */
export type ServiceWords = { readonly purpose: string; readonly cookies?: Readonly<Record<string, string>> };

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
  /** Its purpose and cookies' words in each other language the site ships words for (`fr`, `de`, `ar`): the English above is the fallback the language check names. */
  readonly words?: Readonly<Record<string, ServiceWords>>;
  /** The account it needs from the owner (a measurement ID, say), when it runs a tag of its own. */
  readonly account?: { readonly label: string; readonly pattern: string; readonly example: string };
  /** Its scripts, made from the owner's account; `alsoUnder` is kept only for categories the site has. */
  readonly scripts?: (account: string) => readonly { src?: string; code?: string; attributes?: Record<string, string | true>; alsoUnder?: string[] }[];
};

/**
 * The analytics the consent layers themselves run that no feature declares (docs/behaviour/consent-layer-2.md#blocked-scripts):
 * layer 2's Google tag. Clarity, layer 1's analytics, is its feature's (app/features/clarity).
 */
export const consentServices: readonly CatalogueService[] = [
  {
    slug: "google-tag",
    name: "Google tag",
    category: "statistics",
    purpose: "Counts visits and campaign results; what it may store follows your choice (Google Consent Mode).",
    hosts: ["www.googletagmanager.com"],
    // Where its running tag sends visits (Google's own CSP guidance for the Google tag).
    reaches: ["*.google-analytics.com", "*.analytics.google.com", "*.googletagmanager.com"],
    cookies: [
      { name: "_ga", lasts: { count: 2, unit: "year" }, description: "Tells visits apart, without identifying you" },
      { name: "_ga_*", lasts: { count: 2, unit: "year" }, description: "Keeps the state of a visit, one cookie per measurement ID" },
      { name: "_gcl_au", lasts: { count: 3, unit: "month" }, description: "Measures whether a visit came from an advertising campaign" },
    ],
    words: {
      fr: {
        purpose: "Compte les visites et les résultats des campagnes ; ce qu'il peut enregistrer suit votre choix (Google Consent Mode).",
        cookies: {
          _ga: "Distingue les visites, sans vous identifier",
          "_ga_*": "Garde l'état d'une visite, un cookie par identifiant de mesure",
          _gcl_au: "Mesure si une visite vient d'une campagne publicitaire",
        },
      },
      de: {
        purpose: "Zählt Besuche und Kampagnenergebnisse; was es speichern darf, folgt Ihrer Wahl (Google Consent Mode).",
        cookies: {
          _ga: "Unterscheidet Besuche, ohne Sie zu erkennen",
          "_ga_*": "Hält den Stand eines Besuchs fest, ein Cookie je Mess-ID",
          _gcl_au: "Misst, ob ein Besuch von einer Werbekampagne kam",
        },
      },
      ar: {
        purpose: "يحصي الزيارات ونتائج الحملات؛ وما يحق له تخزينه يتبع اختيارك (Google Consent Mode).",
        cookies: {
          _ga: "يميّز بين الزيارات دون التعرف عليك",
          "_ga_*": "يحفظ حالة الزيارة، ملف تعريف ارتباط لكل معرّف قياس",
          _gcl_au: "يقيس ما إذا كانت الزيارة آتية من حملة إعلانية",
        },
      },
    },
    account: { label: "Measurement ID", pattern: "^(G|GT|AW)-[A-Z0-9]+$", example: "G-ABC123XYZ" },
    // One tag for statistics and marketing: it loads once either is allowed, and Consent Mode's signals say what it may store.
    scripts: (id) => [
      { src: `https://www.googletagmanager.com/gtag/js?id=${id}`, attributes: { async: true }, alsoUnder: ["marketing"] },
      { code: `window.dataLayer=window.dataLayer||[];window.gtag=window.gtag||function(){dataLayer.push(arguments)};gtag('js',new Date());gtag('config','${id}');`, alsoUnder: ["marketing"] },
    ],
  },
];

/** The owner's choice of one service, as `content/settings/consent.yaml` holds it: `purpose` and `cookies` (what each is for, by name) in the owner's words. */
export type ServiceChoice = { service: string; purpose?: string; account?: string; cookies?: Record<string, string | undefined> };

/** "1 year", "6 mois", "2 Jahre": a number and its unit in the site's language (Intl); a session cookie in the privacy page's word for it. */
export function cookieLasts(lasts: CookieLasts, language: string, session: string): string {
  if (lasts === "session") return session;
  return new Intl.NumberFormat(language, { style: "unit", unit: lasts.unit, unitDisplay: "long" }).format(lasts.count);
}

/** A catalogue cookie as the privacy page and layer 2 list it: its lifetime and purpose as words. */
export type ShownCookie = { name: string; duration: string; description: string };

/** An entry in one language: its purpose and cookies, and which of those words are still English for want of a translation. */
export type ServiceInLanguage = { purpose: string; cookies: ShownCookie[]; english: string[] };

const isEnglish = (language: string): boolean => /^en(-|$)/i.test(language);

/**
 * The entry in `language` (docs/decisions/042-service-catalogue.md#languages): the owner's
 * words for it where given (`own`), else the catalogue's in that language, else its English,
 * named in `english` (the purpose as "purpose", a cookie by its name) so the language check
 * can say what is left to translate.
 */
export function serviceIn(entry: CatalogueService, language: string, session: string, own: Pick<ServiceChoice, "purpose" | "cookies"> = {}): ServiceInLanguage {
  const words = isEnglish(language) ? { purpose: entry.purpose, cookies: Object.fromEntries(entry.cookies.map((c) => [c.name, c.description])) } : entry.words?.[language.toLowerCase().split("-")[0]!];
  const english: string[] = [];
  const purpose = own.purpose?.trim() || words?.purpose || (english.push("purpose"), entry.purpose);
  const cookies = entry.cookies.map((cookie) => ({
    name: cookie.name,
    duration: cookieLasts(cookie.lasts, language, session),
    description: own.cookies?.[cookie.name]?.trim() || words?.cookies?.[cookie.name] || (english.push(cookie.name), cookie.description),
  }));
  return { purpose, cookies, english };
}

/** The layer-2 service (site-config's `layer2.categories[].services[]`) an owner's choice makes, in the words `shown` gives (English by default). */
export function layer2Service(entry: CatalogueService, choice: ServiceChoice, categories: readonly string[], shown: ServiceInLanguage = serviceIn(entry, "en", "Session", choice)) {
  const scripts = entry.scripts && choice.account ? entry.scripts(choice.account) : [];
  return {
    slug: entry.slug,
    name: entry.name,
    description: shown.purpose,
    hosts: [...entry.hosts],
    reaches: [...(entry.reaches ?? [])],
    cookies: shown.cookies.map((cookie) => ({ ...cookie })),
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
