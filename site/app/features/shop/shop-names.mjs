// @ts-check
/**
 * The shop's addresses, form fields, DOM markers and limits, shared by the pre-rendered
 * pages, the browser's enhancers and the site's server (site/server/shop/), so the
 * three never disagree (docs/behaviour/shop.md).
 */

// The product form's address, fields and markers sit below the cards that carry the form.
export { BUY_ATTR, BUY_WORDS_ATTR, CHECKOUT_PATH, INTENT_FIELD, PRICE_FIELD, PRODUCT_FIELD, QUANTITY_FIELD } from "../../source/buy-form-names.mjs";

export const CART_PATH = "/cart";
/** An order request (no payment provider configured): the buyer's details, POSTed. */
export const CHECKOUT_REQUEST_PATH = "/checkout/request";
export const CHECKOUT_SUCCESS_PATH = "/checkout/success";
export const CHECKOUT_CANCEL_PATH = "/checkout/cancel";
export const CHECKOUT_WEBHOOK_PATH = "/checkout/webhook";
/** What is left of each product now, for the cart page. */
export const STOCK_PATH = "/api/shop/stock";
/** The built catalogue the server sells from, beside the pages (never from the browser). */
export const SHOP_FILE = "shop.json";

/** A cart line as a form sends it: `slug:quantity:unit price in minor units` (the price the visitor was shown). */
export const LINE_FIELD = "line";
export const COUNTRY_FIELD = "country";

/** Up to this many left, a product page says how many ("Only 1 left", "3 left"); more is "In stock". */
export const FEW_LEFT = 5;
/** A cart holds at most this many different products… */
export const MAX_LINES = 20;
/** …and at most this many of one product (fewer when fewer are left). */
export const MAX_LINE_QUANTITY = 20;
/** …and at most this many pieces in all, so one checkout or order request cannot hold a shop's whole stock (docs/behaviour/shop.md#stock). */
export const MAX_ORDER_PIECES = 30;
/** The cart page's form, which starts a checkout: its name for the forms' code, which checks its "Ship to" in the browser. */
export const CART_FORM_NAME = "shop-cart";
/** The checkout's "Ship to" form (payments on): its name for the forms' code, which checks it in the browser. */
export const CHECKOUT_FORM_NAME = "shop-checkout";
/** The form whose spam-protection keys an order request's form carries (site/server/forms/form-key.mjs). */
export const REQUEST_FORM_NAME = "shop-order-request";
/** An order request holds its pieces this many days; unless the owner marks it paid by then, it lapses and they go back in stock. */
export const REQUEST_HOLD_DAYS = 7;

/** On a product page's stock line: its product and words (JSON), to say what is left now once the page is idle. */
export const STOCK_LABEL_ATTR = "data-stock-label";
/** On the header's cart link: the words of its accessible name (JSON). */
export const CART_LINK_ATTR = "data-cart-link";
/** On the header's cart badge: the number of pieces in the cart, for CSS to show. */
export const CART_COUNT_ATTR = "data-cart-count";
/** On the cart page's root: the settings and words the cart view renders with (JSON). */
export const CART_ATTR = "data-cart";
/** On a page that ends a purchase (paid, or an order request sent): the cart is emptied. */
export const CART_CLEAR_ATTR = "data-cart-clear";
/** Where the server writes the checkout's answer into a pre-rendered page. */
export const CHECKOUT_SLOT_ID = "checkout-slot";

/** Written on `window` whenever this tab changes the cart (other tabs hear the storage event). */
export const CART_EVENT = "vitrine:cart-change";
/** The cart's key in localStorage (strictly necessary storage, listed on the privacy page). */
export const CART_STORAGE_PREFIX = "vitrine:";
export const CART_STORAGE_KEY = "cart";
