// @ts-check
/**
 * A product's buy form as the pre-rendered page writes it (blocks/buy-form.tsx), the
 * add-to-cart enhancer reads it and the site's server takes it (site/server/shop/): its
 * address, fields and markers, below the cards that carry the form. The shop's other names
 * are its own (features/shop/shop-names.mjs, which passes these on).
 */

export const CHECKOUT_PATH = "/checkout";
/** "Buy now" on a product page without the cart: one product, its quantity and the price shown. */
export const PRODUCT_FIELD = "product";
export const QUANTITY_FIELD = "quantity";
export const PRICE_FIELD = "price";
/** Which button sent the product form: `add` (to the cart, in the browser) or `buy`. */
export const INTENT_FIELD = "intent";

/** On a product form: the product as the cart keeps it (JSON). */
export const BUY_ATTR = "data-buy";
/** On a product form: the words it says once a piece is added (JSON). */
export const BUY_WORDS_ATTR = "data-buy-words";
