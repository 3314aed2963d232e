import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, placeOrder, type Order } from "@vitrine/site/editor/server";
import { CSRF_HEADER } from "../../shared/names";
import { createEditorServer } from "../create-editor-server";

/**
 * The studio's order list over the site server's own database (docs/behaviour/shop.md#the-studios-order-list):
 * the orders newest first with their status, and an order request settled once.
 */
const site = fileURLToPath(new URL("../../../site/", import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), "editor-orders-"));
const database = { VITRINE_DATA_DIR: dataDir, DATABASE_URL: "" };
let base = "";
let cookie = "";
let csrf = "";
let close: () => Promise<void>;

const order = (id: string, createdAt: number, kind: Order["kind"], status: Order["status"]) => ({
  id, kind, status, createdAt, expiresAt: null, currency: "EUR", subtotal: 7200, shipping: 600, total: 7800,
  lines: [{ product: "mug", title: "Slate mug", sku: "MU-1", quantity: 2, unitPrice: 3600 }], shippingZone: "France", country: "FR",
  paymentSession: null, buyerName: "Ann Potter", buyerEmail: "ann@example.com", address: null, note: null,
});

beforeAll(async () => {
  const { db } = await openDatabase(database);
  await placeOrder(db, order("REQUEST22222", Date.UTC(2026, 10, 2), "request", "requested"), new Map([["mug", 10]]));
  await placeOrder(db, order("CHECKOUT3333", Date.UTC(2026, 10, 5), "checkout", "pending"), new Map([["mug", 10]]));
  await placeOrder(
    db,
    { ...order("SHIPPING4444", Date.UTC(2026, 10, 1), "checkout", "paid"), address: { line1: "3 rue des Potiers", line2: "Atelier B", postalCode: "69001", city: "Lyon", country: "FR" }, note: "Gift wrap, please", language: "fr" },
    new Map([["mug", 10]]),
  );
  await db.close();
  const editor = await createEditorServer({ client: false, contentDir: path.join(site, "content"), mediaDir: path.join(site, "public", "media"), previewPort: 0, database });
  close = editor.close;
  await new Promise<void>((resolve) => editor.server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(editor.server.address() as AddressInfo).port}`;
  cookie = (await fetch(`${base}/`)).headers.get("set-cookie")!.split(";")[0]!;
  csrf = ((await (await fetch(`${base}/api/session`, { headers: { cookie } })).json()) as { csrf: string }).csrf;
});
afterAll(async () => {
  await close();
  rmSync(dataDir, { recursive: true, force: true });
});

const read = (url: string) => fetch(`${base}${url}`, { headers: { cookie } });
const settle = (id: string, to: string, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/orders/${id}/settle`, { method: "POST", headers: { cookie, origin: base, [CSRF_HEADER]: csrf, "content-type": "application/json", ...headers }, body: JSON.stringify({ to }) });

describe("the studio's orders", () => {
  it("are listed newest first with their status, filtered by status, and only to a signed-in owner", async () => {
    expect((await fetch(`${base}/api/orders`)).status).toBe(401);
    const all = (await (await read("/api/orders")).json()) as Order[];
    expect(all.map((o) => [o.id, o.status, o.total])).toEqual([["CHECKOUT3333", "pending", 7800], ["REQUEST22222", "requested", 7800], ["SHIPPING4444", "paid", 7800]]);
    const requested = (await (await read("/api/orders?status=requested")).json()) as Order[];
    expect(requested.map((o) => o.id)).toEqual(["REQUEST22222"]);
    const unknown = await read("/api/orders?status=shipped");
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toEqual({ message: '"shipped" is not an order status (pending, processing, paid, requested, cancelled, expired, failed).' });
  });

  it("open one at a time with all that is needed to pack and ship it, and say plainly when there is no such order", async () => {
    expect((await fetch(`${base}/api/orders/SHIPPING4444`)).status).toBe(401);
    const one = await read("/api/orders/SHIPPING4444");
    expect(one.status).toBe(200);
    expect(await one.json()).toMatchObject({
      id: "SHIPPING4444", status: "paid", buyerName: "Ann Potter", buyerEmail: "ann@example.com",
      lines: [{ title: "Slate mug", sku: "MU-1", quantity: 2, unitPrice: 3600 }],
      address: { line1: "3 rue des Potiers", line2: "Atelier B", postalCode: "69001", city: "Lyon", country: "FR" },
      country: "FR", shippingZone: "France", shipping: 600, total: 7800, note: "Gift wrap, please", language: "fr",
    });
    const missing = await read("/api/orders/NOSUCHORDER2");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: "There is no order NOSUCHORDER2." });
  });

  it("say whether orders are emailed: not without the site's mail settings", async () => {
    expect(await (await read("/api/mail")).json()).toEqual({ ordersEmailed: false });
    const mailed = await createEditorServer({ client: false, contentDir: path.join(site, "content"), mediaDir: path.join(site, "public", "media"), previewPort: 0, database: { ...database, SMTP_URL: "smtp://mail.example:587" } });
    await new Promise<void>((resolve) => mailed.server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(mailed.server.address() as AddressInfo).port}`;
    const session = (await fetch(`${url}/`)).headers.get("set-cookie")!.split(";")[0]!;
    expect(await (await fetch(`${url}/api/mail`, { headers: { cookie: session } })).json()).toEqual({ ordersEmailed: true });
    await mailed.close();
  });

  it("settle a request once, from this editor only, and never a paid-online order", async () => {
    expect((await settle("REQUEST22222", "paid", { origin: "http://evil.example" })).status).toBe(403);
    const paid = await settle("REQUEST22222", "paid");
    expect(paid.status).toBe(200);
    expect(await paid.json()).toMatchObject({ id: "REQUEST22222", status: "paid" });
    const again = await settle("REQUEST22222", "cancelled");
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: "Order REQUEST22222 was already settled: it is paid." });
    expect((await settle("CHECKOUT3333", "paid")).status).toBe(409);
    expect((await settle("NOSUCHORDER2", "paid")).status).toBe(404);
    const listed = (await (await read("/api/orders")).json()) as Order[];
    expect(listed.map((o) => o.status)).toEqual(["pending", "paid", "paid"]);
  });

  it("say plainly when the site's database cannot be opened, and the editor goes on", async () => {
    const broken = await createEditorServer({ client: false, contentDir: path.join(site, "content"), mediaDir: path.join(site, "public", "media"), previewPort: 0, database: { DATABASE_URL: "mysql://shop" } });
    await new Promise<void>((resolve) => broken.server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(broken.server.address() as AddressInfo).port}`;
    const session = (await fetch(`${url}/`)).headers.get("set-cookie")!.split(";")[0]!;
    const answer = await fetch(`${url}/api/orders`, { headers: { cookie: session } });
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ message: `The orders could not be read from the site's database: DATABASE_URL must start with postgres:// or postgresql://, received "mysql:…"` });
    expect((await fetch(`${url}/api/pages`, { headers: { cookie: session } })).status).toBe(200);
    await broken.close();
  });
});
