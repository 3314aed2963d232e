import { defineFeature } from "../define-feature";
import { shopConfigSchema } from "./shop-config";
import { CART_STORAGE_KEY, CART_STORAGE_PREFIX } from "./shop-names.mjs";
import { buyData, checkShopProducts, shopPagePaths } from "./shop-content";
import { shopWords } from "./shop-words";

/**
 * The shop (docs/behaviour/shop.md, docs/decisions/036-selling.md): its cart and checkout
 * pages, the one-currency check on the products and each product's buy data, registered
 * with the content loaders, and the cart it keeps in local storage, for the cookie policy, which import no shop module. Its config (`shop`) and words
 * (`words.shop`, in every language) are declared here too; its server half is
 * site/server/shop/, reached through its one entry (shop.mjs).
 */
const shop = defineFeature({
  name: "shop",
  // No `shop`, nothing sold; nor on a static host, which has no checkout: products keep
  // "Ask about this piece", and no cart or checkout page is built (docs/behaviour/shop.md#static-host).
  config: { key: "shop", schema: shopConfigSchema.optional(), finish: (config) => (config.hosting.mode === "static" ? undefined : config.shop) },
  words: shopWords,
  pages: (config) => shopPagePaths(config.shop),
  products: {
    check: (products, config) => checkShopProducts(products, config.shop),
    buy: (product, image, config) => (config.shop ? buyData(product, image()) : undefined),
  },
  // Strictly necessary for a purchase the visitor asked for: no consent needed, listed all the same (docs/behaviour/shop.md#cart).
  storage: (config, words) => (config.shop ? [{ name: `${CART_STORAGE_PREFIX}${CART_STORAGE_KEY}`, duration: words.cartStorageLasts, description: words.cartStorage }] : []),
});

export default shop;
