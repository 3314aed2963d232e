import { layer2Defaults as defaults, layer2Layouts as LAYOUTS } from "@vitrine/consent/defaults";
import { z } from "zod";
import { categoryWordDefaults, type CategoryWords } from "../words/category-words";
import { consentModeSchema } from "./consent-mode-config";

/**
 * Layer-2 consent settings (docs/behaviour/consent-layer-2.md#settings): the services
 * banner, compatible with the WPConsent plugin. Names are the plugin's settings in
 * camelCase (`consent_duration` → `consentDuration`), so a site moving from it can copy
 * its values; `slugs` and `consent_type` are derived (`layer2Slugs`, `consentType`).
 */

const slug = z.string().regex(/^[a-z0-9-]+$/, "must be a lowercase slug");
const host = z.string().regex(/^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+$/, "must be a host name like www.youtube.com (or *.example.com)");

/** Whether `hostname` is one of `hosts`; `*.example.com` matches any subdomain. */
export const hostMatches = (hosts: readonly string[], hostname: string): boolean => hosts.some((h) => (h.startsWith("*.") ? hostname.endsWith(h.slice(1)) : hostname === h));

/** A path on the site itself: one slash, never two (`//host/…` is another host). */
const SITE_PATH = /^\/(?!\/)[^\s\\]*$/;
const httpsAddress = (value: string): URL | undefined => {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  return url?.protocol === "https:" ? url : undefined;
};

/**
 * The banner's stylesheet is asked for the first time the banner shows, before the visitor
 * has chosen anything: from another host, that host would learn of every visit without
 * consent. So it must be the site's own (docs/behaviour/consent-layer-2.md#stylesheet).
 */
export function checkLayer2Stylesheet(value: { url: string; layer2: { cssUrl: string } }, ctx: z.RefinementCtx): void {
  const sheet = httpsAddress(value.layer2.cssUrl);
  if (!sheet || !URL.canParse(value.url) || sheet.origin === new URL(value.url).origin) return;
  ctx.addIssue({
    code: "custom",
    path: ["layer2", "cssUrl"],
    message: `is on another host (${sheet.host}): the banner asks for its stylesheet before the visitor has chosen, so that host would learn of every visit. Put the file in the site's public folder and give its path, such as /wpconsent.css`,
  });
}

const cookie = z.strictObject({
  name: z.string().min(1),
  /** Human-readable lifetime, e.g. "1 year". */
  duration: z.string().default(""),
  description: z.string().default(""),
});

/** A script a service owns, written as layer 2's blocked-script markup (docs/behaviour/consent-layer-2.md#blocked-scripts). */
const serviceScript = z
  .strictObject({
    /** External script address (https, from one of the service's `hosts`); or `code` for an inline script. */
    src: z.url({ protocol: /^https$/ }).optional(),
    /** Inline script text. */
    code: z.string().min(1).optional(),
    /** Further attributes for the running script (`async`, `defer`, `crossorigin`, `data-*`); `true` writes a bare attribute. */
    attributes: z.record(z.string().regex(/^[a-z][a-z0-9-]*$/, "must be an attribute name"), z.union([z.string(), z.literal(true)])).default({}),
    /**
     * Other categories whose consent also runs it — any one of them is enough — for a tag that
     * serves two purposes, such as a Google tag for statistics and marketing
     * (docs/behaviour/consent-layer-2.md#blocked-scripts). @default []
     */
    alsoUnder: z.array(slug).default([]),
  })
  .refine((s) => (s.src === undefined) !== (s.code === undefined), { message: "needs exactly one of src and code" });

const service = z.strictObject({
  /** Slug in the cookie (with `manualToggleServices`) and in `data-wpconsent-name`. */
  slug,
  name: z.string().min(1),
  description: z.string().default(""),
  /** Cookies the service sets; listed on the privacy policy page. @default [] */
  cookies: z.array(cookie).default([]),
  /** Hosts its frames and scripts load from: an iframe on one of them becomes this service's placeholder, and the CSP allows them. @default [] */
  hosts: z.array(host).default([]),
  /** Scripts it runs once the unlock rule allows it, in this order, after layer 1's configured scripts. @default [] */
  scripts: z.array(serviceScript).default([]),
  /**
   * Hosts it reaches once running that are not its frames' (an analytics tag's hits, a feed
   * the settings name): listed on the privacy page as where it loads from, never claimed for
   * frames; for a service with `scripts`, the CSP's connect-src and img-src allow them. @default []
   */
  reaches: z.array(host).default([]),
});

const category = z.strictObject({
  slug,
  name: z.string().min(1),
  description: z.string().default(""),
  /** The plugin's `essential`: always on, its checkbox checked and disabled. @default false */
  locked: z.boolean().default(false),
  /** State in opt-out mode (`defaultAllow`) before the visitor answers. @default true */
  defaultEnabled: z.boolean().default(true),
  services: z.array(service).default([]),
});

/**
 * The plugin's three categories, with no services, worded in a language: a site that lists
 * none of its own gets these, in its language's words (words/category-words.ts, the one
 * place they are written), so the build's language check finds nothing left in English.
 */
export function defaultCategories(words: CategoryWords = categoryWordDefaults) {
  return [
    { slug: "essential", ...words.layer2.essential, locked: true },
    { slug: "statistics", ...words.layer2.statistics },
    { slug: "marketing", ...words.layer2.marketing },
  ];
}

export const layer2ConfigSchema = z
  .strictObject({
    /** Turn the second consent layer on. @default false */
    enabled: z.boolean().default(false),
    /** `consent_duration`: lifetime of `wpconsent_preferences`, days. @default 30 */
    consentDuration: z.number().int().positive().max(3650).default(defaults.consentDuration),
    /** `default_allow`: opt-out mode; categories run until the visitor cancels. @default false */
    defaultAllow: z.boolean().default(defaults.defaultAllow),
    /** `enable_script_blocking`. @default true */
    enableScriptBlocking: z.boolean().default(defaults.enableScriptBlocking),
    /** `manual_toggle_services`: each service unlocks on its own value. @default false */
    manualToggleServices: z.boolean().default(defaults.manualToggleServices),
    /** `respect_gpc`: honour the Global Privacy Control signal once. @default false */
    respectGpc: z.boolean().default(defaults.respectGpc),
    /** `enable_shared_consent`: write the cookie for the registrable domain of `site.url`. @default false */
    enableSharedConsent: z.boolean().default(defaults.enableSharedConsent),
    /**
     * Computed, not set: shared consent's cookie domain, written when the whole config is
     * validated (site-config.ts); accepted here so an already validated config validates again.
     */
    cookieDomain: z.string().optional(),
    /** `enable_consent_banner`. @default true */
    enableConsentBanner: z.boolean().default(defaults.enableConsentBanner),
    /** `enable_consent_floating`: the button that reopens the preferences after a choice. @default true */
    enableConsentFloating: z.boolean().default(defaults.enableConsentFloating),
    /**
     * `css_url`: a stylesheet replacing the built-in style, on the site itself: a path
     * (`/wpconsent.css`, a file of the site's public folder) or an https address on the
     * site's own host (checkLayer2Stylesheet); "" for the built-in one. @default ""
     */
    cssUrl: z
      .string()
      .refine((value) => value === "" || SITE_PATH.test(value) || httpsAddress(value) !== undefined, "must be a path on the site, such as /wpconsent.css (or an https address on the site's own host)")
      .default(defaults.cssUrl),
    /** `css_version`, appended as `?ver=`. @default "" */
    cssVersion: z.string().regex(/^[A-Za-z0-9._-]*$/, "must be letters, digits or . _ -").default(defaults.cssVersion),
    /** The banner's layout: a long bar, a floating box in a corner, or a centred modal. @default "long" */
    bannerLayout: z.enum(["long", "floating", "modal"]).default(defaults.bannerLayout),
    /** Where it sits: `bottom` or `top` for the bar; a corner (`bottom-right`, `bottom-left`, `top-right`, `top-left`) for the box; `center` for the modal. @default the layout's first */
    bannerPosition: z.enum(["bottom", "top", "bottom-right", "bottom-left", "top-right", "top-left", "center"]).optional(),
    /** The accept, cancel and preferences buttons of the banner. @default true each */
    acceptButtonEnabled: z.boolean().default(defaults.acceptButtonEnabled),
    cancelButtonEnabled: z.boolean().default(defaults.cancelButtonEnabled),
    preferencesButtonEnabled: z.boolean().default(defaults.preferencesButtonEnabled),
    /**
     * What a placeholder's accept button grants: `"service"`, the service it names
     * ("Allow Google Maps and load this content"); `"category"`, the plugin's way, its
     * whole category with every service in it (docs/behaviour/consent-layer-2.md#frames).
     * @default "service"
     */
    placeholderGrant: z.enum(["service", "category"]).default(defaults.placeholderGrant),
    /** @default essential (locked), statistics, marketing, without services */
    categories: z.array(category).default(() => defaultCategories().map((c) => category.parse(c))),
    /** With both layers on: whose banner shows; the other layer's UI stays silent but its cookie is kept in step. @default "layer1" */
    primary: z.enum(["layer1", "layer2"]).default("layer1"),
    /**
     * With both layers on: layer-1 slug → layer-2 slug naming one purpose; a choice in
     * either layer is written in both formats through it (docs/behaviour/consent-layer-2.md#one-answer).
     * @default necessary ↔ essential, analytics ↔ statistics, advertisement ↔ marketing
     */
    categoryMap: z.record(slug, slug).default({ necessary: "essential", analytics: "statistics", advertisement: "marketing" }),
    /** Google Consent Mode v2 (docs/decisions/021-consent-mode.md). */
    consentMode: consentModeSchema.prefault({}),
  })
  .superRefine((value, ctx) => {
    const seen = new Map<string, string>();
    const once = (s: string, path: (string | number)[]) => {
      if (seen.has(s)) ctx.addIssue({ code: "custom", path, message: `is used twice (also ${seen.get(s)})` });
      else seen.set(s, path.join("."));
    };
    const hosts = new Map<string, string>();
    value.categories.forEach((c, i) => {
      once(c.slug, ["categories", i, "slug"]);
      c.services.forEach((s, j) => {
        once(s.slug, ["categories", i, "services", j, "slug"]);
        s.hosts.forEach((h, k) => {
          if (hosts.has(h)) ctx.addIssue({ code: "custom", path: ["categories", i, "services", j, "hosts", k], message: `is claimed by ${hosts.get(h)} too` });
          hosts.set(h, s.slug);
        });
        // A script from a host the service does not list would be refused by the CSP's frame and script sources.
        s.scripts.forEach((script, k) => {
          script.alsoUnder.forEach((other, m) => {
            if (other === c.slug || !value.categories.some((x) => x.slug === other)) {
              ctx.addIssue({ code: "custom", path: ["categories", i, "services", j, "scripts", k, "alsoUnder", m], message: `"${other}" is not another of layer 2's categories (${value.categories.filter((x) => x.slug !== c.slug).map((x) => x.slug).join(", ")})` });
            }
          });
          const from = script.src === undefined ? undefined : new URL(script.src).hostname;
          if (from !== undefined && !hostMatches(s.hosts, from)) {
            ctx.addIssue({ code: "custom", path: ["categories", i, "services", j, "scripts", k, "src"], message: `loads from ${from}, which is not one of the service's hosts (${s.hosts.join(", ") || "none"})` });
          }
        });
      });
    });
    const positions: readonly string[] = LAYOUTS[value.bannerLayout];
    if (value.bannerPosition && !positions.includes(value.bannerPosition)) {
      ctx.addIssue({ code: "custom", path: ["bannerPosition"], message: `must be one of ${positions.join(", ")} for the ${value.bannerLayout} layout` });
    }
    if (!value.categories.some((c) => c.locked)) ctx.addIssue({ code: "custom", path: ["categories"], message: "needs one locked category (essential)" });
  });

export type Layer2Config = z.output<typeof layer2ConfigSchema>;

/** The plugin's `slugs`: what a stored cookie must cover (docs/behaviour/consent-layer-2.md#cookie). */
export function layer2Slugs(config: Layer2Config): string[] {
  if (!config.manualToggleServices) return config.categories.map((c) => c.slug);
  return config.categories.flatMap((c) => (c.services.length ? c.services.map((s) => s.slug) : [c.slug]));
}

/** The plugin's `consent_type`. */
export const consentType = (config: Layer2Config): "optin" | "optout" => (config.defaultAllow ? "optout" : "optin");

/** The service (and its category) whose hosts include `hostname`; `*.example.com` matches any subdomain. */
export function serviceForHost(config: Layer2Config, hostname: string): { category: string; service: string } | undefined {
  for (const c of config.categories) {
    for (const s of c.services) {
      if (hostMatches(s.hosts, hostname)) return { category: c.slug, service: s.slug };
    }
  }
  return undefined;
}
