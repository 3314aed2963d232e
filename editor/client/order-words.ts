import type { Order } from "@vitrine/site/editor/server";

/** An order as the studio's API gives it: with the states the owner may move it to now, and whether a payment came after it was cancelled. */
export type ShownOrder = Order & { next: Order["status"][]; paidAfterCancelling?: boolean };

/** What the API answers a move. */
export type Moved = { order: ShownOrder; mail: "sent" | "failed" | "off" | "none"; message: string };

/** The button that moves an order to a state; "…" where it asks something first. */
export const MOVE_WORDS: Partial<Record<Order["status"], string>> = {
  paid: "Mark paid",
  packed: "Mark packed",
  shipped: "Mark shipped…",
  cancelled: "Cancel…",
  refunded: "Mark refunded…",
};

/** What the owner is told once an order moved. */
export const MOVED_WORDS: Partial<Record<Order["status"], string>> = {
  paid: "is marked paid; its pieces are sold.",
  packed: "is marked packed.",
  shipped: "is marked shipped.",
  cancelled: "is cancelled; its pieces are back in stock.",
  refunded: "is marked refunded.",
};

/** An order's status in the owner's words (docs/behaviour/shop.md#the-studios-order-list). */
export const STATUS_WORDS: Record<Order["status"], string> = {
  pending: "Waiting for payment",
  processing: "Payment on its way",
  paid: "Paid: to pack",
  requested: "Request: send payment instructions",
  packed: "Packed: to ship",
  shipped: "Shipped",
  cancelled: "Cancelled",
  refunded: "Refunded",
  expired: "Not paid in time",
  failed: "Payment failed",
};

/** An order's status in plain words: a lapsed request says so, not that a payment page ran out; money that came after cancelling is to give back. */
export const statusWords = (order: ShownOrder) =>
  order.kind === "request" && order.status === "expired"
    ? "Request lapsed: not marked paid in time, its pieces are back in stock"
    : order.paidAfterCancelling
      ? "Cancelled, then paid: give the money back"
      : STATUS_WORDS[order.status];

/** What the owner does about a payment that came after the order was cancelled (docs/behaviour/shop.md#order-states). */
export const PAID_AFTER_CANCELLING =
  "The payment came in after this order was cancelled. The order stays cancelled and its pieces stay on sale: give the buyer their money back through your payment provider, then mark it refunded here.";

/** Minor units in the order's currency, in the owner's own number format. */
export function money(minor: number, currency: string): string {
  const format = new Intl.NumberFormat(undefined, { style: "currency", currency });
  return format.format(minor / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
}

export const when = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** "2 × Slate mug, 1 × Bowl". */
export const piecesOf = (order: Order) => order.lines.map((line) => `${line.quantity} × ${line.title}`).join(", ");

const regions = new Intl.DisplayNames(["en"], { type: "region", fallback: "code" });
const languages = new Intl.DisplayNames(["en"], { type: "language", fallback: "code" });

/** A country's name from its two-letter code ("FR" → "France"); the code itself when unknown. */
export function countryName(code: string): string {
  try {
    return regions.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** The language a buyer checked out in ("fr" → "French"); orders from before languages were recorded have none. */
export function languageName(code: string | null): string {
  if (!code) return "Not recorded";
  try {
    return languages.of(code) ?? code;
  } catch {
    return code;
  }
}
