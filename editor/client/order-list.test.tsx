// @vitest-environment jsdom
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OrderList } from "./order-list";

/** The Orders screen's notice when the site's orders are not emailed (docs/behaviour/shop.md#the-studios-order-list). */
async function shown(ordersEmailed: boolean) {
  let mailRead = false;
  vi.stubGlobal("fetch", async (url: string) => {
    const body = url === "/api/mail" ? { ordersEmailed } : [];
    return { status: 200, json: async () => ((mailRead ||= url === "/api/mail"), body) };
  });
  const host = document.createElement("div");
  const root = createRoot(host);
  flushSync(() => root.render(<OrderList />));
  // The list is in, and the mail answer read (what it sets shows with the list's render or the next).
  await vi.waitFor(() => expect(mailRead && host.textContent?.includes("No orders yet")).toBe(true));
  if (!ordersEmailed) await vi.waitFor(() => expect(host.textContent).toContain("not being emailed"));
  const text = host.textContent ?? "";
  root.unmount();
  return text;
}

afterEach(() => vi.unstubAllGlobals());

describe("the studio's Orders screen", () => {
  it("says plainly that orders are not being emailed when the site's mail is not set up, and says nothing when it is", async () => {
    expect(await shown(false)).toContain("Orders are not being emailed: the site’s mail is not set up, so neither you nor the buyer gets an email when an order arrives.");
    expect(await shown(true)).not.toContain("not being emailed");
  });

  it("shows a lapsed order request as lapsed, and until when an open one holds its pieces", async () => {
    const order = (id: string, status: string, expiresAt: number | null) => ({
      id, kind: "request", status, createdAt: Date.UTC(2026, 0, 5), updatedAt: Date.UTC(2026, 0, 5), expiresAt, currency: "EUR", subtotal: 3600, shipping: 0, total: 3600,
      lines: [{ product: "mug", title: "Slate mug", sku: "MU-1", quantity: 1, unitPrice: 3600 }], shippingZone: "France", country: "FR", paymentSession: null,
      buyerName: "Ann Lee", buyerEmail: "ann@example.com", address: null, note: null, paidAt: null, ownerEmailedAt: null, buyerEmailedAt: null, language: "en",
    });
    vi.stubGlobal("fetch", async (url: string) => ({
      status: 200,
      json: async () => (url === "/api/mail" ? { ordersEmailed: true } : [order("LAPSEDAAA222", "expired", Date.UTC(2026, 0, 12)), order("OPENBBB33333", "requested", Date.UTC(2026, 0, 12))]),
    }));
    const host = document.createElement("div");
    const root = createRoot(host);
    flushSync(() => root.render(<OrderList />));
    await vi.waitFor(() => expect(host.querySelectorAll("tbody tr")).toHaveLength(2));
    const [lapsed, open] = [...host.querySelectorAll("tbody tr")].map((row) => row.textContent ?? "");
    expect(lapsed).toContain("Request lapsed: not marked paid in time, its pieces are back in stock");
    expect(lapsed).not.toContain("Mark paid");
    expect(open).toContain("Request: send payment instructions");
    expect(open).toContain("Holds its pieces until");
    expect(host.textContent).toContain("A request not marked paid within 7 days lapses, and its pieces go back in stock.");
    root.unmount();
  });

  it("filters by state, and offers the orders shown as a CSV download", async () => {
    const asked: string[] = [];
    vi.stubGlobal("fetch", async (url: string) => {
      asked.push(url);
      return { status: 200, json: async () => (url === "/api/mail" ? { ordersEmailed: true } : []) };
    });
    const host = document.createElement("div");
    const root = createRoot(host);
    flushSync(() => root.render(<OrderList />));
    await vi.waitFor(() => expect(host.textContent).toContain("No orders yet"));
    const download = () => host.querySelector<HTMLAnchorElement>("a[download]");
    expect(download()?.getAttribute("href")).toBe("/api/orders.csv");
    const filter = host.querySelector<HTMLSelectElement>("#order-filter")!;
    expect([...filter.options].map((o) => o.text)).toEqual(["All orders", "Requests to settle", "Paid", "Packed, to ship", "Shipped", "Waiting for payment", "Cancelled, refunded, failed or not paid in time"]);
    filter.value = "packed";
    flushSync(() => filter.dispatchEvent(new Event("change", { bubbles: true })));
    await vi.waitFor(() => expect(asked).toContain("/api/orders?status=packed"));
    expect(download()?.getAttribute("href")).toBe("/api/orders.csv?status=packed");
    expect(download()?.textContent).toBe("Download these orders for a spreadsheet (CSV)");
    root.unmount();
  });
});
