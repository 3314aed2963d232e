import { featureWords } from "../../words/feature-words";
import type { PluralWord } from "../../words/word.mjs";
import { ar } from "./shop-words.ar";
import { de } from "./shop-words.de";
import { fr } from "./shop-words.fr";

/** A count's English forms. */
const count = (one: string, other: string): PluralWord => ({ one, other });

/**
 * Every word the shop shows, with its English default (docs/behaviour/shop.md#settings):
 * the product page's and cards' buttons and stock, the header's cart link, the cart page,
 * the checkout pages the server fills, what bad input is told, and the order emails.
 * `{title}`, `{count}`, `{price}` and the like are replaced where a word names them; an
 * object is a count's forms, chosen by the language's plural rules. They are the `shop`
 * part of the site's one words table (`words.shop`): a site in French, German or Arabic
 * gets them from this folder's translations (shop-words.fr.ts and its like) and sets any
 * in `words.shop` (docs/decisions/039-site-words.md#a-features-words).
 */
export const shopWordDefaults = {
  addToCart: "Add to cart",
  buyNow: "Buy now",
  quantity: "Quantity",
  inStock: "In stock",
  soldOut: "Sold out",
  /** What the product page says of a piece that is counted and nearly gone (5 or fewer). */
  left: count("Only {count} left", "{count} left"),
  added: "Added to your cart.",
  /** Added past what is left: the cart holds every one. */
  addedAll: count("The last one is in your cart.", "All {count} left are in your cart."),
  viewCart: "View cart",
  cart: "Cart",
  /** The cart link's accessible name once the cart holds something. */
  cartCount: count("Cart, {count} piece", "Cart, {count} pieces"),
  cartTitle: "Your cart",
  cartEmpty: "Your cart is empty.",
  browseShop: "Browse the shop",
  cartNeedsScript: "The cart needs JavaScript. Without it, use “Buy now” on a piece’s page.",
  cartLines: "Pieces in your cart",
  unitPrice: "{price} each",
  remove: "Remove",
  removeNamed: "Remove {title}",
  decrease: "One fewer {title}",
  increase: "One more {title}",
  quantityOf: "Quantity of {title}",
  summary: "Order summary",
  subtotal: "Subtotal",
  shipTo: "Ship to",
  shipping: "Shipping",
  shippingFree: "Free",
  /** A label and its value on one line: a zone and its rate, a button and its piece, a total in the emails. */
  labelled: "{label}: {value}",
  total: "Total",
  vatIncluded: "Prices include VAT.",
  vatExcluded: "Prices exclude VAT, which is added where it applies.",
  checkout: "Check out",
  cancelled: "Payment cancelled. Your cart is as you left it.",
  lineSoldOut: "Sold out: remove it to check out the rest.",
  /** Under "Check out" when every line has sold out: the button is disabled. */
  cartNothingToBuy: "Everything in your cart has sold out, so there is nothing to check out. Remove it, or browse the shop for other pieces.",
  lineOnlyLeft: "Only {count} left: the quantity was lowered.",
  checkoutTitle: "Checkout",
  checkoutWaiting: "Your order is prepared by the site’s server. If you see this, go back to your cart and check out again.",
  continueToPayment: "Continue to payment",
  paymentNote: "You pay on the payment provider’s secure page. This site never sees your card.",
  requestIntro: "Send your order and address. The studio replies with payment instructions; nothing is charged now.",
  yourName: "Your name",
  yourEmail: "Your email",
  addressLine1: "Address",
  addressLine2: "Address, second line (optional)",
  postalCode: "Postcode",
  city: "Town or city",
  country: "Country",
  note: "A note for the studio (optional)",
  sendRequest: "Send order request",
  backToCart: "Back to your cart",
  paidTitle: "Thank you for your order",
  paidText: "Your payment is received. Order {reference}: a confirmation is on its way to {email}.",
  processingText: "Your payment is being confirmed. Order {reference}: you will get an email once it is.",
  /** The same two, when the site sends no email (its mail is not set up): nothing is promised by email. */
  paidTextNoMail: "Your payment is received. Order {reference}: keep this reference to ask about your order.",
  processingTextNoMail: "Your payment is being confirmed. Order {reference}: keep this reference to ask about your order.",
  requestedTitle: "Thank you for your order request",
  requestedText: "Order request {reference} is in. Payment instructions will follow by email to {email}.",
  orderNotFound: "This order could not be found. If you paid, your confirmation email has its details.",
  shippingAddress: "Shipping address",
  errorEmpty: "Your cart is empty.",
  errorTooMany: "A cart holds at most {max} different pieces; this one has {count}.",
  errorTooManyPieces: "An order holds at most {max} pieces; this one has {count}. For more, please write to the studio.",
  errorUnreadable: "Part of your cart could not be read. Please go back to your cart and check out again.",
  errorUnknown: "“{product}” is not in the shop.",
  errorQuantity: "The quantity of {title} must be a whole number from 1 to {max}.",
  errorPrice: "The price of {title} is {price}, not {shown} as your cart said. Please check your cart and check out again.",
  errorSoldOut: "{title} has sold out.",
  errorOnlyLeft: "Only {count} of {title} left.",
  errorCountry: "The shop does not ship to “{country}”.",
  errorLimited: "Many checkouts came from your address in a short while. Please wait a few minutes, then try again.",
  errorOrigin: "This order was sent from another site, so it was refused.",
  errorPayment: "The payment page could not be opened; nothing was charged. Please try again in a moment.",
  emailOwnerPaid: "{site}: order {reference} is paid",
  emailOwnerRequest: "{site}: order request {reference}",
  emailBuyerPaid: "{site}: your order {reference}",
  emailBuyerRequest: "{site}: your order request {reference}",
  emailBuyerPaidIntro: "Thank you for your order. Your payment is received; the studio will send it to the address below.",
  emailBuyerRequestIntro: "Thank you for your order request. Nothing is charged yet: the studio will reply with payment instructions.",
  /** Said when an order request's spam protection asks the buyer to send it once more (a form left open for hours, or sent in a blink). */
  errorSendAgain: "Please check your details, then press “{button}” again.",
  /** The label of a field people never see and scripts fill in (docs/behaviour/server.md#spam-protection). */
  leaveEmpty: "Leave this field empty",
  emailOwnerLapsed: "{site}: order request {reference} lapsed",
  emailOwnerLapsedText: "Order request {reference} was not marked paid within {days} days, so it lapsed: its pieces are back in stock. If the buyer pays after all, it can no longer be marked paid: ask them to order again, or refund them.",
  /** The owner's mail when a payment came in for an order already cancelled (docs/behaviour/shop.md#webhook): the order stays cancelled, the money is to go back. */
  emailOwnerPaidCancelled: "{site}: a payment came in for cancelled order {reference}",
  emailOwnerPaidCancelledText: "The payment for order {reference} came in after the order was cancelled. It stays cancelled and its pieces stay on sale: give the buyer their money back through your payment provider, then mark the order refunded in the studio.",
  /** The buyer's mail when the owner marks the order shipped (docs/behaviour/shop.md#order-states); the tracking link follows its last word on a line of its own. */
  emailBuyerShipped: "{site}: your order {reference} is on its way",
  emailBuyerShippedIntro: "Good news: your order has left the studio and is on its way to the address below.",
  emailBuyerTracking: "Follow your parcel here:",
} as const;

/** The shop's words as a site has them: each a string, or a count's forms. */
export type ShopWords = { readonly [K in keyof typeof shopWordDefaults]: (typeof shopWordDefaults)[K] extends string ? string : PluralWord };

/** The shop's words in every language the site ships (a feature's words, words/feature-words.ts). */
export const shopWords = featureWords(shopWordDefaults, { fr, de, ar });

declare module "../../words/site-words" {
  interface FeatureWordTables {
    shop: typeof shopWordDefaults;
  }
}
