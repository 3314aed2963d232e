import type { ShopConfig } from "./shop-config";
import type { ShopWords } from "./shop-words";
import { labelled } from "./price-format.mjs";

/** The countries the shop ships to, named in the page's language and grouped by zone with its rate (the cart's "Ship to"). */
export function CountryOptions({ shop, words, locale }: { shop: ShopConfig; words: Pick<ShopWords, "shippingFree" | "labelled">; locale: string }) {
  const names = new Intl.DisplayNames([locale], { type: "region" });
  const money = new Intl.NumberFormat(locale, { style: "currency", currency: shop.currency });
  return shop.shipping.map((zone) => (
    <optgroup key={zone.name} label={labelled(words, zone.name, zone.rate === 0 ? words.shippingFree : money.format(zone.rate))}>
      {zone.countries
        .map((code) => ({ code, name: names.of(code) ?? code }))
        .sort((a, b) => a.name.localeCompare(b.name, locale))
        .map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
    </optgroup>
  ));
}
