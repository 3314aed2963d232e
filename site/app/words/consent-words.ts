import { layer2Texts } from "@vitrine/consent/defaults";
import { z } from "zod";

/**
 * Every word a visitor meets in the consent layers, in one table read like a translation
 * table (docs/decisions/031-consent-words.md): one object per part, each word with its
 * English default. `{service}`, `{category}` and `{title}` are replaced where a word says so.
 * Defaults are applied here, when the config is validated: the browser gets the resolved
 * words only, never a second table of defaults.
 */
export const consentWordDefaults = {
  /** Layer 1: the bar, its buttons, the show-again tab and the settings modal (docs/behaviour/consent-layer-1.md#words). */
  layer1: {
    /** The bar's accessible name. */
    barLabel: "Cookie consent",
    /** The bar's heading; "" for none. */
    heading: "",
    message:
      "This site uses cookies. Some are needed for it to work; others, only if you allow them, remember your preferences and show how the site is used. Choose which you allow.",
    /** Button 1. */
    accept: "Accept",
    /** Button 2, the link to the cookie policy. */
    readMore: "Read our cookie policy",
    /** Button 3. */
    rejectAll: "Reject All",
    /** Button 4, which opens the settings. */
    settings: "Cookie Settings",
    /** Button 6, the CCPA opt-out. */
    ccpaOptOut: "Do not sell my personal information",
    /** The opt-out link's confirmation prompt. */
    ccpaConfirm: "Do you really wish to opt out?",
    /** Button 7. */
    acceptAll: "Accept All",
    /** The tab that reopens the bar after a choice. */
    showAgain: "Manage consent",
    settingsTitle: "Cookie settings",
    /** Accessible name of the settings' close button. */
    close: "Close",
    privacyOverviewTitle: "Privacy Overview",
    /** The settings' overview text (HTML allowed; tables are stripped), cut at 250 characters. */
    privacyOverview:
      "This website uses cookies to improve your experience while you navigate through the website. Out of these, the cookies that are categorized as necessary are stored on your browser as they are essential for the working of basic functionalities of the website. We also use third-party cookies that help us analyze and understand how you use this website. These cookies will be stored in your browser only with your consent. You also have the option to opt-out of these cookies. But opting out of some of these cookies may affect your browsing experience.",
    showMore: "Show more",
    showLess: "Show less",
    /** Beside a locked category. */
    alwaysEnabled: "Always Enabled",
    /** A category switch's state. */
    enabled: "Enabled",
    disabled: "Disabled",
    enableAll: "Enable all",
    disableAll: "Disable all",
    /** The settings' save button while some optional category is on. */
    saveAndAccept: "Save & Accept",
    /** The same button while every optional category is off: what it then saves. */
    saveNecessaryOnly: "Save: necessary cookies only",
  },
  /** Layer 2: the services banner, the preferences, the floating button and the GPC notice (docs/behaviour/consent-layer-2.md#words). */
  layer2: layer2Texts,
  /** The consent placeholder of a frame or a video waiting for layer 2's consent (docs/behaviour/consent-layer-2.md#frames). */
  placeholder: {
    message: "This content is hosted by {service}.",
    /** The accept button when it grants the service alone (`layer2.placeholderGrant: "service"`). */
    serviceButton: "Allow {service} and load this content",
    /** The plugin's accept button, when it grants the whole category (`placeholderGrant: "category"`); {category} is the name the visitor's layer gives it. */
    button: "Click here to accept {category} cookies and load this content",
    /** The link to the content on its own site. */
    link: "Open it on {service}",
    /** Said of that link, which opens in a new tab (read out after it; an arrow shows it). */
    newTab: "(opens in a new tab)",
    /** A frame's name when its author gave it no title. */
    frameTitle: "{service} content",
  },
  /**
   * The privacy page's cookie and service lists (docs/behaviour/content.md#cookie-list,
   * docs/behaviour/consent-layer-2.md#privacy-policy): their tables' headings, and what
   * they say of the consent layers' own cookies. Build-only: pre-rendered, never sent to
   * the browser (site/vite.config.ts).
   */
  policy: {
    cookie: "Cookie",
    lasts: "Lasts",
    purpose: "Purpose",
    /** A cookie's or a service's column left empty in the config. */
    notStated: "Not stated",
    /** A cookie table's name for screen readers. */
    cookiesCaption: "{category} cookies",
    service: "Service",
    cookies: "Cookies",
    loadsFrom: "Loads from",
    /** A service that sets no cookies. */
    none: "None",
    /** A cookie in a service's row, after its name: how long it lasts and what it is for. */
    cookieDetails: " ({lasts}): {purpose}",
    /** A service's cookies the cookie list above already names (layer 1's categories), each named once on the page. */
    listedAbove: "{cookies}: in the cookie list above",
    /** Where the site's own consent cookies load from. */
    thisSiteOnly: "This site only",
    /** Under the heading of the category a visitor cannot switch off. */
    alwaysOn: "Always on: these can't be switched off.",
    /** A service table's name for screen readers. */
    servicesCaption: "{category} services",
    oneDay: "1 day",
    days: "{count} days",
    oneYear: "1 year",
    years: "{count} years",
    /** A cookie that lasts until the browser is closed. */
    session: "Session",
    /** The consent layers' own cookies: layer 1's answer, its record, its per-category cookies. */
    answerCookie: "Whether you accepted or rejected optional cookies",
    preferenceCookie: "Your choice for each cookie category",
    categoryCookie: "Your choice for one category, one cookie per category",
    /** Layer 2's cookie. */
    layer2Cookie: "Your choice for each category and service",
    /** With both layers: which record is newer. */
    syncCookie: "Which of the two consent records above was written last, so they stay in step",
    /** With the consent log. */
    consentIdCookie: "The id your consent choices are recorded under as proof of consent, shown on the privacy page",
    /** The site itself as the owner of the consent cookies, in the service list when layer 1 is off. */
    siteService: "Remembers your consent choices, so you are not asked again on every page.",
    /** The shop's cart, kept in the browser's local storage, not a cookie (docs/behaviour/shop.md#cart). */
    cartStorage: "Your shopping cart: the pieces and quantities you chose, kept in your browser's local storage (not a cookie) and sent only when you check out",
    cartStorageLasts: "Until you empty it",
    /**
     * How a visitor changes their mind, as the privacy page's `consent-choices` widget says it
     * from what the site has: layer 1's tab, layer 2's floating button ({control} is its own
     * words), or neither; and the Global Privacy Control sentence where a layer honours it.
     */
    changeWithTab: "You can change your cookie choices at any time with the “{control}” tab shown on every page.",
    changeWithButton: "You can change your cookie choices at any time with the “{control}” button shown on every page.",
    changeWithLinks: "You can change your cookie choices at any time with the link below.",
    deleteChoice: "You can also delete your choice entirely, so that you are asked again.",
    gpc: "If your browser sends a Global Privacy Control signal, the site takes it as a refusal of every optional cookie and service until you choose otherwise.",
  },
} as const;

/** The privacy page's words (`consentWords.policy`). */
export type PolicyWords = { readonly [K in keyof (typeof consentWordDefaults)["policy"]]: string };

type Part = keyof typeof consentWordDefaults;
type PartSchema<P extends Part> = z.ZodDefault<z.ZodObject<{ [K in keyof (typeof consentWordDefaults)[P]]: z.ZodDefault<z.ZodString> }, z.core.$strict>>;

/** One part's words: each a string, defaulting to its English text; only `heading` may be empty. */
function part<P extends Part>(name: P): PartSchema<P> {
  const words = consentWordDefaults[name] as Record<string, string>;
  const shape = Object.fromEntries(Object.entries(words).map(([key, text]) => [key, (text === "" ? z.string() : z.string().min(1)).default(text)]));
  return z.strictObject(shape).prefault({}) as unknown as PartSchema<P>;
}

/** The word paths, as `layer1.settingsTitle`: what `keepEnglish` may list. */
const WORD_PATHS = Object.entries(consentWordDefaults).flatMap(([p, words]) => Object.keys(words).map((key) => `${p}.${key}`));
/** A default layer-2 category's name or description, as the English check lists it. */
const CATEGORY_PATH = /^layer2\.categories\[\d+\]\.(name|description)$/;

const consentWordParts = z.strictObject({
    layer1: part("layer1"),
    layer2: part("layer2"),
    placeholder: part("placeholder"),
    policy: part("policy"),
    /**
     * Words this site leaves in English on purpose although its `language` is not English —
     * a word the same in both ("Marketing"), or a name — as the English check lists them
     * (`layer2.alwaysOn`, `layer2.categories[2].name`). @default []
     */
    keepEnglish: z
      .array(
        z.string().refine((p) => WORD_PATHS.includes(p) || CATEGORY_PATH.test(p), {
          message: "is not a consent word (e.g. layer1.settingsTitle, or layer2.categories[0].name)",
        }),
      )
      .default([]),
});

export const consentWordsSchema = consentWordParts.prefault({});

/**
 * The consent words as the owner's consent settings keep them (content/settings/consent.yaml):
 * the consent layers' parts, and the words of a feature the studio's Consent screen shows
 * beside them (the video's, `video`), by the feature's name; the site's config checks those
 * against the feature's words (app/define-site-config.ts).
 */
export const ownerConsentWordsSchema = consentWordParts.catchall(z.record(z.string(), z.string())).prefault({});

export type ConsentWords = z.output<typeof consentWordsSchema>;
