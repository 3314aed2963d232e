// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createEventStore, type EventStore } from "~/islands/event-store";
import type { BuyData } from "../../source/buy-data";
import { CartView } from "./cart-view";
import enhanceCart from "./cart-setup";
import { createCartStore } from "./cart-store";
import { shopConfigSchema } from "./shop-config";
import { shopWordDefaults as words } from "./shop-words";

/** The cart page (docs/behaviour/shop.md#cart), drawn as the build draws it and woken as the browser wakes it. */
const shop = shopConfigSchema.parse({ shipping: [{ name: "France", countries: ["FR"], rate: 6 }] });
const piece = (slug: string, max: number, price = 5400): BuyData => ({ slug, title: slug, price, currency: "EUR", href: `/shop/${slug}`, image: "/media/x.jpg", max });
let store: EventStore;

/** The server's stock answer: what is left of each piece (`null`: not counted). */
function stock(left: Record<string, number | null>) {
  const products = Object.fromEntries(Object.entries(left).map(([slug, n]) => [slug, { left: n }]));
  vi.stubGlobal("fetch", vi.fn(() => Promise.resolve(new Response(JSON.stringify({ products }), { headers: { "Content-Type": "application/json" } }))));
}

/** The page over a cart of these lines; `soldOut`: lines an earlier visit found sold out. */
function page(lines: [BuyData, number][], soldOut: string[] = []) {
  const cart = createCartStore();
  for (const [item, quantity] of lines) cart.add(item, quantity);
  for (const slug of soldOut) cart.update(slug, { max: 0 });
  document.body.innerHTML = renderToStaticMarkup(<CartView shop={shop} words={words} locale="en" />);
  const root = document.querySelector<HTMLElement>("[data-cart]")!;
  enhanceCart(root, { store });
  const country = root.querySelector("select")!;
  country.value = "FR";
  country.dispatchEvent(new Event("change"));
  return {
    root,
    cart,
    text: (selector: string) => root.querySelector(selector)!.textContent,
    checkout: root.querySelector<HTMLButtonElement>(".cart__checkout")!,
    line: (slug: string) => root.querySelector<HTMLElement>(`[data-slug="${slug}"]`)!,
  };
}

/** Waits for the stock answer to be drawn: the line's note is its sign. */
const drawn = (root: HTMLElement, slug: string) => vi.waitFor(() => expect(root.querySelector(`[data-slug="${slug}"] [data-field="note"]`)!.textContent).not.toBe(""));

beforeEach(() => {
  localStorage.clear();
  store = createEventStore();
});
afterEach(() => {
  store.clear();
  vi.unstubAllGlobals();
});

describe("the cart page", () => {
  it("counts, ships and checks out what can be bought", () => {
    stock({});
    const { text, checkout } = page([[piece("jug", 3), 2]]);
    expect([text("[data-cart-subtotal]"), text("[data-cart-shipping]"), text("[data-cart-total]")]).toEqual(["€108.00", "€6.00", "€114.00"]);
    expect(checkout.disabled).toBe(false);
  });

  it("shows a line that sold out as such, counts it not, ships nothing and cannot be checked out with nothing to buy", async () => {
    stock({ jug: 0 });
    const { root, text, checkout, line } = page([[piece("jug", 3), 1]]);
    await drawn(root, "jug");
    const jug = line("jug");
    expect(jug.querySelector('[data-field="note"]')!.textContent).toBe(words.lineSoldOut);
    expect(jug.querySelector('[data-field="total"]')!.textContent).toBe(words.soldOut);
    expect(jug.classList.contains("cart-line--sold-out")).toBe(true);
    // Nothing the browser would refuse to submit ("minimum must be less than the maximum"): the field is out of the form.
    const quantity = jug.querySelector<HTMLInputElement>('[data-field="quantity"]')!;
    expect(quantity.disabled).toBe(true);
    expect(Number(quantity.max)).toBeGreaterThanOrEqual(Number(quantity.min));
    expect(jug.querySelector<HTMLInputElement>('[data-field="line"]')!.disabled).toBe(true);
    expect([text("[data-cart-subtotal]"), text("[data-cart-shipping]"), text("[data-cart-total]")]).toEqual(["€0.00", "—", "€0.00"]);
    expect(checkout.disabled).toBe(true);
    const why = root.querySelector<HTMLElement>("[data-cart-nothing]")!;
    expect([why.hidden, why.textContent]).toEqual([false, words.cartNothingToBuy]);
    expect(checkout.getAttribute("aria-describedby")).toBe(why.id);
  });

  it("a sold-out line kept from an earlier visit reads sold out before the server answers", () => {
    stock({});
    const { text, checkout, line } = page([[piece("jug", 3), 1]], ["jug"]);
    expect(line("jug").querySelector('[data-field="note"]')!.textContent).toBe(words.lineSoldOut);
    expect(text("[data-cart-shipping]")).toBe("—");
    expect(checkout.disabled).toBe(true);
  });

  it("checks out the rest beside a sold-out line, shipping only what is bought", async () => {
    stock({ jug: 0, bowl: null });
    const { root, text, checkout } = page([[piece("jug", 3), 1], [piece("bowl", 5, 3000), 1]]);
    await drawn(root, "jug");
    expect([text("[data-cart-subtotal]"), text("[data-cart-shipping]"), text("[data-cart-total]")]).toEqual(["€30.00", "€6.00", "€36.00"]);
    expect(checkout.disabled).toBe(false);
    expect(root.querySelector<HTMLElement>("[data-cart-nothing]")!.hidden).toBe(true);
    expect(new FormData(root.querySelector("form")!).getAll("line")).toEqual(["bowl:1:3000"]);
  });
});
