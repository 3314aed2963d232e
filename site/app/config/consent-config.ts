import type { Region } from "@vitrine/consent";
import { layer1Defaults as engine } from "@vitrine/consent/defaults";
import { ccpaControl, ccpaWithoutBar } from "@vitrine/consent/rules";
import { z } from "zod";
import { linkHref } from "../source/schemas/common";
import { clarityConfigSchema } from "./clarity-config";

/**
 * Layer-1 consent settings (docs/behaviour/consent-layer-1.md). Names follow the
 * CookieLawInfo plugin's settings where one exists, so a site moving from it can copy its
 * values. Every field has a default; those the engine also reads come from its
 * `layer1Defaults`, so the two never disagree.
 */

const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/, "must be a colour like #1a2b3c");

/** A control's look; its words are in `consentWords.layer1` (app/words/consent-words.ts). */
function buttonShape(defaults: { asButton: boolean; colour: string; background: string }) {
  return z
    .strictObject({
      /** Show as a filled button (true) or as a text link (false). */
      asButton: z.boolean().default(defaults.asButton),
      /** Text colour. */
      colour: hex.default(defaults.colour),
      /** Background colour when shown as a button. */
      background: hex.default(defaults.background),
      /** Background (button) or text (link) colour on hover. @default the colour 20% darker */
      hoverColour: hex.optional(),
    });
}

function button(defaults: Parameters<typeof buttonShape>[0]) {
  return buttonShape(defaults).prefault({});
}

const cookie = z.strictObject({
  /** Cookie name as the browser stores it. */
  name: z.string().min(1),
  /** Human-readable lifetime, e.g. "1 year". */
  duration: z.string().default(""),
  description: z.string().default(""),
});

const category = z.strictObject({
  /** Slug used in the cookies (`cookielawinfo-checkbox-{slug}`) and on blocked scripts. */
  slug: z.string().regex(/^[a-z0-9-]+$/, "must be a lowercase slug"),
  name: z.string().min(1),
  description: z.string().default(""),
  /** State before the visitor chooses. @default false */
  defaultEnabled: z.boolean().default(false),
  /** Necessary or strictly enabled: always on, the visitor cannot turn it off (docs/behaviour/consent-layer-1.md#categories). @default false */
  locked: z.boolean().default(false),
  /** Cookies this category sets; listed in the privacy policy and erased on reject. */
  cookies: z.array(cookie).default([]),
});

const blockedScript = z
  .strictObject({
    /** Category slug whose consent lets the script run. */
    category: z.string().min(1),
    /** External script address (https); or `code` for an inline script. */
    src: z.string().url().optional(),
    /** Inline script text. */
    code: z.string().min(1).optional(),
    /** Where the script goes once it runs. @default "head" */
    position: z.enum(["head", "body"]).default("head"),
    /** Run as an ES module. @default false */
    module: z.boolean().default(false),
    /** Further attributes for the running script (`async`, `defer`, `crossorigin`, `data-*`); `true` writes a bare attribute. */
    attributes: z.record(z.string().regex(/^[a-z][a-z0-9-]*$/, "must be an attribute name"), z.union([z.string(), z.literal(true)])).default({}),
  })
  .refine((s) => (s.src === undefined) !== (s.code === undefined), { message: "needs exactly one of src and code" });

export const consentConfigSchema = z
  .strictObject({
    /** Turn the first consent layer on. @default true */
    enabled: z.boolean().default(true),
    /** bar, popup (centred) or widget (corner box). @default "bar" */
    cookieBarAs: z.enum(["bar", "popup", "widget"]).default("bar"),
    /** Edge of the bar presentation. @default "bottom" */
    barPosition: z.enum(["top", "bottom"]).default("bottom"),
    /** Corner of the widget presentation. @default "left" */
    widgetPosition: z.enum(["left", "right"]).default("left"),
    /** Dim the page behind the popup. @default true */
    popupOverlay: z.boolean().default(true),
    /** With a top bar: keep it fixed over the header rather than scrolling with it. @default false */
    headerFix: z.boolean().default(false),
    colours: z
      .strictObject({
        /** @default "#ffffff" */
        background: hex.default("#ffffff"),
        /** @default "#333333" */
        text: hex.default("#333333"),
        /** @default "#dddddd" */
        border: hex.default("#dddddd"),
      })
      .prefault({}),
    /** CSS font-family of the bar. @default "inherit" */
    font: z.string().default("inherit"),
    /** Show and hide animation duration in ms (docs/behaviour/consent-layer-1.md#the-bar). @default 300 */
    animateSpeedShow: z.number().int().nonnegative().default(300),
    /** @default 300 */
    animateSpeedHide: z.number().int().nonnegative().default(300),
    /** Close the bar by itself after showOnceMs and count that as accept. @default false */
    showOnceYn: z.boolean().default(engine.showOnceYn),
    /** @default 10000 */
    showOnceMs: z.number().int().positive().default(engine.showOnceMs),
    /** Show the "Manage consent" tab after a choice. @default true */
    showAgainTab: z.boolean().default(engine.showAgainTab),
    /** Distance of the tab from the left edge. @default "100px" */
    showAgainX: z.string().regex(/^\d+(px|%)$/).default("100px"),
    /** Scrolling past 100 px counts as accept. @default false */
    scrollClose: z.boolean().default(engine.scrollClose),
    /** @default false */
    acceptReload: z.boolean().default(engine.acceptReload),
    /** @default false */
    rejectReload: z.boolean().default(engine.rejectReload),
    /** @default false */
    scrollReload: z.boolean().default(engine.scrollReload),
    button1: button({ asButton: true, colour: "#ffffff", background: "#2f5d50" }),
    button2: buttonShape({ asButton: false, colour: "#2f5d50", background: "#ffffff" })
      .extend({
        /** @default "/privacy-policy" */
        url: linkHref.default("/privacy-policy"),
        /** Do not show the bar on the page button 2 links to. @default false */
        hideBarOnPage: z.boolean().default(false),
      })
      .prefault({}),
    // Reject looks like Accept All: a choice of equal weight (docs/behaviour/consent-layer-1.md#the-bar).
    button3: button({ asButton: true, colour: "#ffffff", background: "#2f5d50" }),
    button4: button({ asButton: true, colour: "#333333", background: "#dedfe0" }),
    button6: buttonShape({ asButton: false, colour: "#2f5d50", background: "#ffffff" })
      .extend({
        /** checkbox, or link with a confirm prompt. @default "link" */
        style: z.enum(["checkbox", "link"]).default("link"),
      })
      .prefault({}),
    button7: button({ asButton: true, colour: "#ffffff", background: "#2f5d50" }),
    /** Which buttons the bar shows, in order. @default ["button4", "button3", "button7"] */
    barButtons: z
      .array(z.enum(["button1", "button3", "button4", "button6", "button7"]))
      .default(["button4", "button3", "button7"]),
    /** Show the read-more link (button 2) after the message. @default true */
    showReadMore: z.boolean().default(true),
    /** Stored in the preference cookie as `ver`; changing it asks every visitor again. @default 1 */
    consentVersion: z.number().int().nonnegative().default(Number(engine.consentVersion)),
    categories: z.array(category).default([]),
    /** @default false */
    ccpaEnabled: z.boolean().default(engine.ccpaEnabled),
    /** @default "gdpr" */
    ccpaType: z.enum(["gdpr", "ccpa", "ccpa_gdpr"]).default(engine.ccpaType),
    /** Show the CCPA control only to visitors inside the region `ccpaRegion` reports. @default false */
    ccpaRegionBased: z.boolean().default(engine.ccpaRegionBased),
    /**
     * With ccpaRegionBased: the visitor's region, asked in the browser; "inside",
     * "outside" or "unknown" (or a Promise of one). Unknown shows the control.
     * @default () => "unknown"
     */
    ccpaRegion: z
      .custom<() => Region | Promise<Region>>((v) => typeof v === "function", "must be a function")
      .optional(),
    /** With ccpaType "ccpa": show the bar at all. @default true */
    ccpaBarEnabled: z.boolean().default(engine.ccpaBarEnabled),
    /** The bar does not show by itself; site code calls the public function. @default false */
    customIntegration: z.boolean().default(engine.customIntegration),
    /** Dispatch a synthetic DOMContentLoaded after activating scripts. @default false */
    triggerDomRefresh: z.boolean().default(engine.triggerDomRefresh),
    /**
     * Called in the browser after every accept (also announced as the
     * `vitrine:consent-accepted` event on document). @default undefined
     */
    onAccept: z.custom<(snapshot: unknown) => void>((v) => typeof v === "function", "must be a function").optional(),
    /**
     * The value of `?cli_bypass=` that runs one page view with blocking off for a cookie
     * scanner, only while the visitor has not answered; empty turns the parameter off.
     * Use a long random value, not the plugin's "1" (docs/decisions/001-consent-engine.md).
     * @default ""
     */
    bypassValue: z.string().regex(/^[A-Za-z0-9._~-]*$/, "must be letters, digits or . _ ~ - (it goes in a URL)").default(engine.bypassValue),
    /** Write cookies with Secure. @default false (still Secure on https pages) */
    secureCookies: z.boolean().default(engine.secureCookies),
    /** The session-analytics tag (Microsoft Clarity): its fields in app/config/clarity-config.ts. */
    analytics: clarityConfigSchema,
    /**
     * Third-party scripts held back until the visitor allows their category
     * (docs/behaviour/consent-layer-1.md#blocked-scripts), in the order they run. @default []
     */
    scripts: z.array(blockedScript).default([]),
  })
  .superRefine((value, ctx) => {
    // The opt-out is the point of CCPA: a bar without it would silently offer none.
    const ccpaBar = ccpaControl(value) && !ccpaWithoutBar(value);
    if (ccpaBar && !value.barButtons.includes("button6")) {
      ctx.addIssue({
        code: "custom",
        path: ["barButtons"],
        message: `must include "button6" (the "Do not sell my personal information" opt-out) while CCPA applies (ccpaType "${value.ccpaType}")`,
      });
    }
    const slugs = new Set<string>();
    value.categories.forEach((c, i) => {
      if (slugs.has(c.slug)) ctx.addIssue({ code: "custom", path: ["categories", i, "slug"], message: "is used twice" });
      slugs.add(c.slug);
    });
    // A script under a category nobody can allow would never run, silently.
    const unknown = (slug: string) => `"${slug}" is not one of the categories (${[...slugs].join(", ") || "none configured"})`;
    if (value.analytics.clarityProjectId && !slugs.has(value.analytics.category)) {
      ctx.addIssue({ code: "custom", path: ["analytics", "category"], message: unknown(value.analytics.category) });
    }
    value.scripts.forEach((s, i) => {
      if (!slugs.has(s.category)) ctx.addIssue({ code: "custom", path: ["scripts", i, "category"], message: unknown(s.category) });
    });
  });

export type ConsentConfigInput = z.input<typeof consentConfigSchema>;
export type ConsentConfig = z.output<typeof consentConfigSchema>;
export type ConsentCategoryConfig = ConsentConfig["categories"][number];
