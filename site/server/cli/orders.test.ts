import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/open-database.mjs";
import { placeOrder } from "../shop/shop.mjs";
import { main as orders } from "./orders.mjs";

/** `npm run orders` over a real embedded database (docs/selling.md, docs/behaviour/shop.md#orders). */
const dir = mkdtempSync(path.join(tmpdir(), "vitrine-orders-cli-"));
const env = { VITRINE_DATA_DIR: dir, DATABASE_URL: "" };
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const order = (id: string, createdAt: number, status: "pending" | "requested", buyerName: string | null) => ({
  id, kind: status === "pending" ? ("checkout" as const) : ("request" as const), status, createdAt, expiresAt: null, currency: "EUR",
  subtotal: 7200, shipping: 600, total: 7800, lines: [{ product: "mug", title: "Slate mug", sku: "MU-1", quantity: 2, unitPrice: 3600 }],
  shippingZone: "France", country: "FR", paymentSession: null, buyerName, buyerEmail: buyerName ? "ann@example.com" : null,
  address: buyerName ? { line1: "12 Kiln Lane", line2: "", postalCode: "69001", city: "Lyon", country: "FR" } : null, note: null,
});

const ready = (async () => {
  const { db } = await openDatabase(env);
  await placeOrder(db, order("AAAA2222BBBB", Date.UTC(2026, 0, 2), "requested", '=HYPERLINK("http://evil.example")'), new Map([["mug", 10]]));
  await placeOrder(db, order("CCCC3333DDDD", Date.UTC(2026, 0, 5), "pending", null), new Map([["mug", 10]]));
  await db.close();
})();

describe("npm run orders", () => {
  it("exports CSV, newest first, amounts in the currency's unit, and a buyer's text never a formula", async () => {
    await ready;
    const lines = (await orders(["--format", "csv"], env)).trimEnd().split("\r\n");
    expect(lines[0]).toBe("id,created,kind,status,paid,buyer_name,buyer_email,address,country,lines,currency,subtotal,shipping,total,payment_session,note,language,packed,shipped,tracking_url,cancelled,refunded,refund_note");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^CCCC3333DDDD,2026-01-05T00:00:00.000Z,checkout,pending,/);
    expect(lines[2]).toContain(`,request,requested,,"'=HYPERLINK(""http://evil.example"")",ann@example.com,"12 Kiln Lane, 69001 Lyon, FR",FR,2 × Slate mug (MU-1),EUR,72.00,6.00,78.00,,`);
  });

  it("exports JSON lines, filtered by status and period", async () => {
    await ready;
    const json = await orders(["--format", "json", "--status", "requested", "--since", "2026-01-01"], env);
    const rows = json.trimEnd().split("\n").map((line) => JSON.parse(line) as Record<string, string>);
    expect(rows.map((row) => row.id)).toEqual(["AAAA2222BBBB"]);
    expect(rows[0]!.total).toBe("78.00");
  });

  it("names a status it does not know", async () => {
    await expect(orders(["--status", "posted"], env)).rejects.toThrow('--status takes pending, processing, paid, requested, packed, shipped, cancelled, refunded, expired, failed (comma-separated); received "posted"');
  });
});
