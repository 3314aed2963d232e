import { registrableDomain } from "@vitrine/consent/domain";
import { z } from "zod";
import { checkConsentBridge } from "../consent/consent-bridge";
import { consentConfigSchema } from "../consent/consent-config";
import { checkLayer2Stylesheet, layer2ConfigSchema } from "../consent/consent2-config";
import { authorErrorMap, describeValue, formatIssues } from "../lib/error-map";
import { defaultBreakpoints } from "./breakpoints";
import { kitSchema } from "./kit";
import { footerArea, menuItem, socialLink } from "./owner-settings";
import { consentWordsSchema } from "./consent-words";
import { checkConsentWordsLanguage } from "./consent-words-language";
import { withLayer1WordsForLayer2 } from "./layer2-words";
import { consentLogConfigSchema } from "./consent-log-config";
import { hostingConfigSchema, hostingFromEnv } from "./hosting-config";
import { checkPhotoFeedConsent, photoFeedConfigSchema } from "../features/photo-feed/photo-feed-config";
import { videoConfigSchema } from "../features/video/video-config";
import { shopConfigSchema } from "../features/shop/shop-config";
import { siteWordsSchema, type SiteWordsConfig } from "../words/words-config";
import { checkSiteWordsLanguage, withLanguageWords } from "../words/words-language";

export type { MenuItem, MenuLink } from "./owner-settings";

/**
 * The typed shape of `site.config.ts`. Every field has a default so a site owner
 * only writes what differs; `defineSiteConfig` validates at build time and names
 * the field that is wrong. Objects are strict: a misspelt key (`headr`) is an error,
 * not a setting silently ignored.
 */
export const siteConfigSchema = z.strictObject({
  /** Site name, used in titles and the header. */
  name: z.string().min(1),
  tagline: z.string().default(""),
  /**
   * The header's logo: an image of the media library with its size, as `mediaImage(name)`
   * (app/config/media-image.server.ts) reads it. A logo at least twice as wide as it is high
   * takes the place of the name; a squarer one sits beside it (docs/behaviour/theme.md#header).
   */
  logo: z.strictObject({ image: z.string().min(1), width: z.number().int().positive(), height: z.number().int().positive(), widths: z.array(z.number().int().positive()).min(1) }).optional(),
  /**
   * The site icon, an image of the media library by its name: the build writes the tab's
   * icon and the phone's home-screen icons from it (docs/decisions/043-logo-and-site-icon.md).
   * @default the site's own favicon.ico and favicon.svg
   */
  favicon: z.string().min(1).optional(),
  /** Absolute origin used for canonical URLs and the sitemap. */
  url: z.string().url(),
  language: z.string().default("en"),
  /**
   * Text direction: `<html dir>` and, for right-to-left, `<body class="rtl">` (sliders run the
   * other way). @default "rtl" for Arabic, Hebrew, Persian and Urdu, otherwise "ltr"
   */
  direction: z.enum(["ltr", "rtl"]).optional(),
  header: z
    .strictObject({
      /** Keep the header fixed at the top while scrolling. @default true */
      sticky: z.boolean().default(true),
      /** Height the in-page scroll offset uses when the sticky header cannot be measured. @default 54 */
      stickyFallbackHeight: z.number().int().nonnegative().default(54),
      menu: z.array(menuItem).default([]),
    })
    .prefault({}),
  mobileMenu: z
    .strictObject({
      /** full-screen, sidebar or drop-down. @default "sidebar" */
      style: z.enum(["full-screen", "sidebar", "drop-down"]).default("sidebar"),
    })
    .prefault({}),
  footer: z
    .strictObject({
      /** fixed: an ordinary footer; parallax: the page slides up to reveal it. @default "fixed" */
      style: z.enum(["fixed", "parallax"]).default("fixed"),
      /** Widget areas (columns) of the footer. */
      widgets: z.array(footerArea).default([]),
      copyright: z.string().default(""),
    })
    .prefault({}),
  /** The owner's pages on other sites (shop, gallery, social), linked at the foot of every page. @default [] */
  social: z.array(socialLink).default([]),
  scroll: z
    .strictObject({
      /** Extra pixels subtracted from every in-page scroll target. @default 0 */
      customOffset: z.number().int().default(0),
    })
    .prefault({}),
  /**
   * Responsive breakpoints in px, each at least 320 (docs/behaviour/theme.md#breakpoints), in increasing order. The
   * stylesheets' named media queries are written from them (app/config/breakpoints.ts).
   */
  breakpoints: z
    .strictObject({
      /** @default 320 */
      mobile: z.number().int().min(320).default(defaultBreakpoints.mobile),
      /** Columns sit side by side from here. @default 768 */
      tablet: z.number().int().min(320).default(defaultBreakpoints.tablet),
      /** The desktop header takes over and the mobile menu closes (docs/behaviour/theme.md#mobile-menu). @default 960 */
      desktop: z.number().int().min(320).default(defaultBreakpoints.desktop),
    })
    .superRefine((value, ctx) => {
      const order = ["mobile", "tablet", "desktop"] as const;
      for (let i = 1; i < order.length; i++) {
        const [lower, field] = [order[i - 1]!, order[i]!];
        if (value[field] > value[lower]) continue;
        ctx.addIssue({
          code: "custom",
          path: [field],
          message: `must be greater than breakpoints.${lower} (${value[lower]}), received ${value[field]}`,
        });
      }
    })
    .prefault({}),
  /** Paginated listings: the shop, its categories, the journal and its tags (docs/content.md#listings-search-and-builds). */
  listings: z
    .strictObject({
      /** Items per listing page; a longer list continues on /shop/page/2 and so on. @default 24 */
      pageSize: z.number().int().min(1).max(100).default(24),
    })
    .prefault({}),
  /**
   * Kit colours and fonts, exposed to CSS as custom properties. The demo keeps them in
   * content/settings/kit.yaml, which the page builder's settings panel edits (kit.ts).
   */
  kit: kitSchema,
  /** First consent layer (CookieLawInfo-compatible); fields in app/consent/consent-config.ts. */
  consent: consentConfigSchema.prefault({}),
  /** Proof of consent: app/config/consent-log-config.ts. */
  consentLog: consentLogConfigSchema,
  /** The site's own server, or a static host (forms, consent log, search without JavaScript): app/config/hosting-config.ts. */
  hosting: hostingConfigSchema,
  /** Second consent layer (WPConsent-compatible services banner) and how it joins the first; fields in app/consent/consent2-config.ts. */
  layer2: layer2ConfigSchema.prefault({}),
  /** The photo feed's address, consent and stored copy; fields in app/features/photo-feed/photo-feed-config.ts. */
  photoFeed: photoFeedConfigSchema.prefault({}),
  /** The lazy video player's providers: app/features/video/video-config.ts. */
  video: videoConfigSchema.prefault({}),
  /**
   * Every word the consent layers, their placeholders and the video prompt show, one table
   * with English defaults: app/config/consent-words.ts. A site whose `language` is not
   * English must translate every one it shows (docs/decisions/031-consent-words.md).
   */
  consentWords: consentWordsSchema,
  /**
   * Every other word the site's code shows, one table with English defaults
   * (app/words/site-words.ts), the shop's among them (`words.shop`); the words file of the
   * site's `language` (app/words/languages/) comes first, and a word here over it. A site
   * whose `language` is not English must translate every one (docs/decisions/039-site-words.md).
   */
  words: siteWordsSchema.transform((words) => words as unknown as SiteWordsConfig),
  /** Selling: currency, VAT, shipping zones and order email (app/features/shop/shop-config.ts); without it nothing is sold. Its words are `words.shop`. */
  shop: shopConfigSchema.optional(),
})
  .superRefine(checkConsentBridge)
  .superRefine(checkPhotoFeedConsent)
  .superRefine(checkLayer2Stylesheet)
  .superRefine(checkConsentWordsLanguage)
  .superRefine(checkSiteWordsLanguage)
  // Shared consent's cookie domain: the registrable domain of the site's own URL, by the
  // public suffix list, computed here at build so the list never reaches the browser
  // (docs/behaviour/consent-layer-2.md#shared-consent).
  .transform((value) => ({
    ...value,
    layer2: { ...value.layer2, cookieDomain: value.layer2.enableSharedConsent ? registrableDomain(new URL(value.url).hostname) : undefined },
    // A static host has no consent log to send to (docs/decisions/034-operations.md).
    consentLog: value.hosting.mode === "static" ? { ...value.consentLog, enabled: false } : value.consentLog,
    // Nor a checkout: products keep "Ask about this piece", and no cart or checkout page is built (docs/behaviour/shop.md#static-host).
    shop: value.hosting.mode === "static" ? undefined : value.shop,
  }));

export type SiteConfigInput = z.input<typeof siteConfigSchema>;
export type SiteConfig = z.output<typeof siteConfigSchema>;

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
  // The shop's words joined the site's one words table, so its language's words file translates them (docs/decisions/039-site-words.md).
  "shop.words": { now: "words.shop", note: "move the words there; leftOne/leftOther and cartCountOne/cartCountOther are now the counts left and cartCount, and addedAll a count too" },
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

/**
 * Validates the site's settings; a problem throws `site.config.ts: field: problem`, one line each.
 * `VITRINE_STATIC_EXPORT=1` (`npm run export-static`) builds for a static host (app/config/hosting-config.ts).
 */
export function defineSiteConfig(input: SiteConfigInput, env: Record<string, string | undefined> = typeof process === "undefined" ? {} : process.env): SiteConfig {
  const renamed = Object.entries(RENAMED_FIELDS).filter(([old]) => writes(input, old));
  if (renamed.length > 0) throw new Error(renamed.map(([old, { now, note }]) => `site.config.ts: ${old}: is now called ${now}; ${note}`).join("\n"));
  const result = siteConfigSchema.safeParse(withLanguageWords(withLayer1WordsForLayer2(hostingFromEnv(input, env))), { error: authorErrorMap, reportInput: true });
  if (!result.success) throw new Error(formatIssues("site.config.ts", result.error.issues.map(withReceived)).join("\n"));
  return result.data;
}
