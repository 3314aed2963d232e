// @vitest-environment jsdom
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OrderDetail } from "./order-detail";
import { OrderList } from "./order-list";

/** An order's page in the studio: what is needed to pack and ship it (docs/behaviour/shop.md#the-studios-order-list). */
const ORDER = {
  id: "SHIPPING4444", kind: "checkout", status: "paid", createdAt: Date.UTC(2026, 10, 1, 9), updatedAt: Date.UTC(2026, 10, 1, 9, 5), paidAt: Date.UTC(2026, 10, 1, 9, 5),
  expiresAt: null, currency: "EUR", subtotal: 7200, shipping: 600, total: 7800, shippingZone: "Europe", country: "FR", paymentSession: null,
  lines: [{ product: "mug", title: "Slate mug", sku: "MU-1", quantity: 2, unitPrice: 3600 }],
  buyerName: "Ann Potter", buyerEmail: "ann@example.com", address: { line1: "3 rue des Potiers", line2: "Atelier B", postalCode: "69001", city: "Lyon", country: "FR" },
  note: "Gift wrap, please", language: "fr", ownerEmailedAt: null, buyerEmailedAt: null,
};

function serve(answers: Record<string, [number, unknown]>) {
  vi.stubGlobal("fetch", async (url: string) => {
    const [status, body] = answers[url] ?? [404, { message: "No such editor request" }];
    return { status, json: async () => body };
  });
}

function mount(element: React.ReactElement) {
  const host = document.createElement("div");
  document.body.append(host);
  const root = createRoot(host);
  flushSync(() => root.render(element));
  return { host, unmount: () => (root.unmount(), host.remove()) };
}

afterEach(() => vi.unstubAllGlobals());

describe("an order's page in the studio", () => {
  it("shows the pieces, the buyer, the full address with its country, the shipping, the total, the note, the language and the dates, under a focused heading with a way back", async () => {
    serve({ "/api/orders/SHIPPING4444": [200, ORDER] });
    const { host, unmount } = mount(<OrderDetail id="SHIPPING4444" />);
    await vi.waitFor(() => expect(host.querySelector("h1")?.textContent).toBe("Order SHIPPING4444"));
    // The heading takes focus in an effect after the page is drawn.
    await vi.waitFor(() => expect(document.activeElement).toBe(host.querySelector("h1")));
    expect(host.querySelector('a[href="#/orders"]')?.textContent).toBe("All orders");
    const text = host.textContent ?? "";
    for (const shown of ["Paid", "Slate mug", "MU-1", "Ann Potter", "ann@example.com", "3 rue des Potiers", "Atelier B", "69001 Lyon", "France", "Europe", "Gift wrap, please", "French", "Placed", "Total"]) expect(text).toContain(shown);
    expect(host.querySelector(".order-detail__pieces tbody td")?.textContent).toBe("2");
    expect(text).toMatch(/78[.,]00/);
    expect(text).toMatch(/6[.,]00/);
    expect(host.querySelector('a[href="mailto:ann@example.com"]')).not.toBeNull();
    unmount();
  });

  it("says plainly when there is no such order, and still leads back", async () => {
    serve({ "/api/orders/NOSUCHORDER2": [404, { message: "There is no order NOSUCHORDER2." }] });
    const { host, unmount } = mount(<OrderDetail id="NOSUCHORDER2" />);
    await vi.waitFor(() => expect(host.querySelector('[role="alert"]')?.textContent).toBe("There is no order NOSUCHORDER2."));
    expect(host.querySelector('a[href="#/orders"]')).not.toBeNull();
    unmount();
  });

  it("is reached from the order list by the order's reference, a link", async () => {
    serve({ "/api/mail": [200, { ordersEmailed: true }], "/api/orders": [200, [ORDER]] });
    const { host, unmount } = mount(<OrderList />);
    await vi.waitFor(() => expect(host.querySelector('a[href="#/order/SHIPPING4444"]')?.textContent).toBe("SHIPPING4444"));
    unmount();
  });
});
