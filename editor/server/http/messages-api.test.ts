import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentHashes, createSubmissionStore, openDatabase, placeOrder, type Order } from "@vitrine/site/editor/server";
import type { MessageView } from "./messages-api";
import type { Today } from "../today/today";
import { startEditorForTests } from "./editor-for-tests";

/**
 * The studio's Messages screen and first screen over the site server's own database
 * (docs/owner.md#messages, docs/owner.md#the-first-screen-what-needs-doing).
 */
const site = fileURLToPath(new URL("../../../site/", import.meta.url));
const contentDir = path.join(site, "content");
const temp = mkdtempSync(path.join(tmpdir(), "editor-messages-"));
const database = { VITRINE_DATA_DIR: path.join(temp, "data"), DATABASE_URL: "" };
// A live build whose record of the content differs from the files in one product.
const liveDir = path.join(temp, "build");
let editor: Awaited<ReturnType<typeof startEditorForTests>>;

async function withDb<T>(fn: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<T>) {
  const { db } = await openDatabase(database);
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

const paidOrder = (id: string, product: string, quantity: number): Order => ({
  id, kind: "checkout", status: "paid", createdAt: Date.UTC(2026, 10, 2), updatedAt: Date.UTC(2026, 10, 2), expiresAt: null, currency: "EUR", subtotal: 3600 * quantity, shipping: 600, total: 3600 * quantity + 600,
  lines: [{ product, title: "Lidded salt jar", sku: "SJ-1", quantity, unitPrice: 3600 }], shippingZone: "France", country: "FR",
  paymentSession: `cs_${id}`, buyerName: "Ann Potter", buyerEmail: "ann@example.com", address: null, note: null, paidAt: Date.UTC(2026, 10, 2), ownerEmailedAt: null, buyerEmailedAt: null, language: "en",
  packedAt: null, shippedAt: null, cancelledAt: null, refundedAt: null, trackingUrl: null, refundNote: null,
});

beforeAll(async () => {
  mkdirSync(path.join(liveDir, "server"), { recursive: true });
  writeFileSync(path.join(liveDir, "server", "index.js"), "");
  const content = { ...contentHashes(contentDir), "products/lidded-salt-jar.md": "as it was built" };
  writeFileSync(path.join(liveDir, "build-cache.json"), JSON.stringify({ version: 1, code: "", content, categories: {} }));
  // The French edition built as it is.
  const french = path.join(liveDir, "editions", "fr");
  mkdirSync(path.join(french, "server"), { recursive: true });
  writeFileSync(path.join(french, "server", "index.js"), "");
  writeFileSync(path.join(french, "build-cache.json"), JSON.stringify({ version: 1, code: "", content: contentHashes(path.join(contentDir, "editions", "fr")), categories: {} }));
  editor = await startEditorForTests({ client: false, contentDir, mediaDir: path.join(site, "public", "media"), previewPort: 0, database, liveDir });
});
afterAll(async () => {
  await editor.close();
  rmSync(temp, { recursive: true, force: true });
});

const today = async () => (await (await editor.get("/api/today")).json()) as Today;
const messages = async () => (await (await editor.get("/api/messages")).json()) as MessageView[];

describe("the studio's first screen", () => {
  it("counts the orders to pack and their pieces, new messages and low stock once they arrive, and says what is set up", async () => {
    expect((await fetch(`${editor.base}/api/today`)).status).toBe(401);
    const before = await today();
    expect(before).toEqual({
      toPack: { orders: 0, pieces: 0 },
      toRefund: 0,
      newMessages: 0,
      drafts: { posts: 0, products: 0 },
      unpublished: 1,
      lowStock: [
        { slug: "wood-fired-storage-jar", title: "Wood-fired storage jar", left: 1 },
        { slug: "bud-vase-trio", title: "Bud vase trio", left: 2 },
        { slug: "celadon-bottle-vase", title: "Celadon bottle vase", left: 2 },
      ],
      lowStockAt: 2,
      mail: false,
      payments: "off",
    });
    await withDb(async (db) => {
      await placeOrder(db, paidOrder("PAIDSALT2222", "lidded-salt-jar", 2), new Map([["lidded-salt-jar", 3]]));
      await createSubmissionStore(db).add({ form: "contact", page: "/contact", language: "en", fields: { name: "Bo", email: "bo@example.com", message: "Hello" } });
    });
    const after = await today();
    expect(after.toPack).toEqual({ orders: 1, pieces: 2 });
    expect(after.newMessages).toBe(1);
    expect(after.lowStock[0]).toEqual({ slug: "lidded-salt-jar", title: "Lidded salt jar", left: 1 });
  });

  it("says when the site was never published from here, and when payments are half set up", async () => {
    const other = await startEditorForTests({ client: false, contentDir, mediaDir: path.join(site, "public", "media"), previewPort: 0, database: { ...database, STRIPE_SECRET_KEY: "sk_test_1" }, liveDir: path.join(temp, "none") });
    try {
      const answer = (await (await other.get("/api/today")).json()) as Today;
      expect([answer.unpublished, answer.payments]).toEqual([null, "incomplete"]);
    } finally {
      await other.close();
    }
  });
});

describe("the studio's Messages", () => {
  let enquiry = "";
  let contact = "";
  beforeAll(async () => {
    await withDb(async (db) => {
      const store = createSubmissionStore(db);
      contact = (await store.add({ form: "contact", page: "/contact", language: "en", fields: { name: "Cy", email: "cy@example.com", message: "Do you teach?" }, receivedAt: Date.UTC(2026, 10, 3) })).submission.id;
      enquiry = (await store.add({ form: "enquiry", page: "/fr/shop/moon-jar", language: "fr", fields: { email: "di@example.fr", message: "Encore ?", _product: "Moon jar" }, receivedAt: Date.UTC(2026, 10, 4) })).submission.id;
    });
  });

  it("are listed newest first, each with the product it was about and its language, and only to a signed-in owner", async () => {
    expect((await fetch(`${editor.base}/api/messages`)).status).toBe(401);
    const listed = await messages();
    const ours = listed.filter((m) => m.id === enquiry || m.id === contact);
    expect(ours.map((m) => [m.form, m.language, m.product, m.readAt])).toEqual([
      ["enquiry", "fr", { slug: "moon-jar", title: "Moon jar" }, null],
      ["contact", "en", null, null],
    ]);
    expect(listed.map((m) => m.receivedAt)).toEqual([...listed.map((m) => m.receivedAt)].sort((a, b) => b - a));
  });

  it("name each field by its form's label, in the language the message came in", async () => {
    const listed = await messages();
    expect(listed.find((m) => m.id === enquiry)?.labels).toMatchObject({ email: "Votre adresse e-mail", message: "Votre question" });
    expect(listed.find((m) => m.id === contact)?.labels).toMatchObject({ name: "Your name", subject: "What is it about?", message: "Message" });
  });

  it("are marked read once opened, and new again on asking, changing the count of new ones", async () => {
    const unread = (await today()).newMessages!;
    const read = await editor.send("POST", `/api/messages/${enquiry}/read`, { read: true });
    expect(read.status).toBe(200);
    const readAt = ((await read.json()) as MessageView).readAt;
    expect(typeof readAt).toBe("number");
    expect((await today()).newMessages).toBe(unread - 1);
    // Opened again: it keeps the time it was first read.
    expect(((await (await editor.send("POST", `/api/messages/${enquiry}/read`, { read: true })).json()) as MessageView).readAt).toBe(readAt);
    expect(((await (await editor.send("POST", `/api/messages/${enquiry}/read`, { read: false })).json()) as MessageView).readAt).toBeNull();
    expect((await today()).newMessages).toBe(unread);
    const wrong = await editor.send("POST", `/api/messages/${enquiry}/read`, { read: "yes" });
    expect([wrong.status, await wrong.json()]).toEqual([422, { message: "Say whether the message is read: true or false." }]);
    expect((await editor.send("POST", `/api/messages/${enquiry}/read`, { read: true }, { origin: "http://evil.example" })).status).toBe(403);
  });

  it("are deleted for good, once, and a wrong or unknown message is said to be none", async () => {
    const gone = await editor.send("DELETE", `/api/messages/${contact}`, {});
    expect([gone.status, await gone.json()]).toEqual([200, { deleted: contact }]);
    expect((await messages()).some((m) => m.id === contact)).toBe(false);
    const again = await editor.send("DELETE", `/api/messages/${contact}`, {});
    expect([again.status, await again.json()]).toEqual([404, { message: "There is no such message: it may have been deleted already." }]);
    for (const id of ["not-an-id", "00000000-0000-4000-8000-000000000000"]) {
      const answer = await editor.send("POST", `/api/messages/${id}/read`, { read: true });
      expect([answer.status, await answer.json()]).toEqual([404, { message: "There is no such message: it may have been deleted." }]);
    }
  });
});
