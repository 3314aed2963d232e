import type { BuyData } from "../../source/buy-data";
import type { Entry } from "../../source/entry";
import { availableAtBuild, type ProductFrontMatter } from "../../source/schemas/product";
import { CART_PATH, CHECKOUT_PATH, CHECKOUT_SUCCESS_PATH, MAX_LINE_QUANTITY } from "./shop-names.mjs";
import type { ShopConfig } from "./shop-config";
import { toMinor } from "./price-format.mjs";

/*
 * The shop's part in the content, registered with the content loaders through shop.feature.ts
 * (docs/decisions/037-features.md): content reads the products, the shop says what selling
 * them adds. Plain functions, no server code: the registry loads this wherever it is read.
 */

type Product = Entry<ProductFrontMatter>;

/** The shop's own pages, pre-rendered when the site sells (the server fills the checkout's). */
export const shopPagePaths = (shop: ShopConfig | undefined): string[] => (shop ? [CART_PATH, CHECKOUT_PATH, CHECKOUT_SUCCESS_PATH] : []);

/** Every product is sold in the shop's one currency: a payment is in one currency. */
export function checkShopProducts(products: readonly Product[], shop: ShopConfig | undefined): string[] {
  if (!shop) return [];
  return products
    .filter((p) => p.data.currency !== shop.currency)
    .map((p) => `${p.file}: currency: the shop sells in ${shop.currency} (site.config.ts shop.currency), received "${p.data.currency}"`);
}

/** How many one buyer may put in the cart, as the build sees it: what is left, at most the cart's limit. */
const maxQuantityAtBuild = (data: ProductFrontMatter): number => (availableAtBuild(data) ? Math.min(data.stock ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY) : 0);

/** What a product's buy form carries for the cart (docs/behaviour/shop.md#cart). */
export function buyData(product: Product, image: string): BuyData {
  const { data } = product;
  return { slug: product.slug, title: data.title, price: toMinor(data.price, data.currency), currency: data.currency, href: `/shop/${product.slug}`, image, max: maxQuantityAtBuild(data) };
}
