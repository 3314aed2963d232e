import type { Order } from "@vitrine/site/editor/server";
import { orderWords } from "./words/orders";
import { studioLanguage, wordsOf } from "./words/studio-words";

/** An order as the studio's API gives it: with the states the owner may move it to now, and whether a payment came after it was cancelled. */
export type ShownOrder = Order & { next: Order["status"][]; paidAfterCancelling?: boolean };

/** What the API answers a move. */
export type Moved = { order: ShownOrder; mail: "sent" | "failed" | "off" | "none"; message: string };

/** The button that moves an order to a state; "…" where it asks something first. Each word read when shown, in the owner's language. */
export const MOVE_WORDS: Partial<Record<Order["status"], string>> = {
  get paid() { return wordsOf(orderWords).markPaid; },
  get packed() { return wordsOf(orderWords).markPacked; },
  get shipped() { return wordsOf(orderWords).markShippedAsk; },
  get cancelled() { return wordsOf(orderWords).cancelAsk; },
  get refunded() { return wordsOf(orderWords).markRefundedAsk; },
};

/** What the owner is told once an order moved, `{id}` its reference. */
export const MOVED_WORDS: Partial<Record<Order["status"], string>> = {
  get paid() { return wordsOf(orderWords).movedPaid; },
  get packed() { return wordsOf(orderWords).movedPacked; },
  get shipped() { return wordsOf(orderWords).movedShipped; },
  get cancelled() { return wordsOf(orderWords).movedCancelled; },
  get refunded() { return wordsOf(orderWords).movedRefunded; },
};

/** An order's status in the owner's words (docs/behaviour/shop.md#the-studios-order-list). */
export const STATUS_WORDS: Record<Order["status"], string> = {
  get pending() { return wordsOf(orderWords).statusPending; },
  get processing() { return wordsOf(orderWords).statusProcessing; },
  get paid() { return wordsOf(orderWords).statusPaid; },
  get requested() { return wordsOf(orderWords).statusRequested; },
  get packed() { return wordsOf(orderWords).statusPacked; },
  get shipped() { return wordsOf(orderWords).statusShipped; },
  get cancelled() { return wordsOf(orderWords).statusCancelled; },
  get refunded() { return wordsOf(orderWords).statusRefunded; },
  get expired() { return wordsOf(orderWords).statusExpired; },
  get failed() { return wordsOf(orderWords).statusFailed; },
};

/** An order's status in plain words: a lapsed request says so, not that a payment page ran out; money that came after cancelling is to give back. */
export const statusWords = (order: ShownOrder) =>
  order.kind === "request" && order.status === "expired" ? wordsOf(orderWords).requestLapsed : order.paidAfterCancelling ? wordsOf(orderWords).paidAfterCancelling : STATUS_WORDS[order.status];

/** What the owner does about a payment that came after the order was cancelled (docs/behaviour/shop.md#order-states). */
export const paidAfterCancellingNote = () => wordsOf(orderWords).paidAfterCancellingNote;

/** Minor units in the order's currency, as the owner's language writes money. */
export function money(minor: number, currency: string): string {
  const format = new Intl.NumberFormat(studioLanguage(), { style: "currency", currency });
  return format.format(minor / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
}

/** A date and time as the owner's language writes them. */
export const when = { format: (date: number | Date) => new Intl.DateTimeFormat(studioLanguage(), { dateStyle: "medium", timeStyle: "short" }).format(date) };

/** "2 × Slate mug, 1 × Bowl". */
export const piecesOf = (order: Order) => order.lines.map((line) => `${line.quantity} × ${line.title}`).join(", ");

const regions = () => new Intl.DisplayNames([studioLanguage()], { type: "region", fallback: "code" });
const languages = () => new Intl.DisplayNames([studioLanguage()], { type: "language", fallback: "code" });

/** A country's name from its two-letter code ("FR" → "France"); the code itself when unknown. */
export function countryName(code: string): string {
  try {
    return regions().of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** The language a buyer checked out in ("fr" → "French"); orders from before languages were recorded have none. */
export function languageName(code: string | null): string {
  if (!code) return wordsOf(orderWords).notRecorded;
  try {
    return languages().of(code) ?? code;
  } catch {
    return code;
  }
}
