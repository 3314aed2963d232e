// @ts-check
/**
 * The shop's addresses on the site's server (docs/behaviour/shop.md#checkout):
 *
 * - `POST /checkout`: a cart (or one product's "Buy now"), checked against the built
 *   catalogue; with payments on and a country chosen, its units are held and the buyer is
 *   sent (303) to the payment provider's hosted page; otherwise the checkout page asks the
 *   country (payments) or the buyer's details (order requests). `GET /checkout`: the cart.
 * - `POST /checkout/request`: an order request (payments off), with the forms' spam
 *   protection, stored and emailed; it holds its pieces until the owner marks it paid,
 *   or `REQUEST_HOLD_DAYS`.
 * - `GET /checkout/success`: the outcome, from the order in the database; from the provider
 *   only while the order waits for its payment's event (or the order request).
 * - `GET /checkout/cancel`: the provider's page was left; the hold is given back and the
 *   buyer returns to the cart, which is as they left it (it lives in their browser).
 * - `POST /checkout/webhook`: the provider's events (payment-events.mjs).
 * - `GET /api/shop/stock?product=…`: what is left of each product now, for the cart page.
 *
 * POSTs from the site's pages only (same-origin.mjs), within the body limit, and at most
 * `CHECKOUT_RATE_LIMIT` checkouts per address (counted in the database, ADR 033).
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fillWord } from "../../app/features/shop/price-format.mjs";
import * as names from "../../app/features/shop/shop-names.mjs";
import { clientAddress, rateLimitKey } from "../client-address.mjs";
import { createRateLimiter } from "../db/rate-limits.mjs";
import { ensureSecret } from "../db/server-secrets.mjs";
import { createFormKeys } from "../forms/form-key.mjs";
import { SCRIPT_PROBLEMS, checkSpam, newKey } from "../forms/spam-check.mjs";
import { sendError } from "../error-page.mjs";
import { readBody } from "../read-body.mjs";
import { isSameOrigin } from "../same-origin.mjs";
import { readServerWords } from "../server-words.mjs";
import { sendJson } from "../send-json.mjs";
import { checkCart } from "./cart-lines.mjs";
import { checkoutSection, fillSlot, outcomeSection } from "./checkout-page.mjs";
import { checkRequestFields, countryField, countryProblem } from "./order-request.mjs";
import { sendLapseEmail, sendOrderEmails, sendPaidAfterCancellingEmail } from "./order-mail.mjs";
import { getOrder, moveOrder, newOrderId, NOT_YET, orderBySession, placeOrder, releaseLapsed, setPaymentSession } from "./orders.mjs";
import { createPaymentEvents } from "./payment-events.mjs";
import { createSessionReader } from "./session-reader.mjs";
import { createShopCatalogue, shippingFor, zoneFor } from "./shop-catalogue.mjs";
import { editionAt, firstLanguageDir } from "../editions.mjs";
import { SoldOutError, startingCount, unitsLeft } from "./stock.mjs";

const FORM_TYPE = "application/x-www-form-urlencoded";
/** The address an order request ships to. @param {Required<import("./checkout-page.mjs").RequestValues>} values */
const addressOf = ({ line1, line2, postalCode, city, country }) => ({ line1, line2, postalCode, city, country });
/** Checkouts one address may start in a burst, and the minutes in which they fill again. */
export const DEFAULT_CHECKOUT_RATE_LIMIT = { capacity: 10, windowMs: 10 * 60_000 };
/** A hold outlives its payment page by this much, so a payment made at the page's last moment still finds it. */
const HOLD_GRACE_MS = 10 * 60_000;
/** An order request holds its pieces this long unless the owner marks it paid. */
const REQUEST_HOLD_MS = names.REQUEST_HOLD_DAYS * 24 * 60 * 60_000;
/**
 * A person may send the order request form within the key's few seconds (a browser that
 * fills every field at once), and no script on the page holds the press back, as the
 * forms' does: such a press is asked again rather than dropped.
 */
const QUIET_PROBLEMS = new Set([...SCRIPT_PROBLEMS].filter((problem) => problem !== "too-fast"));

/**
 * @typedef {object} CheckoutRoutesOptions
 * @property {import("../db/types.d.mts").Db} db
 * @property {import("../client-address.mjs").TrustProxy} trustProxy
 * @property {number} maxBodyBytes
 * @property {import("./payments.mjs").Payments} [payments] the payment provider; without it, order requests
 * @property {import("../forms/mailer.mjs").Mailer} [mailer]
 * @property {Partial<import("../db/rate-limits.mjs").RateLimitOptions>} [rateLimit]
 * @property {string} [siteUrl] the site's public address (`SITE_URL`), for the payment page's return addresses; by default the `url` of the site's settings the build wrote beside the catalogue
 * @property {string} [secret] signs the order request's spam-protection keys (FORM_SECRET, as the forms'); otherwise the one kept in the database
 * @property {Partial<import("../forms/form-key.mjs").KeyOptions>} [keys] the keys' timing, as the forms'
 * @property {() => number} [clock]
 */

/** @param {CheckoutRoutesOptions} options */
export function createCheckoutRoutes(options) {
  const { db, trustProxy, maxBodyBytes, payments, mailer, clock = Date.now } = options;
  const shops = createShopCatalogue();
  const limiter = createRateLimiter({ ...DEFAULT_CHECKOUT_RATE_LIMIT, ...options.rateLimit, db, name: "checkout" });
  const events = createPaymentEvents({ db, clock });
  const sessions = createSessionReader(payments, { clock });
  /** @type {Promise<string> | undefined} */
  let formSecret;
  // The forms' secret: kept in the database unless FORM_SECRET gives one; a failed read is tried again on the next request.
  const secret = () =>
    (formSecret ??= (async () => options.secret || (await ensureSecret(db, "form-keys")))().catch((error) => {
      formSecret = undefined;
      throw error;
    }));
  /** @type {Promise<import("../forms/form-key.mjs").FormKeys> | undefined} */
  let formKeys;
  const keys = () =>
    (formKeys ??= secret().then(
      (key) => createFormKeys({ ...options.keys, secret: key }),
      (error) => {
        formKeys = undefined;
        throw error;
      },
    ));
  /**
   * What proves an order request's thanks page is the buyer's own: its reference is told to
   * others (the owner's mail, a message to the studio), so the page that shows the address
   * also asks for this, signed by the server as it sent the buyer there.
   * @param {string} id
   */
  const orderCheck = async (id) => createHmac("sha256", await secret()).update(`order-page.${id}`).digest("base64url").slice(0, 22);
  /** @param {string} id @param {string} given */
  const isOrderCheck = async (id, given) => {
    const expected = Buffer.from(await orderCheck(id));
    const got = Buffer.from(given);
    return got.length === expected.length && timingSafeEqual(got, expected);
  };
  /** The forms' words in the language of the build in `dir`: the order request's fields are checked with them, as in the browser. @param {string} dir */
  const formWordsOf = (dir) => {
    const words = readServerWords(dir);
    return { ...words.forms, language: words.language };
  };

  /**
   * Where the payment page sends the buyer back: the site's configured address, never the
   * request's `Host`, which anyone may write (docs/behaviour/shop.md#checkout).
   * @param {import("./shop-catalogue.mjs").ShopManifest} shop
   */
  function siteOrigin(shop) {
    const url = options.siteUrl ?? shop.site.url;
    if (!url) throw new Error("the site's address is not known: build the site again, or set SITE_URL");
    return new URL(url).origin;
  }
  const mode = payments ? "payment" : "request";

  /** @param {string} dir @param {string} page @param {string} section */
  async function page(dir, page, section) {
    const html = await readFile(path.join(dir, page.slice(1), "index.html"), "utf8").catch(() => undefined);
    return html && fillSlot(html, section);
  }

  /** @param {import("node:http").ServerResponse} res @param {number} status @param {string | undefined} html @param {Record<string, string>} [headers] */
  function sendPage(res, status, html, headers = {}) {
    if (!html) return sendError(res, status === 200 ? 404 : status, { headers });
    const body = Buffer.from(html);
    res.writeHead(status, { ...headers, "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "X-Robots-Tag": "noindex", "Content-Length": body.length });
    res.end(body);
  }

  /**
   * What every POST of the shop checks first; the form's fields, or undefined when it has answered.
   * @param {import("node:http").IncomingMessage} req @param {import("node:http").ServerResponse} res @param {string} dir
   */
  async function readOrderForm(req, res, dir) {
    const body = readBody(req, { maxBytes: maxBodyBytes });
    body.catch(() => {});
    const shop = await shops.of(dir);
    if (!shop) return void sendError(res, 404);
    const answer = async (/** @type {number} */ status, /** @type {string} */ message, /** @type {Record<string, string>} */ headers = {}) =>
      sendPage(res, status, await page(dir, names.CHECKOUT_PATH, checkoutSection({ shop, lines: [], mode, error: message })), headers);
    if (!isSameOrigin(req, { trustProxy })) return void (await answer(403, shop.words.errorOrigin));
    const type = String(req.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase();
    if (type !== FORM_TYPE) return void sendError(res, 415, { headers: { Accept: FORM_TYPE } });
    const raw = await body.catch((/** @type {import("../read-body.mjs").BodyError} */ error) => error);
    if (raw instanceof Error) return void (res.headersSent || sendError(res, raw.status ?? 400, { headers: { Connection: "close" } }));
    const limit = await limiter.take(rateLimitKey(clientAddress(req, { trustProxy })));
    if (!limit.allowed) return void (await answer(429, shop.words.errorLimited, { "Retry-After": String(Math.ceil(limit.retryAfterMs / 1000)) }));
    const params = new URLSearchParams(raw.toString("utf8"));
    const cart = checkCart(params, shop);
    if (!cart.ok) return void (await answer(cart.status, cart.message));
    return { shop, params, cart, answer };
  }

  /**
   * Gives back the pieces of every lapsed hold; the owner is emailed each order request
   * that lapsed, in its language (docs/behaviour/shop.md#stock).
   * @param {string} dir
   */
  async function sweep(dir) {
    for (const order of await releaseLapsed(db, clock())) {
      if (order.kind !== "request") continue;
      console.warn(`order ${order.id}: the order request lapsed; its pieces are back in stock`);
      // From the build's first language: a French visitor's request may sweep an English order.
      const shop = await shops.of(editionAt(firstLanguageDir(dir), `/${(order.language ?? "").toLowerCase()}`).dir);
      if (shop) void sendLapseEmail({ mailer, shop, order });
    }
  }

  /**
   * Holds the units and creates the order; the answer for a piece that sold out meanwhile.
   * @param {string} dir @param {import("./shop-catalogue.mjs").ShopManifest} shop @param {Parameters<typeof placeOrder>[1]} order
   */
  async function place(dir, shop, order) {
    await sweep(dir);
    const counts = new Map(order.lines.map((line) => [line.product, startingCount(shop.products[line.product] ?? { stock: 0, inStock: false })]));
    try {
      return { order: await placeOrder(db, order, counts) };
    } catch (error) {
      if (!(error instanceof SoldOutError)) throw error;
      const title = shop.products[error.product]?.title ?? error.product;
      return { refused: error.left === 0 ? fillWord(shop.words.errorSoldOut, { title }) : fillWord(shop.words.errorOnlyLeft, { title, count: error.left }) };
    }
  }

  /** @param {import("./orders.mjs").OrderLine[]} lines @param {import("./shop-catalogue.mjs").ShopManifest} shop @param {string} country @param {"checkout" | "request"} kind */
  function newOrder(lines, shop, country, kind) {
    const zone = /** @type {NonNullable<ReturnType<typeof zoneFor>>} */ (zoneFor(shop, country));
    const subtotal = lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
    const shipping = shippingFor(zone, subtotal);
    const now = clock();
    return {
      id: newOrderId(), kind, status: /** @type {"pending" | "requested"} */ (kind === "checkout" ? "pending" : "requested"), createdAt: now,
      expiresAt: kind === "checkout" ? now + shop.holdMinutes * 60_000 + HOLD_GRACE_MS : now + REQUEST_HOLD_MS,
      currency: shop.currency, subtotal, shipping, total: subtotal + shipping, lines, shippingZone: zone.name, country,
      paymentSession: null, buyerName: null, buyerEmail: null, address: null, note: null, language: shop.site.language,
    };
  }

  /** @param {import("node:http").IncomingMessage} req @param {import("node:http").ServerResponse} res @param {string} dir */
  async function startCheckout(req, res, dir) {
    const form = await readOrderForm(req, res, dir);
    if (!form) return;
    const { shop, params, cart, answer } = form;
    const sections = (/** @type {object} */ more) => page(dir, names.CHECKOUT_PATH, checkoutSection({ shop, lines: cart.lines, mode, ...more }));
    const onlyCountry = shop.zones.length === 1 && shop.zones[0]?.countries.length === 1 ? shop.zones[0].countries[0] : undefined;
    const country = (params.get(names.COUNTRY_FIELD) ?? onlyCountry ?? "").trim().toUpperCase();
    if (!payments) {
      const { key, notBefore } = (await keys()).issue(names.REQUEST_FORM_NAME);
      return sendPage(res, 200, await sections({ values: { country }, key, notBefore }));
    }
    // No country field (a product's "Buy now"): asked. An empty one: told, as the page's own code tells it.
    if (!country && !params.has(names.COUNTRY_FIELD)) return sendPage(res, 200, await sections({}));
    const problem = countryProblem(shop, countryField(shop, shop.words.shipTo), country, formWordsOf(dir));
    if (problem) return sendPage(res, 422, await sections({ errors: { country: problem } }));
    const placed = await place(dir, shop, newOrder(cart.lines, shop, country, "checkout"));
    if (!placed.order) return answer(409, placed.refused);
    const { order } = placed;
    try {
      const session = await payments.createSession({
        orderId: order.id, currency: order.currency, pricesIncludeVat: shop.pricesIncludeVat, lines: order.lines,
        shipping: { name: order.shippingZone, amount: order.shipping, country }, origin: `${siteOrigin(shop)}${shop.site.prefix ?? ""}`,
        expiresAt: order.createdAt + shop.holdMinutes * 60_000, locale: shop.site.language,
      });
      await setPaymentSession(db, order.id, session.id);
      res.writeHead(303, { Location: session.url, "Cache-Control": "no-store", "Content-Length": "0" }).end();
    } catch (error) {
      console.error(`order ${order.id}: the payment page could not be created:`, /** @type {Error} */ (error).message);
      await db.transaction((tx) => moveOrder(tx, order.id, { from: ["pending"], to: "failed", now: clock(), units: "release" }));
      await answer(502, shop.words.errorPayment);
    }
  }

  /** @param {import("node:http").IncomingMessage} req @param {import("node:http").ServerResponse} res @param {string} dir */
  async function requestOrder(req, res, dir) {
    if (payments) return void sendError(res, 404);
    const form = await readOrderForm(req, res, dir);
    if (!form) return;
    const { shop, params, cart, answer } = form;
    const { values, errors } = checkRequestFields(params, shop, formWordsOf(dir));
    // The forms' spam protection: nothing is held or mailed for a script (docs/behaviour/server.md#spam-protection).
    const spam = checkSpam(await keys(), names.REQUEST_FORM_NAME, (field) => params.get(field) ?? undefined, { quiet: QUIET_PROBLEMS, clock });
    if (spam.kind === "quiet") {
      console.warn(`order request: refused quietly (${spam.reason})`);
      // Answered as a request received, as the forms answer a script "sent".
      const shown = zoneFor(shop, values.country) ? { order: { ...newOrder(cart.lines, shop, values.country, "request"), buyerName: values.name, address: addressOf(values) } } : {};
      return sendPage(res, 200, await page(dir, names.CHECKOUT_SUCCESS_PATH, outcomeSection({ shop, outcome: "requested", reference: newOrderId(), email: values.email, ...shown })));
    }
    const again = Object.keys(errors).length > 0 || spam.kind === "again";
    if (again) {
      const { key, notBefore } = spam.kind === "again" ? spam : newKey(await keys(), names.REQUEST_FORM_NAME, spam.startedAt, clock);
      const error = Object.keys(errors).length ? undefined : fillWord(shop.words.errorSendAgain, { button: shop.words.sendRequest });
      return sendPage(res, error ? 409 : 422, await page(dir, names.CHECKOUT_PATH, checkoutSection({ shop, lines: cart.lines, mode, values, errors, key, notBefore, ...(error ? { error } : {}) })));
    }
    const placed = await place(dir, shop, { ...newOrder(cart.lines, shop, values.country, "request"), buyerName: values.name, buyerEmail: values.email, note: values.note || null, address: addressOf(values) });
    if (!placed.order) return answer(409, placed.refused);
    const order = placed.order;
    const thanks = `${names.CHECKOUT_SUCCESS_PATH}?request=${order.id}&check=${await orderCheck(order.id)}`;
    res.writeHead(303, { Location: thanks, "Cache-Control": "no-store", "Content-Length": "0" }).end();
    // After the answer: a slow mail server never holds the buyer.
    void sendOrderEmails({ db, mailer, shop, order: { ...order, ...NOT_YET, language: order.language ?? null, updatedAt: order.createdAt, paidAt: null, ownerEmailedAt: null, buyerEmailedAt: null }, clock });
  }

  /** @param {import("node:http").ServerResponse} res @param {string} dir @param {URLSearchParams} query */
  async function outcome(res, dir, query) {
    const shop = await shops.of(dir);
    if (!shop) return sendError(res, 404);
    const show = async (/** @type {number} */ status, /** @type {Parameters<typeof outcomeSection>[0]["outcome"]} */ kind, more = {}) =>
      sendPage(res, status, await page(dir, names.CHECKOUT_SUCCESS_PATH, outcomeSection({ shop, outcome: kind, mailed: Boolean(mailer), ...more })));
    const request = query.get("request");
    if (request) {
      // Without the check the server signed, the id may be anyone's: nothing of it is shown.
      const id = request.slice(0, 40);
      const order = (await isOrderCheck(id, query.get("check") ?? "")) ? await getOrder(db, id) : undefined;
      return order?.kind === "request" ? show(200, "requested", { reference: order.id, email: order.buyerEmail ?? "", order }) : show(404, "unknown");
    }
    // The database first: an id no order has, or one the webhook has settled, never reaches the provider.
    const id = query.get("session_id")?.slice(0, 255);
    const order = payments && id ? await orderBySession(db, id) : undefined;
    if (!order || !id) return show(404, "unknown");
    const known = { reference: order.id, email: order.buyerEmail ?? "", order };
    if (order.status === "paid" || order.status === "processing") return show(200, order.status, known);
    if (order.status !== "pending") return show(404, "unknown");
    // Paid, but its event not in yet: the provider says, asked once for every request within a few seconds.
    const session = await sessions.read(id);
    if (!session || session.status === "open" || session.status === "expired") return show(404, "unknown");
    const email = session.customer_details?.email ?? known.email;
    return show(200, session.payment_status === "unpaid" ? "processing" : "paid", { ...known, email });
  }

  /** @param {import("node:http").ServerResponse} res @param {URLSearchParams} query */
  async function cancel(res, query) {
    const id = query.get("session_id")?.slice(0, 255);
    const order = id ? await orderBySession(db, id) : undefined;
    // Closed at the provider first, so the page left behind cannot be paid after the units went back.
    if (order?.status === "pending" && payments && (await payments.expireSession(/** @type {string} */ (id)))) {
      const now = clock();
      await db.transaction((tx) => moveOrder(tx, order.id, { from: ["pending"], to: "cancelled", now, units: "release", set: { cancelledAt: now } }));
    }
    res.writeHead(303, { Location: `${names.CART_PATH}?cancelled=1`, "Cache-Control": "no-store", "Content-Length": "0" }).end();
  }

  /** @param {import("node:http").IncomingMessage} req @param {import("node:http").ServerResponse} res @param {string} dir */
  async function webhook(req, res, dir) {
    const body = readBody(req, { maxBytes: maxBodyBytes });
    body.catch(() => {});
    if (!payments) return sendJson(res, 404, { ok: false, message: "Payments are not configured." });
    const raw = await body.catch((/** @type {import("../read-body.mjs").BodyError} */ error) => error);
    if (raw instanceof Error) return void (res.headersSent || sendError(res, raw.status ?? 400, { headers: { Connection: "close" } }));
    let event;
    try {
      event = payments.verifyEvent(raw, String(req.headers["stripe-signature"] ?? ""));
    } catch {
      return sendJson(res, 400, { ok: false, message: "The event's signature could not be verified." });
    }
    const result = await events.apply(/** @type {any} */ (event));
    sendJson(res, 200, { ok: true, repeat: result.repeat });
    const order = result.paid ?? result.toRefund;
    if (!order) return;
    // The provider calls one address for every language: the emails speak the order's, in its edition's words.
    const shop = await shops.of(editionAt(dir, `/${(order.language ?? "").toLowerCase()}`).dir);
    if (shop && result.paid) void sendOrderEmails({ db, mailer, shop, order, clock });
    if (shop && result.toRefund) void sendPaidAfterCancellingEmail({ mailer, shop, order });
  }

  /** @param {import("node:http").ServerResponse} res @param {string} dir @param {URLSearchParams} query */
  async function stock(res, dir, query) {
    const shop = await shops.of(dir);
    if (!shop) return sendJson(res, 404, { ok: false });
    const products = [...new Set(query.getAll(names.PRODUCT_FIELD))].slice(0, names.MAX_LINES).filter((slug) => Object.hasOwn(shop.products, slug));
    const pieces = products.map((slug) => ({ slug, ...(/** @type {NonNullable<typeof shop.products[string]>} */ (shop.products[slug])) }));
    // Lapsed holds first, so what is left counts only the holds that still stand.
    await sweep(dir);
    const left = await unitsLeft(db, pieces);
    // With each piece's title and page in this edition's words, so a cart filled in one language reads in the other.
    const answer = pieces.map((p) => [p.slug, { left: left.get(p.slug) ?? 0, price: p.price, title: p.title, href: p.href }]);
    sendJson(res, 200, { products: Object.fromEntries(answer) }, { "Cache-Control": "no-store" });
  }

  return {
    /** Gives back lapsed holds now (the server also does it on a timer, so a quiet shop's requests lapse on time). @param {string} dir the live build's client folder */
    sweep,
    /** @param {string} pathname */
    methodsFor(pathname) {
      if (pathname === names.CHECKOUT_PATH) return ["GET", "HEAD", "POST"];
      if (pathname === names.CHECKOUT_REQUEST_PATH || pathname === names.CHECKOUT_WEBHOOK_PATH) return ["POST"];
      if (pathname === names.CHECKOUT_SUCCESS_PATH || pathname === names.CHECKOUT_CANCEL_PATH || pathname === names.STOCK_PATH) return ["GET", "HEAD"];
      return undefined;
    },
    /**
     * @param {import("node:http").IncomingMessage} req @param {import("node:http").ServerResponse} res
     * @param {{ pathname: string, search: string }} target @param {string} dir
     */
    async handle(req, res, target, dir) {
      const query = new URLSearchParams(target.search);
      const post = req.method === "POST";
      switch (target.pathname) {
        case names.CHECKOUT_PATH:
          if (post) await startCheckout(req, res, dir);
          else res.writeHead(303, { Location: names.CART_PATH, "Content-Length": "0" }).end();
          return true;
        case names.CHECKOUT_REQUEST_PATH:
          await requestOrder(req, res, dir);
          return true;
        case names.CHECKOUT_SUCCESS_PATH:
          await outcome(res, dir, query);
          return true;
        case names.CHECKOUT_CANCEL_PATH:
          await cancel(res, query);
          return true;
        case names.CHECKOUT_WEBHOOK_PATH:
          await webhook(req, res, dir);
          return true;
        case names.STOCK_PATH:
          await stock(res, dir, query);
          return true;
        default:
          return false;
      }
    },
  };
}
