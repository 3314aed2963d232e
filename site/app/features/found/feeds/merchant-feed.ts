import { element, XML_HEAD } from "./xml";

/** One product as a shopping surface reads it, every address absolute. */
export type MerchantItem = {
  /** The SKU: the same piece keeps its id in every language. */
  id: string;
  title: string;
  description: string;
  url: string;
  /** The first picture, then the others. */
  images: readonly string[];
  price: number;
  /** Whether the page shows it in stock (the build's count, as the cards and the page say). */
  inStock: boolean;
  category: string;
};

/** One shipping zone: what it costs to each of its countries. */
export type MerchantShipping = { name: string; countries: readonly string[]; rate: number };

export type MerchantFeedInput = {
  /** The shop's name: the feed's title and every item's brand. */
  brand: string;
  /** The shop's page. */
  link: string;
  description: string;
  language: string;
  /** ISO 4217, the shop's one currency. */
  currency: string;
  shipping: readonly MerchantShipping[];
  items: readonly MerchantItem[];
};

/** A price as Google's feeds write it: `12.50 EUR`, in the currency's own minor digits. */
export function merchantPrice(amount: number, currency: string): string {
  const digits = new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return `${amount.toFixed(digits)} ${currency}`;
}

const g = (name: string, value: string | undefined) => element(`g:${name}`, value);

function itemXml(item: MerchantItem, input: MerchantFeedInput): string {
  const [image, ...more] = item.images;
  // A zone is one price to several countries; the feed names each country with that price.
  const shipping = input.shipping.flatMap((zone) =>
    zone.countries.map((country) => `<g:shipping>${g("country", country)}${g("service", zone.name)}${g("price", merchantPrice(zone.rate, input.currency))}</g:shipping>`),
  );
  return [
    "    <item>",
    g("id", item.id),
    element("title", item.title),
    element("description", item.description),
    element("link", item.url),
    g("image_link", image),
    ...more.slice(0, 10).map((url) => g("additional_image_link", url)),
    g("price", merchantPrice(item.price, input.currency)),
    g("availability", item.inStock ? "in_stock" : "out_of_stock"),
    g("condition", "new"),
    g("brand", input.brand),
    // A maker's own pieces have no barcode nor maker's part number.
    g("identifier_exists", "no"),
    g("product_type", item.category),
    ...shipping,
    "</item>",
  ].join("");
}

/**
 * The catalogue for shopping surfaces (Google Merchant Center's RSS 2.0 with the `g:`
 * namespace, which Meta's and Pinterest's catalogues read too): every product, with the
 * price and availability its page shows, its pictures, and shipping from the shop's zones.
 */
export function merchantFeed(input: MerchantFeedInput): string {
  return `${XML_HEAD}<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">
  <channel>
    ${element("title", input.brand)}
    ${element("link", input.link)}
    ${element("description", input.description)}
    ${element("language", input.language)}
${input.items.map((item) => itemXml(item, input)).join("\n")}
  </channel>
</rss>
`;
}
