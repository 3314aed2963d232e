import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, placeOrder, type Order } from "@vitrine/site/editor/server";
import { createSmtpCatcher } from "../../../tests/smtp-catcher.mjs";
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
const move = (id: string, change: { to: string; from?: string; tracking?: string; note?: string }, headers: Record<string, string> = {}, at = base, session = cookie, token = csrf) =>
  fetch(`${at}/api/orders/${id}/state`, { method: "POST", headers: { cookie: session, origin: at, [CSRF_HEADER]: token, "content-type": "application/json", ...headers }, body: JSON.stringify(change) });

describe("the studio's orders", () => {
  it("are listed newest first with their status, filtered by status, and only to a signed-in owner", async () => {
    expect((await fetch(`${base}/api/orders`)).status).toBe(401);
    const all = (await (await read("/api/orders")).json()) as Order[];
    expect(all.map((o) => [o.id, o.status, o.total])).toEqual([["CHECKOUT3333", "pending", 7800], ["REQUEST22222", "requested", 7800], ["SHIPPING4444", "paid", 7800]]);
    const requested = (await (await read("/api/orders?status=requested")).json()) as Order[];
    expect(requested.map((o) => o.id)).toEqual(["REQUEST22222"]);
    const unknown = await read("/api/orders?status=posted");
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toEqual({ message: '"posted" is not an order status (pending, processing, paid, requested, packed, shipped, cancelled, refunded, expired, failed).' });
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

  it("move a request to paid once, from this editor only, and never a checkout still waiting for its payment", async () => {
    expect((await move("REQUEST22222", { to: "paid" }, { origin: "http://evil.example" })).status).toBe(403);
    const paid = await move("REQUEST22222", { to: "paid", from: "requested" });
    expect(paid.status).toBe(200);
    expect(await paid.json()).toMatchObject({ order: { id: "REQUEST22222", status: "paid", next: ["packed", "shipped", "cancelled", "refunded"] }, mail: "none", message: "" });
    const again = await move("REQUEST22222", { to: "cancelled", from: "requested" });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: "Order REQUEST22222 was changed meanwhile, in another tab or by someone else: it is now paid. Look at it again before changing it." });
    const waiting = await move("CHECKOUT3333", { to: "paid" });
    expect(waiting.status).toBe(409);
    expect(await waiting.json()).toEqual({ message: "Order CHECKOUT3333 cannot be marked paid. It is waiting for its payment: the payment provider settles it, not you." });
    expect((await move("NOSUCHORDER2", { to: "paid" })).status).toBe(404);
    const listed = (await (await read("/api/orders")).json()) as Order[];
    expect(listed.map((o) => o.status)).toEqual(["pending", "paid", "paid"]);
  });

  it("go packed, then shipped with a checked tracking link, then refunded by hand with a note; the history keeps each date", async () => {
    expect((await move("REQUEST22222", { to: "packed", from: "paid" })).status).toBe(200);
    const badLink = await move("REQUEST22222", { to: "shipped", from: "packed", tracking: "javascript:alert(1)" });
    expect(badLink.status).toBe(422);
    expect(await badLink.json()).toEqual({ message: "The tracking link must be a web address starting with https:// or http://, or left empty." });
    const shipped = await move("REQUEST22222", { to: "shipped", from: "packed", tracking: "https://track.example/1" });
    expect(await shipped.json()).toMatchObject({ order: { status: "shipped", trackingUrl: "https://track.example/1" }, mail: "off" });
    const backwards = await move("REQUEST22222", { to: "packed", from: "shipped" });
    expect(backwards.status).toBe(409);
    expect(await backwards.json()).toEqual({ message: "Order REQUEST22222 cannot be marked packed. It is shipped, so it cannot be marked packed." });
    const refunded = (await (await move("REQUEST22222", { to: "refunded", from: "shipped", note: "Broken in the post" })).json()) as { order: Order };
    expect(refunded.order).toMatchObject({ status: "refunded", refundNote: "Broken in the post" });
    for (const at of [refunded.order.paidAt, refunded.order.packedAt, refunded.order.shippedAt, refunded.order.refundedAt]) expect(at).toBeGreaterThan(0);
  });

  it("mail the buyer that the order is shipped, in the order's language, with its tracking link", async () => {
    const catcher = createSmtpCatcher();
    const smtp = await catcher.listen();
    const mailed = await createEditorServer({ client: false, contentDir: path.join(site, "content"), mediaDir: path.join(site, "public", "media"), previewPort: 0, database: { ...database, SMTP_URL: smtp, MAIL_TO: "studio@example.com" } });
    await new Promise<void>((resolve) => mailed.server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(mailed.server.address() as AddressInfo).port}`;
    const session = (await fetch(`${url}/`)).headers.get("set-cookie")!.split(";")[0]!;
    const token = ((await (await fetch(`${url}/api/session`, { headers: { cookie: session } })).json()) as { csrf: string }).csrf;
    try {
      const shipped = await move("SHIPPING4444", { to: "shipped", from: "paid", tracking: "https://track.example/colis/9" }, {}, url, session, token);
      expect(await shipped.json()).toMatchObject({ mail: "sent", message: "The buyer was emailed that it is on its way." });
      expect(catcher.messages).toHaveLength(1);
      const [mail] = catcher.messages;
      expect(mail).toMatchObject({ to: "ann@example.com", subject: expect.stringMatching(/: votre commande SHIPPING4444 est en route$/) });
      expect(mail!.text).toContain("Bonne nouvelle");
      expect(mail!.text).toContain("2 × Slate mug");
      expect(mail!.text).toContain("3 rue des Potiers");
      expect(mail!.text).toContain("https://track.example/colis/9");
    } finally {
      await mailed.close();
      await catcher.close();
    }
  });

  it("export the orders shown as CSV, with the command's columns and no formula a spreadsheet would run", async () => {
    expect((await fetch(`${base}/api/orders.csv`)).status).toBe(401);
    const { db } = await openDatabase(database);
    await placeOrder(db, { ...order("FORMULA55555", Date.UTC(2026, 10, 6), "request", "requested"), buyerName: "=HYPERLINK(\"http://evil.example\")" }, new Map([["mug", 10]]));
    await db.close();
    const answer = await read("/api/orders.csv?status=requested");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("content-disposition")).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await answer.text()).trim().split("\r\n");
    expect(lines[0]).toBe("id,created,kind,status,paid,buyer_name,buyer_email,address,country,lines,currency,subtotal,shipping,total,payment_session,note,language,packed,shipped,tracking_url,cancelled,refunded,refund_note");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^FORMULA55555,.*,request,requested,,"'=HYPERLINK\(""http:\/\/evil\.example""\)",/);
    expect((await read("/api/orders.csv?status=posted")).status).toBe(422);
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
