import { z } from "zod";
import { consentConfigSchema } from "../consent/consent-config";
import { defaultBreakpoints } from "./breakpoints";

/**
 * The typed shape of `site.config.ts`. Every field has a default so a site owner
 * only writes what differs; `defineSiteConfig` validates at build time and names
 * the field that is wrong.
 */
const menuLink = z.object({ label: z.string().min(1), href: z.string().min(1) });

const menuItem = menuLink.extend({
  /** A dropdown: a single column of links. */
  children: z.array(menuLink).optional(),
  /** A mega menu: several titled columns of links. */
  mega: z.array(z.object({ title: z.string().min(1), links: z.array(menuLink).min(1) })).optional(),
  /** A highlighted card beside the mega menu's columns. */
  featured: z.object({ title: z.string().min(1), text: z.string().default(""), link: menuLink }).optional(),
});

export type MenuLink = z.output<typeof menuLink>;
export type MenuItem = z.output<typeof menuItem>;

export const siteConfigSchema = z.object({
  /** Site name, used in titles and the header. */
  name: z.string().min(1),
  tagline: z.string().default(""),
  /** Absolute origin used for canonical URLs and the sitemap. */
  url: z.string().url(),
  language: z.string().default("en"),
  header: z
    .object({
      /** Keep the header fixed at the top while scrolling. @default true */
      sticky: z.boolean().default(true),
      /** Height the in-page scroll offset uses when the sticky header cannot be measured. @default 54 */
      stickyFallbackHeight: z.number().int().nonnegative().default(54),
      menu: z.array(menuItem).default([]),
    })
    .prefault({}),
  mobileMenu: z
    .object({
      /** full-screen, sidebar or drop-down. @default "sidebar" */
      style: z.enum(["full-screen", "sidebar", "drop-down"]).default("sidebar"),
    })
    .prefault({}),
  footer: z
    .object({
      /** fixed: an ordinary footer; parallax: the page slides up to reveal it. @default "fixed" */
      style: z.enum(["fixed", "parallax"]).default("fixed"),
      /** Widget areas (columns) of the footer. */
      widgets: z
        .array(z.object({ title: z.string(), text: z.string().optional(), links: z.array(menuLink).default([]) }))
        .default([]),
      copyright: z.string().default(""),
    })
    .prefault({}),
  scroll: z
    .object({
      /** Extra pixels subtracted from every in-page scroll target. @default 0 */
      customOffset: z.number().int().default(0),
    })
    .prefault({}),
  /**
   * Responsive breakpoints in px, each at least 320 (spec §9), in increasing order. The
   * stylesheets' named media queries are written from them (app/config/breakpoints.ts).
   */
  breakpoints: z
    .object({
      /** @default 320 */
      mobile: z.number().int().min(320).default(defaultBreakpoints.mobile),
      /** Columns sit side by side from here. @default 768 */
      tablet: z.number().int().min(320).default(defaultBreakpoints.tablet),
      /** The desktop header takes over and the mobile menu closes (spec §9). @default 960 */
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
  /** Kit colours and fonts, exposed to CSS as custom properties. */
  kit: z
    .object({
      colors: z
        .object({
          primary: z.string().default("#8a4b2a"),
          text: z.string().default("#1f1b16"),
          muted: z.string().default("#5c534a"),
          background: z.string().default("#fbf8f3"),
          surface: z.string().default("#f1ebe2"),
          accent: z.string().default("#2f5d50"),
        })
        .prefault({}),
      fonts: z
        .object({
          body: z.string().default('system-ui, -apple-system, "Segoe UI", Roboto, sans-serif'),
          heading: z.string().default('Georgia, "Times New Roman", serif'),
        })
        .prefault({}),
    })
    .prefault({}),
  /** First consent layer (CookieLawInfo-compatible); fields in app/consent/consent-config.ts. */
  consent: consentConfigSchema.prefault({}),
});

export type SiteConfigInput = z.input<typeof siteConfigSchema>;
export type SiteConfig = z.output<typeof siteConfigSchema>;

export function defineSiteConfig(input: SiteConfigInput): SiteConfig {
  const result = siteConfigSchema.safeParse(input);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `site.config.ts: ${i.path.join(".")}: ${i.message}`);
    throw new Error(lines.join("\n"));
  }
  return result.data;
}
