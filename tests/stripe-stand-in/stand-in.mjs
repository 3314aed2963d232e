// @ts-check
/**
 * A LOCAL STAND-IN for the payment provider's API and hosted checkout page, for tests and
 * local trials only: it is not the real service and imitates only what the site uses
 * (docs/behaviour/shop.md#testing). The site reaches it through `STRIPE_API_BASE`.
 *
 * - `POST /v1/checkout/sessions`: a session (an `Idempotency-Key` seen before gives the same one);
 * - `GET /v1/checkout/sessions/{id}`, `POST /v1/checkout/sessions/{id}/expire`;
 * - `GET /pay/{id}`: a tiny "hosted checkout" page with Pay and Cancel buttons; Pay
 *   completes the session, sends `checkout.session.completed` to the webhook address,
 *   signed with the official package's `webhooks.generateTestHeaderString`, and returns the
 *   buyer to the success address; Cancel returns them to the cancel address.
 *
 * Every event sent is kept, so a test can send one again (a replayed delivery).
 */
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import Stripe from "stripe";
import { parseFormBody } from "./form-body.mjs";

/** @param {import("node:http").IncomingMessage} req */
const bodyOf = (req) => new Promise((resolve) => {
  /** @type {Buffer[]} */
  const chunks = [];
  req.on("data", (chunk) => chunks.push(chunk));
  req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
});

/** @param {unknown} text */
const esc = (text) => String(text).replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * @param {{ webhookSecret: string, webhookUrl?: string, buyer?: { name: string, email: string } }} options
 */
export function createStripeStandIn(options) {
  const signer = new Stripe("sk_test_stand_in");
  /** @type {Map<string, any>} */
  const sessions = new Map();
  /** @type {Map<string, string>} */
  const byIdempotencyKey = new Map();
  /** @type {{ id: string, type: string, payload: string }[]} */
  const events = [];
  /** Every API call the site made: method, path and the parsed body. @type {{ method: string, path: string, body: Record<string, any> }[]} */
  const calls = [];
  let webhookUrl = options.webhookUrl;
  let origin = "";
  const buyer = options.buyer ?? { name: "Ada Byrne", email: "ada@example.com" };

  /** Sends an event to the site, signed as the provider signs; resolves with the site's status. @param {{ id: string, payload: string }} event */
  async function deliver(event) {
    if (!webhookUrl) throw new Error("the stand-in has no webhook address");
    const signature = signer.webhooks.generateTestHeaderString({ payload: event.payload, secret: options.webhookSecret });
    const response = await fetch(webhookUrl, { method: "POST", headers: { "Content-Type": "application/json", "Stripe-Signature": signature }, body: event.payload });
    return response.status;
  }

  /** @param {string} type @param {any} session */
  function emit(type, session) {
    const event = { id: `evt_${randomBytes(12).toString("hex")}`, type, payload: JSON.stringify({ id: "", object: "event", type, created: Math.floor(Date.now() / 1000), data: { object: session } }) };
    event.payload = event.payload.replace('"id":""', `"id":"${event.id}"`);
    events.push(event);
    return event;
  }

  /** @param {Record<string, any>} body */
  function newSession(body) {
    const id = `cs_test_${randomBytes(16).toString("hex")}`;
    const lineItems = (body.line_items ?? []).map((/** @type {any} */ item) => ({ quantity: Number(item.quantity), name: item.price_data.product_data.name, unit_amount: Number(item.price_data.unit_amount) }));
    const shipping = Number(body.shipping_options?.[0]?.shipping_rate_data?.fixed_amount?.amount ?? 0);
    const subtotal = lineItems.reduce((/** @type {number} */ sum, /** @type {any} */ item) => sum + item.quantity * item.unit_amount, 0);
    return {
      id, object: "checkout.session", mode: body.mode, status: "open", payment_status: "unpaid", currency: body.currency ?? body.line_items?.[0]?.price_data?.currency,
      client_reference_id: body.client_reference_id ?? null, metadata: body.metadata ?? {}, success_url: body.success_url, cancel_url: body.cancel_url,
      expires_at: Number(body.expires_at), amount_subtotal: subtotal, amount_total: subtotal + shipping, url: `${origin}/pay/${id}`,
      allowed_countries: body.shipping_address_collection?.allowed_countries ?? [], line_items_for_stand_in: lineItems, shipping_for_stand_in: shipping,
      customer_details: null, collected_information: null,
    };
  }

  /** @param {any} session */
  const hostedPage = (session) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Payment stand-in</title>
<style>body{font:16px system-ui;max-width:32rem;margin:2rem auto;padding:0 1rem}li{margin:.25rem 0}button{font:inherit;padding:.6rem 1.2rem;margin-right:.5rem}</style></head>
<body><main><h1>Payment stand-in</h1><p>A local stand-in for the hosted payment page. Nothing is charged.</p>
<ul>${session.line_items_for_stand_in.map((/** @type {any} */ item) => `<li>${item.quantity} × ${esc(item.name)}: ${(item.unit_amount * item.quantity) / 100}</li>`).join("")}</ul>
<p>Total: <output id="total">${session.amount_total / 100}</output> ${esc(String(session.currency).toUpperCase())}</p>
<form method="post" action="/pay/${session.id}/pay"><label>Email <input name="email" value="${esc(buyer.email)}"></label><button>Pay</button></form>
<form method="post" action="/pay/${session.id}/cancel"><button>Cancel</button></form></main></body></html>`;

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://stand-in");
    const text = req.method === "POST" ? await bodyOf(req) : "";
    const json = (/** @type {number} */ status, /** @type {unknown} */ value) => res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(value));
    const notFound = () => json(404, { error: { type: "invalid_request_error", code: "resource_missing", message: "No such checkout session" } });
    let match;
    if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      const body = parseFormBody(text);
      calls.push({ method: "POST", path: url.pathname, body });
      const key = String(req.headers["idempotency-key"] ?? "");
      const known = key ? byIdempotencyKey.get(key) : undefined;
      if (known) return json(200, sessions.get(known));
      const session = newSession(body);
      sessions.set(session.id, session);
      if (key) byIdempotencyKey.set(key, session.id);
      return json(200, session);
    }
    if ((match = /^\/v1\/checkout\/sessions\/([\w]+)(\/expire)?$/.exec(url.pathname))) {
      const session = sessions.get(match[1] ?? "");
      calls.push({ method: req.method ?? "GET", path: url.pathname, body: parseFormBody(text) });
      if (!session) return notFound();
      if (match[2]) {
        if (session.status !== "open") return json(400, { error: { type: "invalid_request_error", message: `Only open sessions can be expired; this one is ${session.status}` } });
        session.status = "expired";
        void deliver(emit("checkout.session.expired", session)).catch(() => {});
      }
      return json(200, session);
    }
    if ((match = /^\/pay\/([\w]+)(\/pay|\/cancel)?$/.exec(url.pathname))) {
      const session = sessions.get(match[1] ?? "");
      if (!session) return res.writeHead(404).end("No such session");
      if (!match[2]) return res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(hostedPage(session));
      if (match[2] === "/cancel") return res.writeHead(303, { Location: session.cancel_url.replace("{CHECKOUT_SESSION_ID}", session.id) }).end();
      if (session.status !== "open") return res.writeHead(409).end(`This session is ${session.status}`);
      const email = new URLSearchParams(text).get("email") || buyer.email;
      const country = session.allowed_countries[0] ?? "FR";
      Object.assign(session, {
        status: "complete", payment_status: "paid",
        customer_details: { email, name: buyer.name, address: null },
        collected_information: { shipping_details: { name: buyer.name, address: { line1: "4 Rue des Potiers", line2: null, postal_code: "75011", city: "Paris", country } } },
      });
      const event = emit("checkout.session.completed", session);
      // As the provider does: the buyer returns at once; the event arrives on its own.
      void deliver(event).catch((error) => console.error("stand-in: the webhook could not be delivered:", error.message));
      return res.writeHead(303, { Location: session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id) }).end();
    }
    res.writeHead(404).end();
  });

  return {
    sessions,
    events,
    calls,
    /** @param {number} [port] 0: any free port */
    listen(port = 0) {
      return new Promise((resolve) => server.listen(port, "127.0.0.1", () => {
        const address = /** @type {import("node:net").AddressInfo} */ (server.address());
        origin = `http://127.0.0.1:${address.port}`;
        resolve(origin);
      }));
    },
    /** @param {string} url */
    setWebhookUrl(url) {
      webhookUrl = url;
    },
    /** Sends a kept event again, as a retried or duplicated delivery; resolves with the site's status. @param {string} id */
    resend(id) {
      const event = events.find((e) => e.id === id);
      if (!event) throw new Error(`no event ${id}`);
      return deliver(event);
    },
    /** Sends any payload with a signature made with `secret` (a forged event when it is not the site's). @param {string} payload @param {string} secret */
    async deliverRaw(payload, secret) {
      const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
      const response = await fetch(/** @type {string} */ (webhookUrl), { method: "POST", headers: { "Content-Type": "application/json", "Stripe-Signature": signature }, body: payload });
      return response.status;
    },
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
