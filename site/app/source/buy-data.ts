/**
 * What a product form carries for the cart (its `data-buy` JSON) and what the cart keeps
 * per line: only what the cart shows. The server never trusts it; it prices from the
 * built catalogue (docs/behaviour/shop.md#settings).
 */
export type BuyData = {
  slug: string;
  title: string;
  /** In the currency's minor unit (5400 for €54.00). */
  price: number;
  currency: string;
  href: string;
  /** A small picture of the product, for the cart page. */
  image: string;
  /** At most this many in the cart: what was left when the page was built, within the cart's limit. */
  max: number;
};
