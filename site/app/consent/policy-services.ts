import { consentWordDefaults, type PolicyWords } from "../words/consent-words";
import type { ConsentConfig } from "../config/consent-config";
import { hostMatches, type Layer2Config } from "../config/consent2-config";
import { consentLayerCookies, type PolicyCookie } from "./policy-cookies";

/**
 * Layer 2's categories and services as the privacy policy lists them
 * (docs/behaviour/consent-layer-2.md#privacy-policy), from the same `layer2` the banner,
 * the cookie and the frame placeholders read, so the page and the consent layer never
 * disagree.
 */

export type PolicyService = {
  slug: string;
  name: string;
  description: string;
  /** The hosts its scripts and frames load from, and those its running scripts reach, once allowed. */
  hosts: string[];
  cookies: PolicyCookie[];
  /** Its cookies the cookie list above already names: mentioned by name, so its row never reads as setting none. */
  listedAbove: string[];
};

export type PolicyServiceCategory = { slug: string; name: string; description: string; locked: boolean; services: PolicyService[] };

export interface PolicyServiceOptions {
  /** Layer 1 runs too: its cookie list already names the consent layers' own cookies. @default true */
  readonly layer1: boolean;
  /** Proof of consent on (docs/decisions/028-proof-of-consent.md). @default true */
  readonly consentLog: boolean;
  /** What the site itself is called in the list, as the owner of the consent layer's own cookies. @default "This website" */
  readonly siteName: string;
  /** What the list says (`consentWords.policy`). @default the English words */
  readonly words: PolicyWords;
  /** Cookies layer 1's cookie list already names on the page: a service's row does not repeat them. @default none */
  readonly listedElsewhere: ReadonlySet<string>;
  /** The name and description a layer-2 category is listed under, when the visitor's layer calls it otherwise (`shownAs`). @default its own */
  readonly shownAs: (slug: string) => { name: string; description: string } | undefined;
}

/**
 * One vocabulary on the privacy page (docs/behaviour/consent-layer-2.md#privacy-policy): with
 * layer 1 the layer visitors see, a layer-2 category is listed under the name and description
 * of the layer-1 category the map links to it (`marketing` as "Advertisement"), as the bar
 * and the placeholders name it; otherwise, or without a link, under its own.
 */
export function shownAs(site: { consent: Pick<ConsentConfig, "enabled" | "categories">; layer2: Pick<Layer2Config, "enabled" | "primary" | "categoryMap"> }): PolicyServiceOptions["shownAs"] {
  return (slug) => {
    if (!site.consent.enabled || !site.layer2.enabled || site.layer2.primary !== "layer1") return undefined;
    const linked = Object.entries(site.layer2.categoryMap).find(([, to]) => to === slug)?.[0];
    const category = site.consent.categories.find((c) => c.slug === linked);
    return category && { name: category.name, description: category.description };
  };
}

/** Each host once, a name a wildcard of the list covers left out (`*.googletagmanager.com` covers `www.googletagmanager.com`). */
function shownHosts(hosts: readonly string[]): string[] {
  const unique = [...new Set(hosts)];
  return unique.filter((host) => !unique.some((other) => other !== host && other.startsWith("*.") && hostMatches([other], host)));
}

const defaultOptions: PolicyServiceOptions = { layer1: true, consentLog: true, siteName: "This website", words: consentWordDefaults.policy, listedElsewhere: new Set(), shownAs: () => undefined };

/** The slug under which the list shows the site's own consent cookies (kept apart from any configured service's). */
export const SITE_SERVICE_SLUG = "this-website";

/**
 * The services of each category, in config order. With layer 1 off, nothing else on the page
 * names the consent layer's own cookies, so the locked category leads with the site itself:
 * layer 2's cookie and, with the consent log, the consent id. A cookie is named once on the
 * page: one layer 1's list already gives is left out of its service's row.
 */
export function policyServices(layer2: Pick<Layer2Config, "enabled" | "categories" | "consentDuration">, overrides: Partial<PolicyServiceOptions> = {}): PolicyServiceCategory[] {
  if (!layer2.enabled) return [];
  const options = { ...defaultOptions, ...overrides };
  const own: PolicyService[] = options.layer1
    ? []
    : [
        {
          slug: SITE_SERVICE_SLUG,
          name: options.siteName,
          description: options.words.siteService,
          hosts: [],
          listedAbove: [],
          cookies: consentLayerCookies({ layer1: false, layer2: { enabled: true, consentDuration: layer2.consentDuration }, consentLog: options.consentLog, words: options.words }),
        },
      ];
  const home = layer2.categories.find((c) => c.locked);
  return layer2.categories.map((c) => ({
    slug: c.slug,
    ...{ name: c.name, description: c.description, ...options.shownAs(c.slug) },
    locked: c.locked,
    services: [
      ...(c === home ? own : []),
      ...c.services.map((s) => ({
        slug: s.slug,
        name: s.name,
        description: s.description,
        hosts: shownHosts([...s.hosts, ...s.reaches]),
        cookies: s.cookies.filter((k) => !options.listedElsewhere.has(k.name)).map((k) => ({ ...k })),
        listedAbove: s.cookies.filter((k) => options.listedElsewhere.has(k.name)).map((k) => k.name),
      })),
    ],
  }));
}
