import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { migrate } from "../db/migrate.mjs";
import { openPostgres } from "../db/postgres.mjs";
import { openSqlite } from "../db/sqlite.mjs";
import { startTestPostgres } from "../db/test-postgres";
import type { Db } from "../db/types.d.mts";
import { getOrder, moveOrder, newOrderId, placeOrder, releaseLapsed } from "./orders.mjs";
import { changeOrder } from "./order-book.mjs";
import { nextStates, paidAfterCancelling } from "./order-states.mjs";
import { createPaymentEvents } from "./payment-events.mjs";
import { SoldOutError, unitsLeft } from "./stock.mjs";

/**
 * Exactly-once stock across server instances (docs/decisions/036-selling.md#exactly-once):
 * several connections to one database — each one a server instance — try to hold the last
 * piece at once; one gets it. On the embedded SQLite and on a real PostgreSQL.
 */
const temp = mkdtempSync(path.join(tmpdir(), "vitrine-stock-"));
const postgres = startTestPostgres({ skipping: "the stock tests", portOffset: 3 });
const opened: Db[] = [];
afterAll(async () => {
  await Promise.all(opened.map((db) => db.close()));
  if (typeof postgres !== "string") postgres.stop();
  rmSync(temp, { recursive: true, force: true });
}, 60_000);

let counter = 0;
const backends: { name: string; instances: (n: number) => Promise<Db[]> }[] = [
  {
    name: "embedded SQLite",
    // One connection per process: the driver is synchronous, so connections of one process
    // would wait on each other's lock while holding the thread; instances are processes.
    instances: async (n) => {
      const db = openSqlite({ file: path.join(temp, `stock-${++counter}.sqlite`) });
      return Array.from({ length: n }, () => db);
    },
  },
];
if (typeof postgres !== "string") {
  backends.push({
    name: "PostgreSQL",
    instances: async (n) => {
      const url = await postgres.createDatabase(`vitrine_stock_${++counter}`);
      return Array.from({ length: n }, () => openPostgres({ url }));
    },
  });
}

const order = (product: string, quantity: number, createdAt = Date.now(), expiresAt: number | null = createdAt + 60_000) => ({
  id: newOrderId(), kind: "checkout" as const, status: "pending" as const, createdAt, expiresAt, currency: "EUR", subtotal: 100, shipping: 0, total: 100,
  lines: [{ product, title: product, sku: product, quantity, unitPrice: 100 }], shippingZone: "France", country: "FR",
  paymentSession: null, buyerName: null, buyerEmail: null, address: null, note: null,
});

describe.each(backends)("$name", (backend) => {
  it("of six buyers of the last piece on three instances at once, exactly one holds it", async () => {
    const dbs = await backend.instances(3);
    opened.push(...new Set(dbs));
    await migrate(dbs[0]!);
    const counts = new Map([["jar", 1]]);
    const results = await Promise.allSettled(Array.from({ length: 6 }, (_, i) => placeOrder(dbs[i % 3]!, order("jar", 1), counts)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(refused).toHaveLength(5);
    for (const r of refused) expect(r.reason).toBeInstanceOf(SoldOutError);
    expect(await unitsLeft(dbs[1]!, [{ slug: "jar", stock: 1, inStock: true }])).toEqual(new Map([["jar", 0]]));
    expect(await dbs[2]!.query("select count(*) as n from orders")).toEqual([{ n: 1 }]);
  });

  it("a lapsed hold gives its units back once, however many instances sweep", async () => {
    const dbs = await backend.instances(2);
    opened.push(...new Set(dbs));
    await migrate(dbs[0]!);
    const lapsed = await placeOrder(dbs[0]!, order("mug", 2, 1000, 2000), new Map([["mug", 3]]));
    const swept = await Promise.all(dbs.map((db) => releaseLapsed(db, 5000)));
    expect(swept.flat().map((o) => o.id)).toEqual([lapsed.id]);
    expect((await getOrder(dbs[0]!, lapsed.id))?.status).toBe("expired");
    expect(await unitsLeft(dbs[1]!, [{ slug: "mug", stock: 3, inStock: true }])).toEqual(new Map([["mug", 3]]));
  });

  it("an order request is settled once: paid sells its pieces, cancelled gives them back, and the second owner is told", async () => {
    const dbs = await backend.instances(2);
    opened.push(...new Set(dbs));
    await migrate(dbs[0]!);
    const counts = new Map([["bowl", 4]]);
    const request = (quantity: number) => ({ ...order("bowl", quantity), kind: "request" as const, status: "requested" as const, expiresAt: null });
    const paid = await placeOrder(dbs[0]!, request(2), counts);
    const cancelled = await placeOrder(dbs[0]!, request(1), counts);
    const left = () => unitsLeft(dbs[1]!, [{ slug: "bowl", stock: 4, inStock: true }]);
    expect(await left()).toEqual(new Map([["bowl", 1]]));

    const both = await Promise.all(dbs.map((db) => changeOrder(db, paid.id, { to: "paid", from: "requested" }, 5000)));
    expect(both.filter((r) => r.ok)).toHaveLength(1);
    expect(both.find((r) => !r.ok)).toEqual({ ok: false, status: 409, message: `Order ${paid.id} was changed meanwhile, in another tab or by someone else: it is now paid. Look at it again before changing it.` });
    expect(await getOrder(dbs[1]!, paid.id)).toMatchObject({ status: "paid", paidAt: 5000 });
    expect(await dbs[1]!.query("select sold, reserved from stock_units where product = 'bowl'")).toEqual([{ sold: 2, reserved: 1 }]);

    expect(await changeOrder(dbs[1]!, cancelled.id, { to: "cancelled" }, 6000)).toMatchObject({ ok: true, order: { status: "cancelled", paidAt: null, cancelledAt: 6000 } });
    expect(await left()).toEqual(new Map([["bowl", 2]]));
    expect(await changeOrder(dbs[0]!, cancelled.id, { to: "paid" }, 7000)).toEqual({ ok: false, status: 409, message: `Order ${cancelled.id} cannot be marked paid. It is cancelled, so it cannot be marked paid.` });
    expect(await left()).toEqual(new Map([["bowl", 2]]));
  });

  it("a paid order cancelled or refunded before it is shipped gives its pieces back; once shipped, they stay sold", async () => {
    const [db] = await backend.instances(1);
    opened.push(db!);
    await migrate(db!);
    const counts = new Map([["cup", 5]]);
    const paidOrder = async (quantity: number) => placeOrder(db!, { ...order("cup", quantity), kind: "request" as const, status: "requested" as const, expiresAt: null }, counts);
    const left = () => unitsLeft(db!, [{ slug: "cup", stock: 5, inStock: true }]);
    const [a, b, c] = [await paidOrder(1), await paidOrder(1), await paidOrder(1)];
    for (const each of [a, b, c]) expect((await changeOrder(db!, each.id, { to: "paid" }, 10)).ok).toBe(true);
    expect(await left()).toEqual(new Map([["cup", 2]]));
    expect((await changeOrder(db!, a.id, { to: "cancelled", from: "paid" }, 20)).ok).toBe(true);
    expect((await changeOrder(db!, b.id, { to: "packed" }, 20)).ok).toBe(true);
    expect(await changeOrder(db!, b.id, { to: "refunded", note: " Paid back by bank transfer " }, 30)).toMatchObject({ ok: true, order: { status: "refunded", refundedAt: 30, refundNote: "Paid back by bank transfer" } });
    expect(await left()).toEqual(new Map([["cup", 4]]));
    expect(await changeOrder(db!, c.id, { to: "shipped", tracking: "https://track.example/parcel/1" }, 40)).toMatchObject({ ok: true, order: { shippedAt: 40, trackingUrl: "https://track.example/parcel/1" } });
    expect((await changeOrder(db!, c.id, { to: "refunded" }, 50)).ok).toBe(true);
    expect(await left()).toEqual(new Map([["cup", 4]]));
    expect(await changeOrder(db!, a.id, { to: "refunded" }, 60)).toMatchObject({ ok: true });
    expect(await left()).toEqual(new Map([["cup", 4]]));
  });

  it("a payment event never moves an order back: cancelled stays cancelled, and a payment after cancelling is shown to give back", async () => {
    const [db] = await backend.instances(1);
    opened.push(db!);
    await migrate(db!);
    let now = 100;
    const events = createPaymentEvents({ db: db!, clock: () => now });
    const counts = new Map([["plate", 3]]);
    const left = () => unitsLeft(db!, [{ slug: "plate", stock: 3, inStock: true }]);
    const event = (id: string, type: string, order: string) => ({ id, type, data: { object: { metadata: { order }, payment_status: "paid", customer_details: { name: "Ada", email: "ada@example.com" } } } });

    // Paid, then cancelled by the owner: a late or repeated payment event leaves it cancelled, its pieces on sale.
    const a = await placeOrder(db!, order("plate", 1), counts);
    expect((await events.apply(event("evt_1", "checkout.session.completed", a.id))).paid?.status).toBe("paid");
    now = 200;
    expect((await changeOrder(db!, a.id, { to: "cancelled", from: "paid" }, now)).ok).toBe(true);
    now = 300;
    expect(await events.apply(event("evt_2", "checkout.session.async_payment_succeeded", a.id))).toEqual({ repeat: false });
    expect(await events.apply(event("evt_3", "checkout.session.completed", a.id))).toEqual({ repeat: false });
    expect(await getOrder(db!, a.id)).toMatchObject({ status: "cancelled", paidAt: 100, cancelledAt: 200 });
    expect(paidAfterCancelling((await getOrder(db!, a.id))!)).toBe(false);
    expect(await left()).toEqual(new Map([["plate", 3]]));

    // Refunded stays refunded.
    expect((await changeOrder(db!, a.id, { to: "refunded" }, 400)).ok).toBe(true);
    expect(await events.apply(event("evt_4", "checkout.session.completed", a.id))).toEqual({ repeat: false });
    expect((await getOrder(db!, a.id))?.status).toBe("refunded");

    // Cancelled before it was paid (the buyer left the payment page), then paid: still cancelled,
    // the payment and the buyer recorded, and the owner may mark it refunded once given back.
    const b = await placeOrder(db!, order("plate", 2), counts);
    await db!.transaction((tx) => moveOrder(tx, b.id, { from: ["pending"], to: "cancelled", now: 500, units: "release", set: { cancelledAt: 500 } }));
    now = 600;
    expect(await events.apply(event("evt_5", "checkout.session.completed", b.id))).toMatchObject({ repeat: false, toRefund: { id: b.id, status: "cancelled" } });
    const late = (await getOrder(db!, b.id))!;
    expect(late).toMatchObject({ status: "cancelled", paidAt: 600, cancelledAt: 500, buyerEmail: "ada@example.com" });
    expect(paidAfterCancelling(late)).toBe(true);
    expect(nextStates(late)).toEqual(["refunded"]);
    expect(await left()).toEqual(new Map([["plate", 3]]));
    now = 700;
    expect(await events.apply(event("evt_6", "checkout.session.async_payment_succeeded", b.id))).toEqual({ repeat: false });
    expect((await getOrder(db!, b.id))?.paidAt).toBe(600);
  });

  it("moves only as the rule allows, and says why not", async () => {
    const [db] = await backend.instances(1);
    opened.push(db!);
    await migrate(db!);
    const checkout = await placeOrder(db!, order("vase", 1), new Map([["vase", 2]]));
    expect(await changeOrder(db!, checkout.id, { to: "paid" }, 1)).toEqual({ ok: false, status: 409, message: `Order ${checkout.id} cannot be marked paid. It is waiting for its payment: the payment provider settles it, not you.` });
    expect(await changeOrder(db!, "NOSUCHORDER2", { to: "paid" }, 1)).toEqual({ ok: false, status: 404, message: "There is no order NOSUCHORDER2." });
    expect(await changeOrder(db!, checkout.id, { to: "posted" }, 1)).toEqual({ ok: false, status: 422, message: '"posted" is not a state an order can be in.' });
    expect(await changeOrder(db!, checkout.id, { to: "shipped", tracking: "javascript:alert(1)" }, 1)).toMatchObject({ ok: false, status: 422 });
    expect((await getOrder(db!, checkout.id))?.status).toBe("pending");
  });
});
