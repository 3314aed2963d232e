import { z } from "zod";

/**
 * The shop's slice of site.config.ts (docs/selling.md; docs/behaviour/shop.md#settings); its
 * words are the site's (`words.shop`, shop-words.ts), with its language's translations.
 * Without a `shop` slice the site shows its products but sells nothing: no cart, no
 * buttons, no checkout.
 */
const currencies = new Set(Intl.supportedValuesOf("currency"));

/** An ISO 4217 code, as content products write theirs. */
export const currencyCode = z.string().refine((code) => currencies.has(code), { message: "expected an ISO 4217 currency code such as \"EUR\"" });

/** Two capital letters, as the payment provider and the address form take a country (ISO 3166-1 alpha-2). */
const countryCode = z.string().regex(/^[A-Z]{2}$/, "expected a two-letter country code such as \"FR\"");

const zone = z.strictObject({
  /** What the buyer reads as the shipping method ("France", "European Union"). */
  name: z.string().min(1),
  /** The countries it ships to. */
  countries: z.array(countryCode).min(1),
  /** Its price for the whole order, in the shop's currency's main unit (6 = €6.00). */
  rate: z.number().nonnegative(),
  /** Free from this order subtotal on. @default never */
  freeFrom: z.number().positive().optional(),
});

export const shopConfigSchema = z
  .strictObject({
    /** The currency every product is sold in; each product's `currency` must be this one. @default "EUR" */
    currency: currencyCode.default("EUR"),
    /** Whether content prices include VAT (said beside totals, and told to the payment provider). @default true */
    pricesIncludeVat: z.boolean().default(true),
    /** Where the shop ships and for how much; a country belongs to one zone only. */
    shipping: z.array(zone).min(1, "list at least one shipping zone"),
    /** Where order emails go. @default MAIL_TO, the forms' address */
    orderEmail: z.email().optional(),
    /** Minutes a checkout holds its pieces for the buyer while they pay (the payment page expires first). @default 30 */
    holdMinutes: z.number().int().min(30).max(1440).default(30),
  })
  .superRefine((shop, context) => {
    const seen = new Map<string, string>();
    shop.shipping.forEach((each, i) =>
      each.countries.forEach((country, j) => {
        const other = seen.get(country);
        if (other) context.addIssue({ code: "custom", path: ["shipping", i, "countries", j], message: `${country} is already in the zone "${other}"`, input: country });
        seen.set(country, each.name);
      }),
    );
  });

export type ShopConfig = z.output<typeof shopConfigSchema>;

declare module "../../config/site-config" {
  interface FeatureConfigs {
    /** Selling: without it nothing is sold. On a static host there is none (docs/behaviour/shop.md#static-host). */
    shop?: ShopConfig;
  }
  interface FeatureConfigInputs {
    shop?: z.input<typeof shopConfigSchema>;
  }
}
