import type { IncomingMessage, ServerResponse } from "node:http";
import { nextStates, orderCsv, ORDER_STATUSES, paidAfterCancelling, type openOrderBook, type Order } from "@vitrine/site/editor/server";
import { readJson, sendJson } from "./body";

/** The newest this many orders are listed; the CSV export and `npm run orders` give them all. */
const ORDERS_LISTED = 500;

/** `?status=paid,requested` as a list, or the message naming what is not a status. */
function orderStatuses(text: string | null): Order["status"][] | string {
  if (!text) return [];
  const list = text.split(",").filter(Boolean);
  const unknown = list.filter((status) => !(ORDER_STATUSES as readonly string[]).includes(status));
  return unknown.length ? `"${unknown.join(", ")}" is not an order status (${ORDER_STATUSES.join(", ")}).` : (list as Order["status"][]);
}

/** An order as the studio shows it: with the states the owner may move it to now (the buttons), and whether money came after it was cancelled. */
const shown = (order: Order) => ({ ...order, next: nextStates(order), paidAfterCancelling: paidAfterCancelling(order) });

/** What the owner is told after a move, beside the order itself. */
const MAIL_SAID = {
  sent: "The buyer was emailed that it is on its way.",
  failed: "The email to the buyer could not be sent: tell them yourself.",
  off: "The buyer was not emailed (the site's mail is not set up, or the order has no email address): tell them yourself.",
  none: "",
} as const;

/**
 * The studio's orders (docs/behaviour/shop.md#the-studios-order-list): the list (`?status=`),
 * its CSV export (`/api/orders.csv`, the columns of `npm run orders`), one order, and its
 * move to another state (docs/decisions/036-selling.md#order-states). True when it answered.
 */
export async function ordersApi(request: IncomingMessage, response: ServerResponse, parts: string[], url: URL, orders: ReturnType<typeof openOrderBook>): Promise<boolean> {
  const method = request.method ?? "GET";
  const [area, id, action] = parts;
  if (area === "mail" && parts.length === 1 && method === "GET") {
    // Whether orders are emailed: the Orders screen says so when they are not.
    sendJson(response, 200, { ordersEmailed: orders.mailed });
    return true;
  }
  if ((area === "orders" || area === "orders.csv") && id === undefined && method === "GET") {
    const status = orderStatuses(url.searchParams.get("status"));
    if (typeof status === "string") return (sendJson(response, 422, { message: status }), true);
    const csv = area === "orders.csv";
    const listed = await orders.list({ status, ...(csv ? {} : { limit: ORDERS_LISTED }) }).catch((error: Error) => error);
    if (listed instanceof Error) return (sendJson(response, 503, { message: `The orders could not be read from the site's database: ${listed.message}` }), true);
    if (!csv) return (sendJson(response, 200, listed.map(shown)), true);
    const day = new Date().toISOString().slice(0, 10);
    response.writeHead(200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="orders-${day}.csv"`,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    });
    response.end(orderCsv(listed));
    return true;
  }
  if (area !== "orders" || id === undefined) return false;
  // One order with all that is needed to pack and ship it.
  if (action === undefined && parts.length === 2 && method === "GET") {
    const found = await orders.get(id).catch((error: Error) => error);
    if (found instanceof Error) return (sendJson(response, 503, { message: `The order could not be read from the site's database: ${found.message}` }), true);
    sendJson(response, found ? 200 : 404, found ? shown(found) : { message: `There is no order ${id}.` });
    return true;
  }
  if (action === "state" && parts.length === 3 && method === "POST") {
    const body = await readJson(request);
    const changed = await orders.change(id, { to: String(body.to ?? ""), ...(typeof body.from === "string" ? { from: body.from } : {}), tracking: body.tracking, note: body.note });
    if (!changed.ok) return (sendJson(response, changed.status, { message: changed.message }), true);
    sendJson(response, 200, { order: shown(changed.order), mail: changed.mail, message: MAIL_SAID[changed.mail] });
    return true;
  }
  return false;
}
