import { registrableDomain } from "@vitrine/consent/domain";
import { z } from "zod";
import { checkConsentBridge } from "./consent-bridge";
import { consentConfigSchema } from "./consent-config";
import { checkLayer2Stylesheet, layer2ConfigSchema } from "./consent2-config";
import { defaultBreakpoints } from "./breakpoints";
import { kitSchema } from "./kit";
import { footerArea, menuItem, socialLink } from "./owner-settings";
import { consentWordsSchema } from "../words/consent-words";
import type { SiteWordsConfig } from "../words/words-config";
import { consentLogConfigSchema } from "./consent-log-config";
import { hostingConfigSchema } from "./hosting-config";

export type { MenuItem, MenuLink } from "./owner-settings";

/**
 * The typed shape of `site.config.ts`, but for what the features and the words table add:
 * the site config's schema is this with each feature's slice and the words table folded in
 * from the feature registry (app/define-site-config.ts). Every field has a default so a site
 * owner only writes what differs; `defineSiteConfig` validates at build time and names the
 * field that is wrong. Objects are strict: a misspelt key (`headr`) is an error, not a
 * setting silently ignored.
 */
export const coreSiteConfigSchema = z.strictObject({
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
  /** First consent layer (CookieLawInfo-compatible); fields in app/config/consent-config.ts. */
  consent: consentConfigSchema.prefault({}),
  /** Proof of consent: app/config/consent-log-config.ts. */
  consentLog: consentLogConfigSchema,
  /** The site's own server, or a static host (forms, consent log, search without JavaScript): app/config/hosting-config.ts. */
  hosting: hostingConfigSchema,
  /** Second consent layer (WPConsent-compatible services banner) and how it joins the first; fields in app/config/consent2-config.ts. */
  layer2: layer2ConfigSchema.prefault({}),
  /**
   * Every word the consent layers, their placeholders and the video prompt show, one table
   * with English defaults: app/words/consent-words.ts. A site whose `language` is not
   * English must translate every one it shows (docs/decisions/031-consent-words.md).
   */
  consentWords: consentWordsSchema,
});

/** The core's checks across its fields: the fold runs them with the consent words' language check and the features' (app/define-site-config.ts). */
export const coreSiteConfigChecks = [checkConsentBridge, checkLayer2Stylesheet] as const;

type CoreOutput = z.output<typeof coreSiteConfigSchema>;

/** What the built site's config computes from the rest: the shared cookie's domain, and no consent log on a static host. */
export function finishCoreSiteConfig<C extends CoreOutput>(value: C) {
  return {
    ...value,
    // Shared consent's cookie domain: the registrable domain of the site's own URL, by the
    // public suffix list, computed here at build so the list never reaches the browser
    // (docs/behaviour/consent-layer-2.md#shared-consent).
    layer2: { ...value.layer2, cookieDomain: value.layer2.enableSharedConsent ? registrableDomain(new URL(value.url).hostname) : undefined },
    // A static host has no consent log to send to (docs/decisions/034-operations.md).
    consentLog: value.hosting.mode === "static" ? { ...value.consentLog, enabled: false } : value.consentLog,
  };
}

/**
 * Each feature's slice of the site's config, by its key, as the built site has it: a
 * feature's config file adds its own (`declare module "../../config/site-config" {
 * interface FeatureConfigs { video: VideoConfig } }`), so `SiteConfig` knows every slice
 * without a list kept here (docs/decisions/037-features.md).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each feature's config file
export interface FeatureConfigs {}
/** The same slices as a site writes them (`z.input` of each schema), every one optional. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each feature's config file
export interface FeatureConfigInputs {}

/** The site's settings as the build and the server read them. */
export type SiteConfig = ReturnType<typeof finishCoreSiteConfig<CoreOutput>> & { words: SiteWordsConfig } & FeatureConfigs;
