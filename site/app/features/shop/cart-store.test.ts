import { beforeEach, describe, expect, it } from "vitest";
import { createEntryStore } from "~/lib/stored-entries";
import type { BuyData } from "../../source/buy-data";
import { createCartStore, isCart, type Cart } from "./cart-store";
import { CART_EVENT, CART_STORAGE_KEY, CART_STORAGE_PREFIX, MAX_LINE_QUANTITY, MAX_LINES } from "./shop-names.mjs";

/** The cart over a Map standing for localStorage (docs/behaviour/shop.md#cart). */
const items = new Map<string, string>();
const storage = {
  getItem: (key: string) => items.get(key) ?? null,
  setItem: (key: string, value: string) => void items.set(key, value),
  removeItem: (key: string) => void items.delete(key),
} as unknown as Storage;
const events = new EventTarget();
const cart = () => createCartStore({ entries: createEntryStore<Cart>({ storage: () => storage, prefix: CART_STORAGE_PREFIX, isValue: isCart }), events });
const piece = (slug: string, max: number, price = 5400): BuyData => ({ slug, title: slug, price, currency: "EUR", href: `/shop/${slug}`, image: "/media/x.jpg", max });
const STORED = `${CART_STORAGE_PREFIX}${CART_STORAGE_KEY}`;

beforeEach(() => items.clear());

describe("the cart in the browser", () => {
  it("adds up to what is left and no further, and says so", () => {
    const store = cart();
    expect(store.add(piece("jug", 3), 2)).toEqual({ added: 2, quantity: 2, full: false });
    expect(store.add(piece("jug", 3), 5)).toEqual({ added: 1, quantity: 3, full: true });
    expect(store.count()).toBe(3);
  });

  it("adds nothing of a sold-out piece", () => {
    const store = cart();
    expect(store.add(piece("vase", 0), 1)).toEqual({ added: 0, quantity: 0, full: true });
    expect(store.read().lines).toHaveLength(0);
    expect(items.has(STORED)).toBe(false);
  });

  it("keeps quantities within 1 and the line's limit; 0 removes the line", () => {
    const store = cart();
    store.add(piece("mug", 4), 1);
    store.setQuantity("mug", 9);
    expect(store.read().lines[0]?.quantity).toBe(4);
    store.setQuantity("mug", 0);
    expect(store.read().lines).toHaveLength(0);
  });

  it("lowers a line to what the server says is left, and takes its current price", () => {
    const store = cart();
    store.add(piece("bowl", 6), 5);
    store.update("bowl", { max: 2, price: 4900 });
    expect(store.read().lines[0]).toMatchObject({ quantity: 2, max: 2, price: 4900 });
  });

  it("refuses a new line past the cart's limit of lines", () => {
    const store = cart();
    for (let i = 0; i < MAX_LINES; i++) store.add(piece(`p${i}`, 1), 1);
    expect(store.add(piece("one-more", 1), 1)).toMatchObject({ added: 0, full: true });
    expect(store.read().lines).toHaveLength(MAX_LINES);
  });

  it("tells every change, so the header's count follows", () => {
    const store = cart();
    let told = 0;
    const count = () => (told += 1);
    events.addEventListener(CART_EVENT, count);
    store.add(piece("jar", 2), 1);
    store.remove("jar");
    events.removeEventListener(CART_EVENT, count);
    expect(told).toBe(2);
  });

  it("reads a corrupt or forged stored cart as empty, never throws", () => {
    items.set(STORED, "{not json");
    expect(cart().read().lines).toEqual([]);
    cart().add(piece("mug", 2), 1);
    const stored = JSON.parse(items.get(STORED)!) as { value: Cart };
    expect(cart().read().lines).toHaveLength(1);
    stored.value.lines[0]!.quantity = MAX_LINE_QUANTITY + 1;
    items.set(STORED, JSON.stringify(stored));
    expect(cart().read().lines).toEqual([]);
  });
});
