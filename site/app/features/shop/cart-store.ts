import { createEntryStore, type EntryStore } from "~/lib/stored-entries";
import { CART_EVENT, CART_STORAGE_KEY, CART_STORAGE_PREFIX, MAX_LINE_QUANTITY, MAX_LINES } from "./shop-names.mjs";
import type { BuyData } from "../../source/buy-data";

/**
 * The cart in the visitor's browser (docs/behaviour/shop.md#cart): localStorage, strictly
 * necessary storage and no cookie, listed on the privacy page. Each line keeps what the
 * cart page shows (title, price, picture); the server prices the order from the catalogue,
 * never from here. A stored cart that is corrupt, of an older format or written by
 * something else is dropped and reads as empty, never thrown (lib/stored-entries.ts).
 */
export type CartLine = BuyData & { quantity: number };
export type Cart = { lines: CartLine[] };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const isCount = (n: unknown, max: number): n is number => typeof n === "number" && Number.isInteger(n) && n >= 0 && n <= max;

function isLine(value: unknown): value is CartLine {
  if (value === null || typeof value !== "object") return false;
  const l = value as Record<string, unknown>;
  return (
    typeof l.slug === "string" && SLUG.test(l.slug) &&
    typeof l.title === "string" && typeof l.currency === "string" && typeof l.href === "string" && l.href.startsWith("/") && typeof l.image === "string" &&
    isCount(l.price, Number.MAX_SAFE_INTEGER) && isCount(l.max, MAX_LINE_QUANTITY) && isCount(l.quantity, MAX_LINE_QUANTITY) && l.quantity >= 1
  );
}

export function isCart(value: unknown): value is Cart {
  if (value === null || typeof value !== "object") return false;
  const { lines } = value as { lines?: unknown };
  if (!Array.isArray(lines) || lines.length > MAX_LINES || !lines.every(isLine)) return false;
  return new Set(lines.map((l: CartLine) => l.slug)).size === lines.length;
}

export type CartStoreOptions = {
  /** Where the cart is kept. @default localStorage under "vitrine:cart" */
  entries: EntryStore<Cart>;
  /** Told of every change this tab makes (the header's count, the cart page). @default window */
  events: EventTarget | undefined;
};

const defaultOptions = (): CartStoreOptions => ({
  entries: createEntryStore<Cart>({ prefix: CART_STORAGE_PREFIX, isValue: isCart }),
  events: typeof window === "undefined" ? undefined : window,
});

export type AddResult = { added: number; quantity: number; full: boolean };

export function createCartStore(options: Partial<CartStoreOptions> = {}) {
  const { entries, events } = { ...defaultOptions(), ...options };
  const read = (): Cart => entries.get(CART_STORAGE_KEY) ?? { lines: [] };
  const write = (cart: Cart) => {
    if (cart.lines.length) entries.set(CART_STORAGE_KEY, cart);
    else entries.remove(CART_STORAGE_KEY);
    events?.dispatchEvent(new Event(CART_EVENT));
  };
  return {
    read,
    /** Pieces in the cart, all lines together. */
    count: (cart: Cart = read()) => cart.lines.reduce((sum, line) => sum + line.quantity, 0),
    /** Adds `quantity` of a product, never past what is left (`max`) nor past the cart's limits. */
    add(item: BuyData, quantity: number): AddResult {
      const cart = read();
      const line = cart.lines.find((l) => l.slug === item.slug);
      const had = line?.quantity ?? 0;
      if (!line && cart.lines.length >= MAX_LINES) return { added: 0, quantity: 0, full: true };
      const next = Math.max(0, Math.min(item.max, had + Math.max(0, Math.floor(quantity))));
      if (next === 0) return { added: 0, quantity: had, full: true };
      const updated = { ...item, quantity: next };
      write({ lines: line ? cart.lines.map((l) => (l.slug === item.slug ? updated : l)) : [...cart.lines, updated] });
      return { added: next - had, quantity: next, full: next === item.max };
    },
    /** Sets a line's quantity (within 1 and its `max`); 0 removes it. */
    setQuantity(slug: string, quantity: number) {
      const cart = read();
      write({ lines: cart.lines.flatMap((l) => (l.slug !== slug ? [l] : quantity <= 0 ? [] : [{ ...l, quantity: Math.min(l.max, Math.floor(quantity)) }])) });
    },
    /** What the server says is left and costs now: lines adjust to it. */
    update(slug: string, change: { max?: number; price?: number }) {
      const cart = read();
      write({
        lines: cart.lines.map((l) => {
          if (l.slug !== slug) return l;
          const max = change.max === undefined ? l.max : Math.min(change.max, MAX_LINE_QUANTITY);
          return { ...l, max, price: change.price ?? l.price, quantity: Math.max(1, Math.min(l.quantity, max || 1)) };
        }),
      });
    },
    remove(slug: string) {
      const cart = read();
      write({ lines: cart.lines.filter((l) => l.slug !== slug) });
    },
    clear: () => write({ lines: [] }),
  };
}
