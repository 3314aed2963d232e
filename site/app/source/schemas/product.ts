import { z } from "zod";
import { dangerouslyAllowRawHtml, imageRef } from "./common";

const currencies = new Set(Intl.supportedValuesOf("currency"));

/** Front matter of `content/products/{slug}.md` (docs/behaviour/content.md#products). */
export const productSchema = z.strictObject({
  title: z.string().min(1),
  price: z.number().positive(),
  currency: z
    .string()
    .refine((code) => currencies.has(code), { message: "expected an ISO 4217 currency code such as \"EUR\"" })
    .default("EUR"),
  sku: z.string().min(1),
  category: z.string().min(1),
  excerpt: z.string().min(1),
  images: z.array(imageRef).min(1),
  inStock: z.boolean().default(true),
  /**
   * How many are for sale (docs/behaviour/shop.md#stock): the starting count; what is sold is
   * counted by the server's database. Without it, a piece `inStock` is sold without a count.
   */
  stock: z.number().int().nonnegative().optional(),
  details: z.record(z.string(), z.union([z.string(), z.number()]).transform(String)).optional(),
  dangerouslyAllowRawHtml,
});
export type ProductFrontMatter = z.output<typeof productSchema>;

/**
 * Whether a piece can be bought, as the build sees it (the server counts what sold since):
 * the shop's featured order puts these first, and a card says so.
 */
export const availableAtBuild = (data: ProductFrontMatter): boolean => data.inStock && (data.stock === undefined || data.stock > 0);
