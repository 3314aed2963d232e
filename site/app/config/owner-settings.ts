import { z } from "zod";
import { linkHref } from "../source/schemas/common";
import { ownerConsentWordsSchema } from "../words/consent-words";
import { feedMaxPhotos, feedUserId } from "./feed-fields";

/**
 * What the owner edits in the studio, kept in data files under `content/settings/` that
 * `site.config.ts` reads, so no one has to open TypeScript to rename the site or add a menu
 * item (docs/decisions/040-owner-settings-files.md). Each schema is the site config's own
 * shape for its part; titles are the labels the studio shows.
 */

export const menuLink = z.strictObject({
  label: z.string().min(1).meta({ title: "Label" }),
  href: linkHref.meta({ title: "Address" }),
});

export const menuItem = menuLink.extend({
  /** A dropdown: a single column of links. */
  children: z.array(menuLink).optional().meta({ title: "Drop-down links" }),
  /** A mega menu: several titled columns of links; a column's title links to `href` when given (its category, say). */
  mega: z
    .array(
      z.strictObject({
        title: z.string().min(1).meta({ title: "Column title" }),
        href: z.string().min(1).optional().meta({ title: "Column address" }),
        links: z.array(menuLink).min(1).meta({ title: "Column links" }),
      }),
    )
    .optional()
    .meta({ title: "Mega-menu columns" }),
  /** A highlighted card beside the mega menu's columns. */
  featured: z.strictObject({ title: z.string().min(1), text: z.string().default(""), link: menuLink }).optional(),
});

export const footerArea = z.strictObject({
  title: z.string().meta({ title: "Area title" }),
  text: z.string().optional().meta({ title: "Text" }),
  links: z.array(menuLink).default([]).meta({ title: "Links" }),
  /** A photo feed under the area's text and links (docs/behaviour/media.md#photo-feed). */
  photoFeed: z.strictObject({ userId: feedUserId, maxPhotos: feedMaxPhotos.default(9) }).optional(),
});

/** A link to the owner's page on another site (their shop, gallery or social pages), in every page's footer. */
export const socialLink = z.strictObject({
  href: z.url({ protocol: /^https$/, error: "expected an address starting with https://, such as https://www.instagram.com/yourname" }).meta({ title: "Address" }),
  label: z.string().trim().min(1).optional().meta({ title: "Name", description: "Leave it empty for the site's own name (Instagram, Etsy…)." }),
});

export type MenuLink = z.output<typeof menuLink>;
export type MenuItem = z.output<typeof menuItem>;
export type FooterArea = z.output<typeof footerArea>;

/** A language tag such as `en`, `fr` or `pt-BR`. */
const languageTag = z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, "expected a language code such as en, fr or pt-BR");

/** An image of the media library, by its name in content/media/manifest.json. */
const mediaName = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "expected the name of an image of the media library");

/** The site's address on the web: http(s), a host and nothing after it but a path. */
export const siteAddress = z.url({ protocol: /^https?$/, error: "expected the site's address, such as https://www.example.com" });

/** `content/settings/site.yaml`: the site's name, tagline, language, address, contact address, logo and icon. */
export const siteSettingsSchema = z.strictObject({
  name: z.string().trim().min(1).meta({ title: "Site name", description: "In the header, the footer and every page's title." }),
  // docs/decisions/043-logo-and-site-icon.md: a wide logo stands for the name, a squarer one sits beside it.
  logo: mediaName.optional().meta({ title: "Logo", description: "In the header. A wide logo takes the place of the name; a square one sits beside it." }),
  favicon: mediaName.optional().meta({ title: "Site icon", description: "The small picture in the browser's tab and on a phone's home screen. It must be square." }),
  tagline: z.string().default("").meta({ title: "Tagline", description: "A line under the name: what you make." }),
  language: languageTag.default("en").meta({ title: "Language", description: "The language of the site's own words: buttons, menus, the cookie bar." }),
  contactEmail: z.email("expected an email address such as hello@example.com").optional().meta({ title: "Contact email", description: "Where visitors can write to you when a form can't be sent." }),
  url: siteAddress.optional().meta({ title: "Site address", description: "The address your site will have on the web, such as https://www.yourname.com: search engines and shared links use it." }),
  social: z.array(socialLink).default([]).meta({ title: "Elsewhere on the web", description: "Your shop, gallery or social pages, linked at the foot of every page." }),
});

/** `content/settings/menu.yaml`: the header's menu. */
export const menuSettingsSchema = z.strictObject({ menu: z.array(menuItem).default([]) });

/** `content/settings/footer.yaml`: the footer's areas (widgets) and its copyright line. */
export const footerSettingsSchema = z.strictObject({
  widgets: z.array(footerArea).default([]).meta({ title: "Footer areas" }),
  copyright: z.string().default("").meta({ title: "Copyright line" }),
});

/** One outside service the site uses, picked from the catalogue (consent/service-catalogue.ts). */
export const serviceChoiceSchema = z.strictObject({
  service: z.string().min(1).meta({ title: "Service" }),
  account: z.string().trim().min(1).optional().meta({ title: "Account", description: "The ID the service gave you, for a service that runs a tag of its own." }),
  purpose: z.string().optional().meta({ title: "What it does on your site", description: "Shown on the privacy page; leave empty for the catalogue's words." }),
  cookies: z.record(z.string(), z.string().optional()).optional().meta({ title: "What each cookie is for", description: "By cookie name, in your words; leave one out for the catalogue's words." }),
});

/**
 * `content/settings/consent.yaml`: the outside services the site uses, each waiting for the
 * visitor's consent, and the consent layers' words (docs/decisions/042-service-catalogue.md).
 */
/** The owner's words for one consent category; an empty field keeps the site's default. */
export const categoryWordsSchema = z.strictObject({
  name: z.string().trim().max(60).optional().meta({ title: "Name" }),
  description: z.string().trim().max(400).optional().meta({ title: "Description" }),
});

export const consentSettingsSchema = z.strictObject({
  services: z.array(serviceChoiceSchema).default([]).meta({ title: "Outside services" }),
  categories: z.record(z.string(), categoryWordsSchema).default({}).meta({ title: "Categories", description: "Each category's name and description, by its slug, for both consent layers." }),
  words: ownerConsentWordsSchema.meta({ title: "Consent words" }),
});

/** Each owner's settings file, by the name the studio and the API use. */
export const ownerSettings = {
  site: { file: "settings/site.yaml", schema: siteSettingsSchema },
  menu: { file: "settings/menu.yaml", schema: menuSettingsSchema },
  footer: { file: "settings/footer.yaml", schema: footerSettingsSchema },
  consent: { file: "settings/consent.yaml", schema: consentSettingsSchema },
} as const;

export type OwnerSettingsName = keyof typeof ownerSettings;
export type SiteSettings = z.output<typeof siteSettingsSchema>;
export type MenuSettings = z.output<typeof menuSettingsSchema>;
export type FooterSettings = z.output<typeof footerSettingsSchema>;
export type ConsentSettings = z.input<typeof consentSettingsSchema>;
