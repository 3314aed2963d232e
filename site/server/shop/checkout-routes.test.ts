import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { request, type Server } from "node:http";
import Stripe from "stripe";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStripeStandIn } from "../../../tests/stripe-stand-in/stand-in.mjs";
import { createSmtpCatcher } from "../../../tests/smtp-catcher.mjs";
import { defineSiteConfig } from "../../app/define-site-config";
import { shopWordDefaults } from "../../app/features/shop/shop-words";
import { formWordDefaults } from "../../app/words/server-word-defaults.mjs";
import { fill } from "../../app/words/word.mjs";
import { migrate } from "../db/migrate.mjs";
import { openSqlite } from "../db/sqlite.mjs";
import type { Db } from "../db/types.d.mts";
import { createMailer } from "../forms/mailer.mjs";
import { createSiteServer } from "../site-server.mjs";
import { listen, makeBuild } from "../test-support";
import { listOrders } from "./list-orders.mjs";
import { changeOrder } from "./order-book.mjs";
import { getOrder, moveOrder } from "./orders.mjs";
import { createPayments } from "./payments.mjs";

/**
 * The shop's addresses end to end over HTTP, on a small build with three products, the
 * payment stand-in (tests/stripe-stand-in/, not the real service) and a local SMTP catcher
 * (docs/behaviour/shop.md#bad-input, #webhook, #stock).
 */
const slot = (title: string) => `<!DOCTYPE html><html><body><main><section id="checkout-slot"><h1>${title}</h1></section></main></body></html>`;
const shop = {
  site: { name: "Test Studio", language: "en" },
  currency: "EUR",
  pricesIncludeVat: true,
  orderEmail: "orders@example.com",
  holdMinutes: 30,
  zones: [
    { name: "France", countries: ["FR"], rate: 600, freeFrom: null },
    { name: "European Union", countries: ["DE", "BE"], rate: 1200, freeFrom: 20000 },
  ],
  words: shopWordDefaults,
  products: {
    mug: { title: "Slate mug", sku: "MU-1", price: 3600, href: "/shop/mug", stock: 6, inStock: true },
    jar: { title: "Storage jar", sku: "JA-1", price: 21000, href: "/shop/jar", stock: 1, inStock: true },
    vase: { title: "Moon jar", sku: "VA-1", price: 38000, href: "/shop/vase", stock: null, inStock: false },
    print: { title: "Still water", sku: "PR-1", price: 9500, href: "/shop/print", stock: null, inStock: true },
    tile: { title: "Glazed tile", sku: "TI-1", price: 1200, href: "/shop/tile", stock: 100, inStock: true },
  },
};
const WEBHOOK_SECRET = "whsec_test_stand_in";

let temp: string;
let db: Db;
const servers: Server[] = [];
const smtp = createSmtpCatcher();
const standIn = createStripeStandIn({ webhookSecret: WEBHOOK_SECRET });
let paid: string;
let requests: string;

/**
 * A site server on the test build. Its order requests' spam-protection keys are good at once
 * (`minFillMs: 0`) unless `keys` says otherwise; `clock` drives the checkout and the keys.
 */
async function start(options: { payments: boolean; rateLimit?: { capacity: number; windowMs: number }; db?: Db; mail?: false; clock?: () => number; keys?: { minFillMs?: number } }) {
  const mailer = options.mail === false ? undefined : createMailer({ url: smtpUrl, to: "owner@example.com", from: "site@example.com" });
  const payments = options.payments ? createPayments({ secretKey: "sk_test_stand_in", webhookSecret: WEBHOOK_SECRET, api: { host: "127.0.0.1", port: Number(new URL(standInBase).port), protocol: "http" } }) : undefined;
  const server = createSiteServer({ root: path.join(temp, "client"), db: options.db ?? db, checkout: {
    ...(mailer ? { mailer } : {}), ...(payments ? { payments } : {}), rateLimit: options.rateLimit ?? { capacity: 500, windowMs: 60_000 },
    keys: { minFillMs: 0, ...options.keys, ...(options.clock ? { clock: options.clock } : {}) }, ...(options.clock ? { clock: options.clock } : {}),
  } });
  servers.push(server);
  return `http://127.0.0.1:${await listen(server)}`;
}
let standInBase: string;
let smtpUrl: string;

beforeAll(async () => {
  temp = makeBuild({ "index.html": "<h1>Home</h1>", "404/index.html": "<h1>Not found</h1>", "checkout/index.html": slot("Checkout"), "checkout/success/index.html": slot("Checkout") });
  writeFileSync(path.join(temp, "shop.json"), JSON.stringify(shop));
  // A French edition that has translated the mug (docs/decisions/046-two-languages-on-one-site.md).
  const french = path.join(temp, "editions", "fr");
  mkdirSync(path.join(french, "client"), { recursive: true });
  writeFileSync(path.join(french, "client", "index.html"), "<h1>Accueil</h1>");
  for (const page of ["checkout", "checkout/success"]) {
    mkdirSync(path.join(french, "client", page), { recursive: true });
    writeFileSync(path.join(french, "client", page, "index.html"), slot("Commande"));
  }
  const frenchMug = { ...shop.products.mug, title: "Mug ardoise", href: "/fr/shop/mug" };
  const frenchConfig = defineSiteConfig({ name: shop.site.name, url: "https://studio.example", language: "fr" });
  const frenchWords = frenchConfig.words.shop;
  // The forms' words each edition's server answers with, as the build writes them (docs/decisions/039-site-words.md).
  const englishConfig = defineSiteConfig({ name: shop.site.name, url: "https://studio.example", language: "en" });
  writeFileSync(path.join(temp, "words.json"), JSON.stringify({ language: "en", search: englishConfig.words.search, forms: englishConfig.words.forms }));
  writeFileSync(path.join(french, "words.json"), JSON.stringify({ language: "fr", search: frenchConfig.words.search, forms: frenchConfig.words.forms }));
  writeFileSync(path.join(french, "shop.json"), JSON.stringify({ ...shop, site: { ...shop.site, language: "fr", prefix: "/fr" }, words: frenchWords, products: { ...shop.products, mug: frenchMug } }));
  db = openSqlite({ file: path.join(temp, "db.sqlite") });
  await migrate(db);
  standInBase = await standIn.listen();
  smtpUrl = await smtp.listen();
  paid = await start({ payments: true });
  requests = await start({ payments: false });
  // The site's address as its settings give it (`url`), which the build writes beside the catalogue.
  writeFileSync(path.join(temp, "shop.json"), JSON.stringify({ ...shop, site: { ...shop.site, url: paid } }));
  writeFileSync(path.join(french, "shop.json"), JSON.stringify({ ...shop, site: { ...shop.site, url: paid, language: "fr", prefix: "/fr" }, words: frenchWords, products: { ...shop.products, mug: frenchMug } }));
  standIn.setWebhookUrl(`${paid}/checkout/webhook`);
});

afterAll(async () => {
  for (const server of servers) server.close();
  await standIn.close();
  await smtp.close();
  await db?.close();
  rmSync(temp, { recursive: true, force: true });
});

const post = (base: string, pathname: string, fields: [string, string][], headers: Record<string, string> = {}) =>
  fetch(`${base}${pathname}`, { method: "POST", redirect: "manual", headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base, ...headers }, body: new URLSearchParams(fields).toString() });
/** A POST whose body is sent in chunks (`Transfer-Encoding: chunked`), as some clients and proxies send it. */
const postChunked = (base: string, pathname: string, parts: string[], headers: Record<string, string>) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(`${base}${pathname}`, { method: "POST", headers }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    for (const part of parts) req.write(part);
    req.end();
  });
const line = (slug: string, quantity: number, price: number): [string, string] => ["line", `${slug}:${quantity}:${price}`];
const sessionsCreated = () => standIn.calls.filter((call) => call.method === "POST" && call.path === "/v1/checkout/sessions").length;
/** The spam-protection key in the order request's form the server wrote. */
const keyIn = (html: string) => /name="_key" value="([^"]+)"/.exec(html)?.[1] ?? "";
const orderBySessionId = async (session: string) => (await listOrders(db, {})).find((order) => order.paymentSession === session);
const stockLeft = async (base: string, slug: string) => ((await (await fetch(`${base}/api/shop/stock?product=${slug}`)).json()) as { products: Record<string, { left: number | null }> }).products[slug]?.left;

describe("what bad input gets", () => {
  const cases: { name: string; fields: [string, string][]; status: number; message: string }[] = [
    { name: "a forged price", fields: [line("mug", 1, 100)], status: 409, message: "The price of Slate mug is €36.00, not €1.00 as your cart said. Please check your cart and check out again." },
    { name: "a forged price on Buy now", fields: [["product", "mug"], ["quantity", "1"], ["price", "0"]], status: 409, message: "The price of Slate mug is €36.00, not €0.00 as your cart said." },
    { name: "an unknown product", fields: [line("teapot", 1, 100)], status: 422, message: "“teapot” is not in the shop." },
    { name: "a sold-out product", fields: [line("vase", 1, 38000)], status: 409, message: "Moon jar has sold out." },
    { name: "a quantity of 0", fields: [["product", "mug"], ["quantity", "0"], ["price", "3600"]], status: 422, message: "The quantity of Slate mug must be a whole number from 1 to 6." },
    { name: "a quantity that is not a number", fields: [["product", "mug"], ["quantity", "two"], ["price", "3600"]], status: 422, message: "The quantity of Slate mug must be a whole number from 1 to 6." },
    { name: "more than are left", fields: [line("mug", 7, 3600)], status: 409, message: "Only 6 of Slate mug left." },
    { name: "an unreadable line", fields: [["line", "mug;1;3600"]], status: 400, message: "Part of your cart could not be read." },
    { name: "an empty cart", fields: [], status: 422, message: "Your cart is empty." },
    { name: "an oversized cart", fields: Array.from({ length: 21 }, (_, i) => line(`piece-${i}`, 1, 100)), status: 413, message: "A cart holds at most 20 different pieces; this one has 21." },
  ];
  it.each(cases)("$name: $status with a clear message, and no payment page", async ({ fields, status, message }) => {
    const before = sessionsCreated();
    const response = await post(paid, "/checkout", [...fields, ["country", "FR"]]);
    expect(response.status).toBe(status);
    const html = await response.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain(message.replaceAll("“", "“"));
    expect(html).toContain('href="/cart"');
    expect(sessionsCreated()).toBe(before);
  });

  it("a cart POST from another origin is refused, 403", async () => {
    for (const headers of [{ Origin: "https://evil.example" }, { Origin: "null" }]) {
      const response = await post(paid, "/checkout", [line("mug", 1, 3600), ["country", "FR"]], headers);
      expect(response.status).toBe(403);
      expect(await response.text()).toContain("This order was sent from another site, so it was refused.");
    }
    const crossSite = await fetch(`${paid}/checkout`, { method: "POST", redirect: "manual", headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "cross-site" }, body: "line=mug:1:3600&country=FR" });
    expect(crossSite.status).toBe(403);
  });

  it("a country the shop does not ship to is asked again, 422", async () => {
    const response = await post(paid, "/checkout", [line("mug", 1, 3600), ["country", "US"]]);
    expect(response.status).toBe(422);
    expect(await response.text()).toContain("The shop does not ship to “US”.");
  });

  it("a flood of checkouts from one address gets 429 with Retry-After", async () => {
    // A database of its own: the limit is counted in the database, shared by every server on it.
    const own = openSqlite({ file: path.join(temp, "limited.sqlite") });
    await migrate(own);
    const limited = await start({ payments: false, rateLimit: { capacity: 2, windowMs: 60_000 }, db: own });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await post(limited, "/checkout", [line("mug", 1, 3600)])).status);
    expect(statuses.slice(0, 2)).toEqual([200, 200]);
    const response = await post(limited, "/checkout", [line("mug", 1, 3600)]);
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await response.text()).toContain("Many checkouts came from your address in a short while.");
  });

  it("a webhook with a bad signature is refused, 400, and changes nothing", async () => {
    const forged = JSON.stringify({ id: "evt_forged", type: "checkout.session.completed", data: { object: { metadata: { order: "X" }, payment_status: "paid" } } });
    expect(await standIn.deliverRaw(forged, "whsec_someone_else")).toBe(400);
    const unsigned = await fetch(`${paid}/checkout/webhook`, { method: "POST", body: forged, headers: { "Content-Type": "application/json" } });
    expect(unsigned.status).toBe(400);
    expect(await db.query("select * from processed_events where event_id = 'evt_forged'")).toEqual([]);
  });
});

describe("checkout with payments", () => {
  it("holds the units, sends the buyer to the payment page priced from the catalogue, and the webhook makes it paid once", async () => {
    smtp.messages.length = 0;
    const response = await post(paid, "/checkout", [line("mug", 2, 3600), line("print", 1, 9500), ["country", "FR"]]);
    expect(response.status).toBe(303);
    const location = response.headers.get("location")!;
    expect(location.startsWith(`${standInBase}/pay/cs_test_`)).toBe(true);
    const created = standIn.calls.filter((c) => c.path === "/v1/checkout/sessions").at(-1)!.body;
    expect(created.line_items.map((item: { quantity: string; price_data: { unit_amount: string } }) => [item.quantity, item.price_data.unit_amount])).toEqual([["2", "3600"], ["1", "9500"]]);
    expect(created.shipping_options[0].shipping_rate_data.fixed_amount.amount).toBe("600");
    expect(created.shipping_address_collection.allowed_countries).toEqual(["FR"]);
    expect(await stockLeft(paid, "mug")).toBe(4);

    const sessionId = location.split("/pay/")[1]!;
    const [order] = await listOrders(db, { status: ["pending"] });
    expect(order).toMatchObject({ status: "pending", total: 2 * 3600 + 9500 + 600, paymentSession: sessionId });
    // Pay on the stand-in's page: it sends the signed event and returns the buyer.
    const payment = await fetch(`${standInBase}/pay/${sessionId}/pay`, { method: "POST", redirect: "manual", body: "email=ada%40example.com", headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect(payment.headers.get("location")).toBe(`${paid}/checkout/success?session_id=${sessionId}`);
    await expect.poll(async () => (await getOrder(db, order!.id))?.status).toBe("paid");
    const stock = await db.query<{ sold: number; reserved: number }>("select sold, reserved from stock_units where product = 'mug'");
    expect(stock).toEqual([{ sold: 2, reserved: 0 }]);
    await expect.poll(() => smtp.messages.length).toBe(2);
    const owner = smtp.messages.find((m) => m.to === "orders@example.com")!;
    expect(owner.subject).toBe(`Test Studio: order ${order!.id} is paid`);
    expect(owner.replyTo).toContain("ada@example.com");
    expect(owner.text).toContain("2 × Slate mug (MU-1): €72.00");
    expect(smtp.messages.find((m) => m.to === "ada@example.com")!.subject).toBe(`Test Studio: your order ${order!.id}`);
    await expect.poll(async () => (await getOrder(db, order!.id))?.buyerEmailedAt).not.toBeNull();

    const success = await fetch(`${paid}/checkout/success?session_id=${sessionId}`);
    const html = await success.text();
    expect(html).toContain(`Order ${order!.id}: a confirmation is on its way to ada@example.com.`);
    expect(html).toContain("data-cart-clear");

    // The same event again (a retried delivery): answered, and nothing changes.
    const event = standIn.events.find((e) => e.type === "checkout.session.completed")!;
    expect(await standIn.resend(event.id)).toBe(200);
    expect(await db.query("select sold, reserved from stock_units where product = 'mug'")).toEqual([{ sold: 2, reserved: 0 }]);
    expect(smtp.messages).toHaveLength(2);
  });

  it("promises the buyer no email when the site's mail is not set up", async () => {
    const unmailed = await start({ payments: true, mail: false });
    const response = await post(unmailed, "/checkout", [line("print", 1, 9500), ["country", "FR"]]);
    const sessionId = response.headers.get("location")!.split("/pay/")[1]!;
    await fetch(`${standInBase}/pay/${sessionId}/pay`, { method: "POST", redirect: "manual", body: "email=bo%40example.com", headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    const html = await (await fetch(`${unmailed}/checkout/success?session_id=${sessionId}`)).text();
    const [order] = await db.query<{ id: string }>("select id from orders where payment_session = $1", [sessionId]);
    expect(html).toContain(`Your payment is received. Order ${order!.id}: keep this reference to ask about your order.`);
    expect(html).not.toContain("confirmation is on its way");
  });

  it("the last piece: of two checkouts at once, one goes to pay and the other is told it sold out", async () => {
    const before = sessionsCreated();
    const answers = await Promise.all([0, 1].map(() => post(paid, "/checkout", [line("jar", 1, 21000), ["country", "FR"]])));
    expect(answers.map((a) => a.status).sort()).toEqual([303, 409]);
    expect(await answers.find((a) => a.status === 409)!.text()).toContain("Storage jar has sold out.");
    expect(sessionsCreated()).toBe(before + 1);
  });

  it("cancel closes the payment page and gives the units back; the buyer returns to the cart", async () => {
    const response = await post(paid, "/checkout", [line("mug", 1, 3600), ["country", "FR"]]);
    const left = await stockLeft(paid, "mug");
    const sessionId = response.headers.get("location")!.split("/pay/")[1]!;
    const cancel = await fetch(`${paid}/checkout/cancel?session_id=${sessionId}`, { redirect: "manual" });
    expect(cancel.status).toBe(303);
    expect(cancel.headers.get("location")).toBe("/cart?cancelled=1");
    expect(standIn.sessions.get(sessionId).status).toBe("expired");
    expect(await stockLeft(paid, "mug")).toBe(left! + 1);
    expect((await listOrders(db, {})).find((o) => o.paymentSession === sessionId)?.status).toBe("cancelled");
  });

  it("a payment that comes in after the order was cancelled leaves it cancelled and tells the owner to give it back", async () => {
    smtp.messages.length = 0;
    const response = await post(paid, "/checkout", [line("mug", 1, 3600), ["country", "FR"]]);
    const sessionId = response.headers.get("location")!.split("/pay/")[1]!;
    const order = (await orderBySessionId(sessionId))!;
    // Cancelled while its payment page stayed open (the provider could not close it in time).
    await db.transaction((tx) => moveOrder(tx, order.id, { from: ["pending"], to: "cancelled", now: Date.now(), units: "release", set: { cancelledAt: Date.now() } }));
    const left = await stockLeft(paid, "mug");
    await fetch(`${standInBase}/pay/${sessionId}/pay`, { method: "POST", redirect: "manual", body: "email=cy%40example.com", headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    const told = () => smtp.messages.find((m) => m.subject === `Test Studio: a payment came in for cancelled order ${order.id}`);
    await expect.poll(told).toBeDefined();
    expect(told()).toMatchObject({ to: "orders@example.com" });
    expect(told()!.text).toContain("give the buyer their money back");
    // The buyer is sent no thanks for an order that is not going to be sent.
    expect(smtp.messages.some((m) => m.to === "cy@example.com")).toBe(false);
    expect(await getOrder(db, order.id)).toMatchObject({ status: "cancelled", buyerEmail: "cy@example.com", paidAt: expect.any(Number) });
    expect(await stockLeft(paid, "mug")).toBe(left);
  });

  it("lets the site's forms lead to the payment page: its origin is in every page's form-action, and only with payments", async () => {
    const formAction = async (base: string) => /form-action ([^;]*)/.exec((await fetch(`${base}/`)).headers.get("content-security-policy") ?? "")?.[1];
    expect(await formAction(paid)).toBe(`'self' ${standInBase}`);
    expect(await formAction(requests)).toBe("'self'");
  });

  it("sends the buyer back to the site's own address, whatever the request's Host said", async () => {
    const fields = new URLSearchParams([line("print", 1, 9500), ["country", "FR"]]).toString();
    const forged = await postChunked(paid, "/checkout", [fields], { "Content-Type": "application/x-www-form-urlencoded", Host: "evil.example", "Content-Length": String(fields.length) });
    expect(forged.status).toBe(303);
    const created = standIn.calls.filter((call) => call.path === "/v1/checkout/sessions").at(-1)!.body;
    expect(created.success_url).toBe(`${paid}/checkout/success?session_id={CHECKOUT_SESSION_ID}`);
    expect(created.cancel_url).toBe(`${paid}/checkout/cancel?session_id={CHECKOUT_SESSION_ID}`);
  });

  it("asks the country to ship to when the cart did not say", async () => {
    const response = await post(paid, "/checkout", [["product", "mug"], ["quantity", "1"], ["price", "3600"]]);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<optgroup label="France: €6.00"><option value="FR">France</option></optgroup>');
    expect(html).toContain('name="line" value="mug:1:3600"');
    expect(html).toContain("Continue to payment");
  });
});

describe("the outcome page", () => {
  const retrievals = () => standIn.calls.filter((call) => call.method === "GET" && call.path.startsWith("/v1/checkout/sessions/")).length;
  const outcomes = (sessionId: string, count: number) => Promise.all(Array.from({ length: count }, () => fetch(`${paid}/checkout/success?session_id=${sessionId}`)));

  it("answers unknown and repeated session ids from the database: the provider is asked once, for an order not yet settled", async () => {
    const before = retrievals();
    const unknown = await Promise.all(Array.from({ length: 30 }, (_, i) => fetch(`${paid}/checkout/success?session_id=cs_test_nosuch${i}`)));
    expect(unknown.map((response) => response.status)).toEqual(Array(30).fill(404));
    expect(retrievals()).toBe(before);

    const response = await post(paid, "/checkout", [line("print", 1, 9500), ["country", "FR"]]);
    const sessionId = response.headers.get("location")!.split("/pay/")[1]!;
    // Not paid yet: the provider says the page is open, once for all of them.
    expect((await outcomes(sessionId, 30)).map((page) => page.status)).toEqual(Array(30).fill(404));
    expect(retrievals()).toBe(before + 1);

    await fetch(`${standInBase}/pay/${sessionId}/pay`, { method: "POST", redirect: "manual", body: "email=bo%40example.com", headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    const order = (await listOrders(db, {})).find((each) => each.paymentSession === sessionId)!;
    await expect.poll(async () => (await getOrder(db, order.id))?.status).toBe("paid");
    const pages = await outcomes(sessionId, 30);
    expect(pages.map((page) => page.status)).toEqual(Array(30).fill(200));
    expect(await pages[0]!.text()).toContain(`Order ${order.id}: a confirmation is on its way to bo@example.com.`);
    expect(retrievals()).toBe(before + 1);
    // Its emails sent before the next test counts its own.
    await expect.poll(async () => { const now = await getOrder(db, order.id); return Boolean(now?.ownerEmailedAt && now.buyerEmailedAt); }).toBe(true);
  });
});

describe("bodies sent in chunks", () => {
  it("a checkout, an order request and a signed webhook read the same whichever way the body is framed", async () => {
    const form = { "Content-Type": "application/x-www-form-urlencoded", Origin: paid };
    const checkout = await postChunked(paid, "/checkout", ["line=mug%3A1%3A3600", "&line=print%3A1%3A9500"], form);
    expect(checkout.status).toBe(200);
    expect(checkout.body).not.toContain(shopWordDefaults.errorEmpty);
    expect(checkout.body).toContain('name="line" value="print:1:9500"');

    const order = await postChunked(requests, "/checkout/request", ["line=print%3A1%3A9500&name=Ann", "+Lee&email=ann%40example.com"], { ...form, Origin: requests });
    expect(order.status).toBe(422);
    expect(order.body).not.toContain(fill(formWordDefaults.fillIn, { label: shopWordDefaults.yourName }));
    expect(order.body).not.toContain(fill(formWordDefaults.email, { label: shopWordDefaults.yourEmail }));
    expect(order.body).toContain('value="Ann Lee"');

    const payload = JSON.stringify({ id: "evt_chunked", type: "customer.created", data: { object: {} } });
    const signature = new Stripe("sk_test_stand_in").webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const event = await postChunked(paid, "/checkout/webhook", [payload.slice(0, 20), payload.slice(20)], { "Content-Type": "application/json", "Stripe-Signature": signature });
    expect(event.status).toBe(200);
  });
});

describe("the cart's question: what is left", () => {
  type Answer = { products: Record<string, { left: number | null; price: number; title: string; href: string }> };
  const ask = async (base: string, query: string) => (await (await fetch(`${base}/api/shop/stock?${query}`)).json()) as Answer;

  it("answers each piece the shop sells with its price, title and page, and leaves out what it does not sell", async () => {
    const { products } = await ask(paid, "product=print&product=teapot&product=print");
    expect(Object.keys(products)).toEqual(["print"]);
    expect(products.print).toMatchObject({ price: 9500, title: "Still water", href: "/shop/print" });
  });

  it("asked under an edition's prefix, names each piece in that edition's words, at its page there, or at the first language's where it has none", async () => {
    const { products } = await ask(`${paid}/fr`, "product=mug&product=jar");
    expect(products.mug).toMatchObject({ title: "Mug ardoise", href: "/fr/shop/mug", price: 3600 });
    expect(products.jar).toMatchObject({ title: "Storage jar", href: "/shop/jar" });
  });
});

describe("order requests (no payment provider)", () => {
  it("asks name, email and address, stores the request with its units held, and emails owner and buyer", async () => {
    smtp.messages.length = 0;
    const form = await post(requests, "/checkout", [line("print", 2, 9500)]);
    expect(form.status).toBe(200);
    const written = await form.text();
    expect(written).toContain('action="/checkout/request"');
    const missing = await post(requests, "/checkout/request", [line("print", 2, 9500), ["email", "ann@"]]);
    expect(missing.status).toBe(422);
    const text = await missing.text();
    expect(text).toContain("Please fill in “Your name”.");
    expect(text).toContain("Please enter an email address like name@example.com in “Your email”.");
    expect(text).toContain('value="ann@"');
    const sent = await post(requests, "/checkout/request", [
      line("print", 2, 9500), ["name", "Ann Lee"], ["email", "ann@example.com"], ["line1", "3 Quay Street\r\nBcc: x@evil.example"], ["postalCode", "10115"], ["city", "Berlin"], ["country", "DE"], ["note", "Gift wrap, please"],
      ["_key", keyIn(written)],
    ]);
    expect(sent.status).toBe(303);
    const id = new URL(sent.headers.get("location")!, requests).searchParams.get("request")!;
    const order = await getOrder(db, id);
    expect(order).toMatchObject({ kind: "request", status: "requested", shipping: 1200, total: 2 * 9500 + 1200, buyerEmail: "ann@example.com", address: { line1: "3 Quay Street Bcc: x@evil.example", country: "DE" } });
    await expect.poll(() => smtp.messages.map((m) => m.to).sort()).toEqual(["ann@example.com", "orders@example.com"]);
    expect(smtp.messages.find((m) => m.to === "ann@example.com")!.text).toContain("Nothing is charged yet");
    const page = await (await fetch(`${requests}${sent.headers.get("location")}`)).text();
    expect(page).toContain(`Order request ${id} is in. Payment instructions will follow by email to ann@example.com.`);
    expect((await fetch(`${requests}/checkout/success?request=NOSUCHORDER`)).status).toBe(404);
  });
});

describe("a checkout in the site's second language (docs/decisions/046-two-languages-on-one-site.md)", () => {
  it("with payments: asks, pays and thanks in French under /fr, emails in French, and keeps the order's language", async () => {
    smtp.messages.length = 0;
    const asked = await post(paid, "/fr/checkout", [["product", "mug"], ["quantity", "1"], ["price", "3600"]]);
    expect(asked.status).toBe(200);
    const form = await asked.text();
    expect(form).toContain('action="/fr/checkout"');
    expect(form).toContain("Continuer vers le paiement");
    expect(form).toContain('<a href="/fr/shop/mug">Mug ardoise</a>');
    expect(form).toContain('<optgroup label="France\u00a0: 6,00');
    const refused = await post(paid, "/fr/checkout", [line("mug", 1, 3600), ["country", "US"]]);
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain("La boutique ne livre pas en « US ».");

    const response = await post(paid, "/fr/checkout", [line("mug", 1, 3600), ["country", "FR"]]);
    expect(response.status).toBe(303);
    const sessionId = response.headers.get("location")!.split("/pay/")[1]!;
    const created = standIn.calls.filter((c) => c.path === "/v1/checkout/sessions").at(-1)!.body;
    expect(created.locale).toBe("fr");
    expect(created.line_items[0].price_data.product_data.name).toBe("Mug ardoise");
    const order = (await listOrders(db, {})).find((o) => o.paymentSession === sessionId)!;
    expect(order.language).toBe("fr");

    const payment = await fetch(`${standInBase}/pay/${sessionId}/pay`, { method: "POST", redirect: "manual", body: "email=zoe%40example.com", headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect(payment.headers.get("location")).toBe(`${paid}/fr/checkout/success?session_id=${sessionId}`);
    await expect.poll(() => smtp.messages.length).toBe(2);
    // French sets a colon apart with a space that never breaks (app/words/languages/fr.ts).
    expect(smtp.messages.find((m) => m.to === "zoe@example.com")!.subject).toBe(`Test Studio\u00a0: votre commande ${order.id}`);
    const ownerText = smtp.messages.find((m) => m.to === "orders@example.com")!.text;
    expect(ownerText).toContain("1 × Mug ardoise (MU-1)\u00a0: 36,00");
    expect(ownerText).toContain("Sous-total\u00a0: 36,00");
    const success = await (await fetch(`${paid}/fr/checkout/success?session_id=${sessionId}`)).text();
    expect(success).toContain("Merci pour votre commande");
    expect(success).toContain('href="/fr/shop"');
  });

  it("without payments: the order request's form, its errors and its thanks in French, leading within /fr", async () => {
    const form = await post(requests, "/fr/checkout", [line("print", 1, 9500)]);
    expect(form.status).toBe(200);
    const html = await form.text();
    expect(html).toContain('action="/fr/checkout/request"');
    expect(html).toContain("Envoyer la demande de commande");
    const missing = await post(requests, "/fr/checkout/request", [line("print", 1, 9500), ["email", "zoe@"]]);
    expect(missing.status).toBe(422);
    expect(await missing.text()).toContain("Veuillez remplir « Votre nom ».");
    const sent = await post(requests, "/fr/checkout/request", [
      line("print", 1, 9500), ["name", "Zoé Martin"], ["email", "zoe@example.com"], ["line1", "3 rue du Port"], ["postalCode", "29200"], ["city", "Brest"], ["country", "FR"], ["_key", keyIn(html)],
    ]);
    expect(sent.status).toBe(303);
    const location = sent.headers.get("location")!;
    expect(location).toMatch(/^\/fr\/checkout\/success\?request=/);
    const id = new URL(location, requests).searchParams.get("request")!;
    expect(await getOrder(db, id)).toMatchObject({ kind: "request", language: "fr" });
    const thanks = await (await fetch(`${requests}${location}`)).text();
    expect(thanks).toContain(`La demande de commande ${id} est bien reçue.`);
  });
});

/** The buyer's details of an order request, all of them good. */
const buyer: [string, string][] = [["name", "Ann Lee"], ["email", "ann@example.com"], ["line1", "3 Quay Street"], ["postalCode", "10115"], ["city", "Berlin"], ["country", "DE"]];
const DAY = 24 * 60 * 60_000;

describe("what one order may hold (docs/behaviour/shop.md#stock)", () => {
  it("at most 30 pieces in all, said in the buyer's language: more is refused before anything is held", async () => {
    const before = sessionsCreated();
    const tilesLeft = await stockLeft(paid, "tile");
    const tooMany = [line("print", 20, 9500), line("tile", 11, 1200)];
    const english = await post(paid, "/checkout", [...tooMany, ["country", "FR"]]);
    expect(english.status).toBe(413);
    expect(await english.text()).toContain("An order holds at most 30 pieces; this one has 31. For more, please write to the studio.");
    const french = await post(paid, "/fr/checkout", [...tooMany, ["country", "FR"]]);
    expect(french.status).toBe(413);
    expect(await french.text()).toContain("Une commande contient au plus 30 pièces\u202f; celle-ci en contient 31.");
    const request = await post(requests, "/checkout/request", [...tooMany, ...buyer]);
    expect(request.status).toBe(413);
    expect(sessionsCreated()).toBe(before);
    expect(await stockLeft(paid, "tile")).toBe(tilesLeft);
    // Thirty is an order.
    expect((await post(paid, "/checkout", [line("print", 20, 9500), line("tile", 10, 1200), ["country", "FR"]])).status).toBe(303);
    expect(await stockLeft(paid, "tile")).toBe(tilesLeft! - 10);
  });
});

describe("an order request's hold (docs/behaviour/shop.md#stock)", () => {
  it("lapses after 7 days unless the owner marks it paid: its pieces go back, what is left says so, and the owner is emailed", async () => {
    const own = openSqlite({ file: path.join(temp, "lapse.sqlite") });
    await migrate(own);
    let now = Date.UTC(2026, 0, 5, 12);
    const base = await start({ payments: false, db: own, clock: () => now });
    const ask = async (quantity: number) => {
      const key = keyIn(await (await post(base, "/checkout", [line("tile", quantity, 1200)])).text());
      const sent = await post(base, "/checkout/request", [line("tile", quantity, 1200), ...buyer, ["_key", key]]);
      expect(sent.status).toBe(303);
      return new URL(sent.headers.get("location")!, base).searchParams.get("request")!;
    };
    const lapsing = await ask(5);
    const settled = await ask(3);
    expect(await stockLeft(base, "tile")).toBe(92);
    now += 6 * DAY;
    expect(await changeOrder(own, settled, { to: "paid" }, now)).toMatchObject({ ok: true });
    expect(await stockLeft(base, "tile")).toBe(92);
    now += DAY + 60_000;
    // Swept by a visitor of the French pages: the English request's owner is still told in English.
    expect(await stockLeft(`${base}/fr`, "tile")).toBe(97);
    expect(await getOrder(own, lapsing)).toMatchObject({ status: "expired" });
    expect(await getOrder(own, settled)).toMatchObject({ status: "paid" });
    expect(await changeOrder(own, lapsing, { to: "paid", from: "requested" }, now)).toEqual({ ok: false, status: 409, message: `Order ${lapsing} lapsed: it was not marked paid within 7 days, so its pieces went back in stock.` });
    await expect.poll(() => smtp.messages.find((m) => m.subject === `Test Studio: order request ${lapsing} lapsed`)?.to).toBe("orders@example.com");
    expect(smtp.messages.find((m) => m.subject.includes(`${lapsing} lapsed`))!.text).toContain(`Order request ${lapsing} was not marked paid within 7 days, so it lapsed: its pieces are back in stock.`);
    expect(smtp.messages.filter((m) => m.subject.includes(`${settled} lapsed`))).toEqual([]);
    await own.close();
  });
});

describe("an order request's spam protection (docs/behaviour/server.md#spam-protection)", () => {
  const count = async () => Number((await db.query("select count(*) as n from orders where kind = 'request'"))[0]!.n);

  it("its form carries a key and a honeypot; a filled honeypot or a forged key is answered as received, and nothing is held or mailed", async () => {
    const html = await (await post(requests, "/checkout", [line("print", 1, 9500)])).text();
    const key = keyIn(html);
    expect(key).toMatch(/^v1\.shop-order-request\./);
    expect(html).toMatch(/<div class="checkout-form__trap" aria-hidden="true"><label for="checkout-homepage">Leave this field empty<\/label><input id="checkout-homepage" type="text" name="homepage" value="" tabindex="-1"/);
    smtp.messages.length = 0;
    const before = await count();
    const printsLeft = await stockLeft(requests, "print");
    for (const spam of [[["_key", key], ["homepage", "https://spam.example"]], [["_key", `${key.slice(0, -4)}AAAA`]], [["_key", "v1.contact.x"]]] as [string, string][][]) {
      const sent = await post(requests, "/checkout/request", [line("print", 1, 9500), ...buyer, ...spam]);
      expect(sent.status).toBe(200);
      expect(await sent.text()).toMatch(/Order request [2-9A-Z]{12} is in\./);
    }
    expect(await count()).toBe(before);
    expect(await stockLeft(requests, "print")).toBe(printsLeft);
    const sent = await post(requests, "/checkout/request", [line("print", 1, 9500), ...buyer, ["_key", key]]);
    expect(sent.status).toBe(303);
    await expect.poll(() => smtp.messages.length).toBe(2);
  });

  it("a missing key, one sent in a blink or one left an hour asks the buyer to send again, with the form kept; the new key goes through", async () => {
    let now = Date.UTC(2026, 2, 1, 9);
    const base = await start({ payments: false, clock: () => now, keys: { minFillMs: 3000 } });
    const before = await count();
    const again = async (fields: [string, string][]) => {
      const answer = await post(base, "/checkout/request", [line("print", 1, 9500), ...buyer, ...fields]);
      expect(answer.status).toBe(409);
      const html = await answer.text();
      expect(html).toContain("Please check your details, then press “Send order request” again.");
      expect(html).toContain('value="3 Quay Street"');
      return keyIn(html);
    };
    const written = await (await post(base, "/checkout", [line("print", 1, 9500)])).text();
    // When the key is good, for a page that waits for it.
    expect(written).toContain(`data-not-before="${now + 3000}"`);
    const fresh = keyIn(written);
    expect(await again([])).not.toBe("");
    now += 1000;
    const renewed = await again([["_key", fresh]]);
    now += 60 * 60_000 + 5000;
    const late = await again([["_key", renewed]]);
    expect(await count()).toBe(before);
    const sent = await post(base, "/checkout/request", [line("print", 1, 9500), ...buyer, ["_key", late]]);
    expect(sent.status).toBe(303);
    expect(await count()).toBe(before + 1);
  });

  it("the buyer's acknowledgement carries their name, the reference, the pieces and the total, never their address or note; the owner's carries everything", async () => {
    const html = await (await post(requests, "/checkout", [line("print", 1, 9500)])).text();
    smtp.messages.length = 0;
    const note = "Win a prize at https://spam.example/claim";
    const sent = await post(requests, "/checkout/request", [line("print", 1, 9500), ...buyer.map(([k, v]): [string, string] => [k, k === "email" ? "victim@example.org" : v]), ["note", note], ["_key", keyIn(html)]]);
    expect(sent.status).toBe(303);
    const id = new URL(sent.headers.get("location")!, requests).searchParams.get("request")!;
    await expect.poll(() => smtp.messages.filter((m) => m.subject.includes(id)).length).toBe(2);
    const toBuyer = smtp.messages.find((m) => m.to === "victim@example.org")!;
    expect(toBuyer.subject).toBe(`Test Studio: your order request ${id}`);
    expect(toBuyer.text).toContain("Ann Lee");
    expect(toBuyer.text).toContain("1 × Still water (PR-1)");
    expect(toBuyer.text).toMatch(/Total: €107\.00/);
    for (const typed of [note, "3 Quay Street", "Berlin", "10115"]) expect(toBuyer.text).not.toContain(typed);
    const toOwner = smtp.messages.find((m) => m.to === "orders@example.com" && m.subject.includes(id))!;
    for (const typed of [note, "3 Quay Street", "Berlin", "victim@example.org"]) expect(toOwner.text).toContain(typed);
  });
});

describe("the checkout's forms: checked in the browser with the forms' words, answered with the same (docs/behaviour/shop.md#checkout)", () => {
  it("an order request's wrong fields are told in the forms' words, each under its field and tied to it, in English and in French", async () => {
    const french = defineSiteConfig({ name: "Atelier", url: "https://atelier.example", language: "fr" }).words;
    const cases = [
      { base: "", forms: formWordDefaults, words: shopWordDefaults },
      { base: "/fr", forms: french.forms, words: french.shop },
    ].map(({ base, forms, words }) => ({
      base,
      name: fill(forms.fillIn, { label: words.yourName }),
      email: fill(forms.email, { label: words.yourEmail }),
      country: fill(forms.chooseField, { label: words.country }),
    }));
    for (const { base, name, email, country } of cases) {
      const answer = await post(requests, `${base}/checkout/request`, [line("print", 1, 9500), ["name", "   "], ["email", "zoe@"], ["country", ""]]);
      expect(answer.status).toBe(422);
      const html = await answer.text();
      expect(html).toContain('data-form="shop-order-request" data-form-post=""');
      expect(html).toContain(`<input id="checkout-name" aria-describedby="checkout-name-error" aria-invalid="true" type="text" name="name"`);
      expect(html).toContain(`<p class="checkout-form__error" id="checkout-name-error" data-form-error="name">${name}</p>`);
      expect(html).toContain(`<p class="checkout-form__error" id="checkout-email-error" data-form-error="email">${email}</p>`);
      expect(html).toContain(`<p class="checkout-form__error" id="checkout-country-error" data-form-error="country">${country}</p>`);
      // A good field has its message's place, empty and hidden, for the page's code to fill.
      expect(html).toContain('<p class="checkout-form__error" id="checkout-line2-error" data-form-error="line2" hidden></p>');
    }
  });

  it("the payment form's country left empty is told as the page's code tells it", async () => {
    const answer = await post(paid, "/checkout", [line("mug", 1, 3600), ["country", ""]]);
    expect(answer.status).toBe(422);
    const html = await answer.text();
    expect(html).toContain('data-form="shop-checkout" data-form-post=""');
    expect(html).toContain('<p class="checkout-form__error" id="checkout-country-error" data-form-error="country">Please choose “Ship to”.</p>');
    const french = await (await post(paid, "/fr/checkout", [line("mug", 1, 3600), ["country", ""]])).text();
    expect(french).toContain('data-form-error="country">Veuillez choisir « Livrer en ».</p>');
  });
});

describe("the thanks pages list the order, and only to its buyer (docs/behaviour/shop.md#checkout)", () => {
  it("an order request's: its pieces, total with shipping and address, in the page's language, escaped; nothing of it without the server's check", async () => {
    const form = await (await post(requests, "/checkout", [line("print", 2, 9500)])).text();
    const sent = await post(requests, "/checkout/request", [
      line("print", 2, 9500), ["name", "Ann <b>Lee</b>"], ["email", "ann@example.com"], ["line1", "3 Quay Street <img src=x onerror=alert(1)>"], ["line2", "Flat 2"],
      ["postalCode", "10115"], ["city", "Berlin"], ["country", "DE"], ["_key", keyIn(form)],
    ]);
    expect(sent.status).toBe(303);
    const location = sent.headers.get("location")!;
    const id = new URL(location, requests).searchParams.get("request")!;
    const thanks = await fetch(`${requests}${location}`);
    expect(thanks.status).toBe(200);
    const html = await thanks.text();
    expect(html).toContain('<li><span>2 × <a href="/shop/print">Still water</a></span><span>€190.00</span></li>');
    expect(html).toContain("<dt>Shipping (European Union)</dt><dd>€12.00</dd>");
    expect(html).toContain("<dt>Total</dt><dd>€202.00</dd>");
    expect(html).toContain("Shipping address");
    expect(html).toContain("Ann &lt;b&gt;Lee&lt;/b&gt;<br>3 Quay Street &lt;img src=x onerror=alert(1)&gt;<br>Flat 2<br>10115 Berlin<br>Germany</address>");
    expect(html).not.toContain("<img src=x");

    const french = await (await post(requests, "/fr/checkout", [line("print", 1, 9500)])).text();
    const sentFr = await post(requests, "/fr/checkout/request", [
      line("print", 1, 9500), ["name", "Zoé Martin"], ["email", "zoe@example.com"], ["line1", "3 rue du Port"], ["postalCode", "29200"], ["city", "Brest"], ["country", "FR"], ["_key", keyIn(french)],
    ]);
    const merci = await (await fetch(`${requests}${sentFr.headers.get("location")}`)).text();
    expect(merci).toContain("<dt>Total</dt><dd>101,00\u00a0€</dd>");
    expect(merci).toContain("Adresse de livraison");
    expect(merci).toContain("Zoé Martin<br>3 rue du Port<br>29200 Brest<br>France</address>");
    // The reference alone is told to others (the owner's mail): it shows nothing; nor does another order's check, nor an unknown id.
    const check = new URL(location, requests).searchParams.get("check");
    const otherCheck = new URL(sentFr.headers.get("location")!, requests).searchParams.get("check");
    for (const address of [`/checkout/success?request=${id}`, `/checkout/success?request=${id}&check=${otherCheck}`, `/checkout/success?request=NOSUCHORDER&check=${check}`]) {
      const page = await fetch(`${requests}${address}`);
      expect(page.status).toBe(404);
      const text = await page.text();
      expect(text).toContain("This order could not be found.");
      for (const secret of ["Quay", "Ann", "Still water", "€202.00", id]) expect(text).not.toContain(secret);
    }

  });

  it("a paid checkout's: its pieces, total with shipping and the address the payment provider collected; an unknown session shows nothing", async () => {
    const response = await post(paid, "/checkout", [line("mug", 1, 3600), line("tile", 2, 1200), ["country", "FR"]]);
    const sessionId = response.headers.get("location")!.split("/pay/")[1]!;
    await fetch(`${standInBase}/pay/${sessionId}/pay`, { method: "POST", redirect: "manual", body: "email=cy%40example.com", headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    await expect.poll(async () => (await orderBySessionId(sessionId))?.status).toBe("paid");
    const html = await (await fetch(`${paid}/checkout/success?session_id=${sessionId}`)).text();
    expect(html).toContain('<li><span>1 × <a href="/shop/mug">Slate mug</a></span><span>€36.00</span></li>');
    expect(html).toContain('<li><span>2 × <a href="/shop/tile">Glazed tile</a></span><span>€24.00</span></li>');
    expect(html).toContain("<dt>Total</dt><dd>€66.00</dd>");
    expect(html).toContain("4 Rue des Potiers<br>75011 Paris<br>France</address>");
    const unknown = await fetch(`${paid}/checkout/success?session_id=${sessionId}x`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).not.toContain("Rue des Potiers");
  });
});
