// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createEventStore, type EventStore } from "~/islands/event-store";
import enhanceCartCount from "./cart-count-setup";
import { CART_EVENT } from "./shop-names.mjs";

/** The counter's own code, as its chunk: counted when it is loaded and when it runs. */
const counter = vi.hoisted(() => ({ loaded: 0, shown: [] as HTMLElement[] }));
vi.mock("./cart-count-show", () => {
  counter.loaded++;
  return { default: (link: HTMLElement) => void counter.shown.push(link) };
});

const link = () => {
  document.body.innerHTML = '<a href="/cart" data-cart-link="{}">Cart</a>';
  return document.querySelector<HTMLElement>("a")!;
};
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

let store: EventStore;
beforeEach(() => {
  localStorage.clear();
  counter.shown.length = 0;
  store = createEventStore();
});
afterEach(() => store.clear());

describe("the header's cart count", () => {
  it("loads no counting code while the browser holds no cart, and loads it with the first piece put in the cart", async () => {
    const cartLink = link();
    enhanceCartCount(cartLink, { store });
    await settled();
    expect(counter.loaded).toBe(0);
    localStorage.setItem("vitrine:cart", "{}");
    window.dispatchEvent(new Event(CART_EVENT));
    await vi.waitFor(() => expect(counter.shown).toEqual([cartLink]));
    expect(counter.loaded).toBe(1);
  });

  it("counts at once when a cart is stored, and when another tab stores one", async () => {
    localStorage.setItem("vitrine:cart", "{}");
    const first = link();
    enhanceCartCount(first, { store });
    await vi.waitFor(() => expect(counter.shown).toEqual([first]));
    localStorage.clear();
    counter.shown.length = 0;
    const second = link();
    enhanceCartCount(second, { store: createEventStore() });
    window.dispatchEvent(new StorageEvent("storage", { key: "vitrine:cart" }));
    await vi.waitFor(() => expect(counter.shown).toEqual([second]));
  });
});
