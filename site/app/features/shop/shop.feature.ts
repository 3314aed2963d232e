import { defineFeature } from "../define-feature";
import { buyData, checkShopProducts, shopPagePaths } from "./shop-content";

/**
 * The shop (docs/behaviour/shop.md, docs/decisions/036-selling.md): its cart and checkout
 * pages, the one-currency check on the products and each product's buy data, registered
 * with the content loaders, which import no shop module. Its config (`shop`) and words
 * (`words.shop`) are still the site config's and the site's table's keys; its server half
 * is site/server/shop/, reached through its one entry (shop.mjs).
 */
const shop = defineFeature({
  name: "shop",
  pages: (config) => shopPagePaths(config.shop),
  products: {
    check: (products, config) => checkShopProducts(products, config.shop),
    buy: (product, image, config) => (config.shop ? buyData(product, image()) : undefined),
  },
});

export default shop;
