// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { createEventStore } from "~/islands/event-store";
import { BUY_ATTR, STOCK_LABEL_ATTR } from "./shop-names.mjs";
import enhanceProductStock from "./product-stock-setup";

/**
 * A product page's stock line says what is left now, from the server's answer to the cart's
 * question (docs/behaviour/shop.md#stock): pieces held by an order request are not on sale.
 */
const words = { product: "mug", inStock: "In stock", soldOut: "Sold out", left: { one: "Only {count} left", other: "{count} left" } };

function productPage(built: number) {
  document.documentElement.lang = "en";
  document.body.innerHTML = `<div class="product__summary">
    <p class="product__stock" ${STOCK_LABEL_ATTR}='${JSON.stringify(words)}'>${built} left</p>
    <form method="post" action="/checkout" ${BUY_ATTR}='${JSON.stringify({ slug: "mug", title: "Slate mug", price: 3600, currency: "EUR", href: "/shop/mug", image: "", max: built })}'>
      <input type="number" name="quantity" value="1" min="1" max="${built}">
      <button type="submit" name="intent" value="add">Add to cart</button><button type="submit" name="intent" value="buy">Buy now</button>
    </form></div>`;
  return { label: document.querySelector<HTMLElement>(".product__stock")!, form: document.querySelector("form")! };
}

function answering(left: number | null, status = 200) {
  const fetch = vi.fn(async (_url: string) => ({ ok: status === 200, json: async () => ({ products: { mug: { left, price: 3600 } } }) }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe("a product page's stock line", () => {
  it("says what is left now, and the buy form takes no more than that", async () => {
    const fetch = answering(2);
    const { label, form } = productPage(5);
    enhanceProductStock(label, { store: createEventStore() });
    await vi.waitFor(() => expect(label.textContent).toBe("2 left"));
    expect(fetch.mock.calls[0]![0]).toBe("/api/shop/stock?product=mug");
    expect(form.querySelector("input")!.max).toBe("2");
    expect(JSON.parse(form.getAttribute(BUY_ATTR)!).max).toBe(2);
    expect(form.querySelector("button")!.disabled).toBe(false);
  });

  it("says sold out and disables the buttons when every piece is sold or held", async () => {
    answering(0);
    const { label, form } = productPage(3);
    enhanceProductStock(label, { store: createEventStore() });
    await vi.waitFor(() => expect(label.textContent).toBe("Sold out"));
    expect(label.classList.contains("product__stock--out")).toBe(true);
    expect([...form.querySelectorAll("button")].every((b) => b.disabled)).toBe(true);
  });

  it("keeps the build's words when the server does not answer", async () => {
    const fetch = answering(null, 404);
    const { label } = productPage(4);
    enhanceProductStock(label, { store: createEventStore() });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await Promise.resolve();
    expect(label.textContent).toBe("4 left");
  });
});
