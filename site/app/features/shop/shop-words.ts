import { z } from "zod";

/**
 * Every word the shop shows, in one table of English defaults (docs/behaviour/shop.md#settings):
 * the product page's and cards' buttons, the header's cart link, the cart page, the
 * checkout pages the server fills, what bad input is told, and the order emails.
 * `{title}`, `{count}`, `{price}` and the like are replaced where a word names them.
 * A site in another language sets `shop.words` in site.config.ts.
 */
export const shopWordDefaults = {
  addToCart: "Add to cart",
  buyNow: "Buy now",
  quantity: "Quantity",
  inStock: "In stock",
  soldOut: "Sold out",
  leftOne: "Only 1 left",
  leftOther: "{count} left",
  added: "Added to your cart.",
  addedAll: "All {count} left are in your cart.",
  viewCart: "View cart",
  cart: "Cart",
  cartCountOne: "Cart, 1 piece",
  cartCountOther: "Cart, {count} pieces",
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
  total: "Total",
  vatIncluded: "Prices include VAT.",
  vatExcluded: "Prices exclude VAT, which is added where it applies.",
  checkout: "Check out",
  cancelled: "Payment cancelled. Your cart is as you left it.",
  lineSoldOut: "Sold out: remove it to check out the rest.",
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
  requestedTitle: "Thank you for your order request",
  requestedText: "Order request {reference} is in. Payment instructions will follow by email to {email}.",
  orderNotFound: "This order could not be found. If you paid, your confirmation email has its details.",
  errorEmpty: "Your cart is empty.",
  errorTooMany: "A cart holds at most {max} different pieces; this one has {count}.",
  errorUnreadable: "Part of your cart could not be read. Please go back to your cart and check out again.",
  errorUnknown: "“{product}” is not in the shop.",
  errorQuantity: "The quantity of {title} must be a whole number from 1 to {max}.",
  errorPrice: "The price of {title} is {price}, not {shown} as your cart said. Please check your cart and check out again.",
  errorSoldOut: "{title} has sold out.",
  errorOnlyLeft: "Only {count} of {title} left.",
  errorCountry: "The shop does not ship to “{country}”.",
  errorField: "Please fill in “{label}”.",
  errorEmail: "Please enter an email address like name@example.com.",
  errorLimited: "Many checkouts came from your address in a short while. Please wait a few minutes, then try again.",
  errorOrigin: "This order was sent from another site, so it was refused.",
  errorPayment: "The payment page could not be opened; nothing was charged. Please try again in a moment.",
  emailOwnerPaid: "{site}: order {reference} is paid",
  emailOwnerRequest: "{site}: order request {reference}",
  emailBuyerPaid: "{site}: your order {reference}",
  emailBuyerRequest: "{site}: your order request {reference}",
  emailBuyerPaidIntro: "Thank you for your order. Your payment is received; the studio will send it to the address below.",
  emailBuyerRequestIntro: "Thank you for your order request. Nothing is charged yet: the studio will reply with payment instructions.",
} as const;

export type ShopWords = { -readonly [K in keyof typeof shopWordDefaults]: string };

/** `shop.words`: any word replaced; the rest keep their English default. */
export const shopWordsSchema = z
  .strictObject(Object.fromEntries(Object.entries(shopWordDefaults).map(([key, value]) => [key, z.string().min(1).default(value)])) as { [K in keyof ShopWords]: z.ZodDefault<z.ZodString> })
  .prefault({});

