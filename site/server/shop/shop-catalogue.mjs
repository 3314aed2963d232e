// @ts-check
/**
 * The built catalogue the server sells from (`shop.json`, written by the build beside
 * the pages): prices, counts, shipping zones and words. A build folder never changes, so
 * each is read once; a build without a shop answers the shop's addresses 404.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { SHOP_FILE } from "../../app/features/shop/shop-names.mjs";

/** @typedef {import("../../app/features/shop/shop-products.server").ShopManifest} ShopManifest */
/** @typedef {ShopManifest["products"][string] & { slug: string }} CatalogueProduct */

export function createShopCatalogue() {
  /** @type {Map<string, Promise<ShopManifest | undefined>>} */
  const cache = new Map();
  return {
    /** The shop of the build whose client folder is `dir`, or undefined when it sells nothing. @param {string} dir */
    of(dir) {
      let shop = cache.get(dir);
      if (!shop) {
        shop = readFile(path.join(dir, "..", SHOP_FILE), "utf8").then(
          (text) => /** @type {ShopManifest} */ (JSON.parse(text)),
          () => undefined,
        );
        cache.set(dir, shop);
      }
      return shop;
    },
  };
}

/** The zone that ships to `country`. @param {ShopManifest} shop @param {string} country */
export const zoneFor = (shop, country) => shop.zones.find((zone) => zone.countries.includes(country));

/** Shipping for an order of `subtotal` in `zone`. @param {ShopManifest["zones"][number]} zone @param {number} subtotal */
export const shippingFor = (zone, subtotal) => (zone.freeFrom !== null && subtotal >= zone.freeFrom ? 0 : zone.rate);
