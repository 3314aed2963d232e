// @vitest-environment jsdom
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OrderDetail } from "./order-detail";
import { OrderList } from "./order-list";
import { PackingSlip } from "./packing-slip";

/** An order's page in the studio: what is needed to pack and ship it (docs/behaviour/shop.md#the-studios-order-list). */
const ORDER = {
  id: "SHIPPING4444", kind: "checkout", status: "paid", createdAt: Date.UTC(2026, 10, 1, 9), updatedAt: Date.UTC(2026, 10, 1, 9, 5), paidAt: Date.UTC(2026, 10, 1, 9, 5),
  expiresAt: null, currency: "EUR", subtotal: 7200, shipping: 600, total: 7800, shippingZone: "Europe", country: "FR", paymentSession: null,
  lines: [{ product: "mug", title: "Slate mug", sku: "MU-1", quantity: 2, unitPrice: 3600 }],
  buyerName: "Ann Potter", buyerEmail: "ann@example.com", address: { line1: "3 rue des Potiers", line2: "Atelier B", postalCode: "69001", city: "Lyon", country: "FR" },
  note: "Gift wrap, please", language: "fr", ownerEmailedAt: null, buyerEmailedAt: null,
  packedAt: null, shippedAt: null, cancelledAt: null, refundedAt: null, trackingUrl: null, refundNote: null, next: ["packed", "shipped", "cancelled", "refunded"],
};

/** Answers GETs from `answers`, and records each POST, answering it from `posts`. */
function serveMoves(answers: Record<string, [number, unknown]>, posts: [number, unknown][]) {
  const sent: { url: string; body: unknown }[] = [];
  vi.stubGlobal("fetch", async (url: string, init?: RequestInit) => {
    if (init?.method === "POST") {
      sent.push({ url, body: JSON.parse(String(init.body)) });
      const [status, body] = posts.shift() ?? [500, { message: "No answer" }];
      return { status, json: async () => body };
    }
    const [status, body] = answers[url] ?? [404, { message: "No such editor request" }];
    return { status, json: async () => body };
  });
  return sent;
}

const click = (host: HTMLElement, name: string) => {
  const button = [...host.querySelectorAll("button")].find((b) => b.textContent === name);
  if (!button) throw new Error(`no button "${name}" in: ${host.textContent}`);
  flushSync(() => button.click());
};

function type(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")!.set!;
  setter.call(field, value);
  flushSync(() => field.dispatchEvent(new Event("input", { bubbles: true })));
}

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

  it("an order paid after it was cancelled says so, and that the money is to be given back", async () => {
    const cancelled = { ...ORDER, status: "cancelled", cancelledAt: Date.UTC(2026, 10, 1, 9, 1), paidAfterCancelling: true, next: ["refunded"] };
    serve({ "/api/orders/SHIPPING4444": [200, cancelled] });
    const { host, unmount } = mount(<OrderDetail id="SHIPPING4444" />);
    await vi.waitFor(() => expect(host.querySelector(".order-list__state")?.textContent).toBe("Cancelled, then paid: give the money back"));
    expect(host.textContent).toContain("The payment came in after this order was cancelled.");
    expect([...host.querySelectorAll(".order-moves button")].map((b) => b.textContent)).toEqual(["Mark refunded…"]);
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

  it("offers only the next states as buttons, ships with a tracking link, says the buyer was emailed, and shows the history", async () => {
    const shipped = { ...ORDER, status: "shipped", shippedAt: Date.UTC(2026, 10, 3, 10), trackingUrl: "https://track.example/9", next: ["refunded"] };
    const sent = serveMoves({ "/api/orders/SHIPPING4444": [200, ORDER] }, [[200, { order: shipped, mail: "sent", message: "The buyer was emailed that it is on its way." }]]);
    const { host, unmount } = mount(<OrderDetail id="SHIPPING4444" />);
    await vi.waitFor(() => expect(host.querySelector(".order-moves")).not.toBeNull());
    expect([...host.querySelectorAll(".order-moves button")].map((b) => b.textContent)).toEqual(["Mark packed", "Mark shipped…", "Cancel…", "Mark refunded…"]);
    click(host, "Mark shipped…");
    type(host.querySelector<HTMLInputElement>("#order-move-text")!, "https://track.example/9");
    flushSync(() => host.querySelector<HTMLFormElement>(".order-moves__ask")!.requestSubmit());
    await vi.waitFor(() => expect(host.querySelector('[role="status"]')?.textContent).toBe("Order SHIPPING4444 is marked shipped. The buyer was emailed that it is on its way."));
    expect(sent).toEqual([{ url: "/api/orders/SHIPPING4444/state", body: { to: "shipped", from: "paid", tracking: "https://track.example/9" } }]);
    expect([...host.querySelectorAll(".order-moves button")].map((b) => b.textContent)).toEqual(["Mark refunded…"]);
    const history = [...host.querySelectorAll(".order-detail__history li")].map((li) => li.textContent ?? "");
    expect(history.map((line) => line.split(" ")[0])).toEqual(["Placed", "Paid", "Shipped"]);
    expect(host.querySelector<HTMLAnchorElement>('.order-detail__history a[href="https://track.example/9"]')?.textContent).toBe("Tracking link");
    unmount();
  });

  it("says plainly when the order changed meanwhile in another tab, then shows it as it is now with the moves it allows now", async () => {
    const message = "Order SHIPPING4444 was changed meanwhile, in another tab or by someone else: it is now packed. Look at it again before changing it.";
    const answers: Record<string, [number, unknown]> = { "/api/orders/SHIPPING4444": [200, ORDER] };
    serveMoves(answers, [[409, { message }]]);
    const { host, unmount } = mount(<OrderDetail id="SHIPPING4444" />);
    await vi.waitFor(() => expect(host.querySelector(".order-moves")).not.toBeNull());
    answers["/api/orders/SHIPPING4444"] = [200, { ...ORDER, status: "packed", packedAt: Date.UTC(2026, 10, 2), next: ["shipped", "cancelled", "refunded"] }];
    click(host, "Mark packed");
    await vi.waitFor(() => expect([...host.querySelectorAll(".order-moves button")].map((b) => b.textContent)).toEqual(["Mark shipped…", "Cancel…", "Mark refunded…"]));
    expect(host.querySelector('[role="alert"]')?.textContent).toBe(message);
    expect(host.querySelector(".order-list__state")?.textContent).toBe("Packed: to ship");
    unmount();
  });

  it("keeps a refused tracking link in its field, with the reason", async () => {
    const message = "The tracking link must be a web address starting with https:// or http://, or left empty.";
    serveMoves({ "/api/orders/SHIPPING4444": [200, ORDER] }, [[422, { message }]]);
    const { host, unmount } = mount(<OrderDetail id="SHIPPING4444" />);
    await vi.waitFor(() => expect(host.querySelector(".order-moves")).not.toBeNull());
    click(host, "Mark shipped…");
    type(host.querySelector<HTMLInputElement>("#order-move-text")!, "track.example/9");
    click(host, "Mark shipped");
    await vi.waitFor(() => expect(host.querySelector('[role="alert"]')?.textContent).toBe(message));
    expect(host.querySelector<HTMLInputElement>("#order-move-text")?.value).toBe("track.example/9");
    unmount();
  });

  it("records a refund made by hand with its note, and opens the packing slip from the order", async () => {
    const refunded = { ...ORDER, status: "refunded", refundedAt: Date.UTC(2026, 10, 4), refundNote: "Paid back by transfer", next: [] };
    const sent = serveMoves({ "/api/orders/SHIPPING4444": [200, ORDER] }, [[200, { order: refunded, mail: "none", message: "" }]]);
    const { host, unmount } = mount(<OrderDetail id="SHIPPING4444" />);
    await vi.waitFor(() => expect(host.querySelector(".order-moves")).not.toBeNull());
    expect(host.querySelector('a[href="#/order/SHIPPING4444/slip"]')?.textContent).toBe("Packing slip to print");
    click(host, "Mark refunded…");
    type(host.querySelector<HTMLTextAreaElement>("#order-move-text")!, "Paid back by transfer");
    click(host, "Mark refunded");
    await vi.waitFor(() => expect(host.querySelector('[role="status"]')?.textContent).toBe("Order SHIPPING4444 is marked refunded."));
    expect(sent[0]!.body).toEqual({ to: "refunded", from: "paid", note: "Paid back by transfer" });
    expect(host.querySelector(".order-moves")).toBeNull();
    expect(host.textContent).toContain("Paid back by transfer");
    unmount();
  });
});

describe("an order's packing slip", () => {
  it("lists the pieces and how many, the address with its country and the buyer's note, without prices, with a Print button", async () => {
    serve({ "/api/orders/SHIPPING4444": [200, ORDER] });
    const print = vi.fn();
    vi.stubGlobal("print", print);
    const { host, unmount } = mount(<PackingSlip id="SHIPPING4444" />);
    await vi.waitFor(() => expect(host.querySelector("h1")?.textContent).toBe("Packing slip — order SHIPPING4444"));
    const address = host.querySelector("address")?.textContent ?? "";
    for (const line of ["Ann Potter", "3 rue des Potiers", "Atelier B", "69001 Lyon", "France"]) expect(address).toContain(line);
    const row = [...host.querySelectorAll(".packing-slip__pieces tbody tr")].map((tr) => [...tr.children].slice(0, 3).map((cell) => cell.textContent));
    expect(row).toEqual([["2", "Slate mug", "MU-1"]]);
    expect(host.textContent).toContain("Gift wrap, please");
    expect(host.textContent).not.toMatch(/€|36[.,]00|78[.,]00/);
    expect(host.querySelector('a[href="#/order/SHIPPING4444"]')).not.toBeNull();
    click(host, "Print");
    expect(print).toHaveBeenCalledOnce();
    unmount();
  });
});
