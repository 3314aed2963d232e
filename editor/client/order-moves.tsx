import { useState, type FormEvent } from "react";
import type { Order } from "@vitrine/site/editor/server";
import { api } from "./api";
import { MOVE_WORDS, MOVED_WORDS, when, type Moved, type ShownOrder } from "./order-words";

/**
 * The buttons that move an order to its next states (docs/decisions/036-selling.md#order-states):
 * only those the order book allows now. Shipping asks for an optional tracking link (mailed to
 * the buyer); a refund made by hand asks for a note; cancelling asks first. Each move says the
 * state the owner saw, so a change made meanwhile in another tab is refused and said.
 */
export function OrderMoves({ order, onMoved, onRefused }: { order: ShownOrder; onMoved: (order: ShownOrder, said: string) => void; onRefused: (message: string, stale: boolean) => void }) {
  const [asking, setAsking] = useState<"shipped" | "refunded" | undefined>();
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);

  async function move(to: Order["status"], extra: { tracking?: string; note?: string } = {}) {
    setBusy(true);
    const result = await api<Moved>("POST", `/api/orders/${encodeURIComponent(order.id)}/state`, { to, from: order.status, ...extra });
    setBusy(false);
    // 409: the order is no longer as shown (another tab, another person); 422: what was typed is refused and stays to be corrected.
    if (result.status !== 200) return onRefused(result.body.message ?? `The order could not be changed (${result.status}).`, result.status === 409);
    setAsking(undefined);
    setText("");
    onMoved(result.body.order, [`Order ${order.id} ${MOVED_WORDS[to] ?? ""}`, result.body.message].filter(Boolean).join(" "));
  }

  function press(to: Order["status"]) {
    if (to === "shipped" || to === "refunded") return (setAsking(to), setText(""));
    if (to === "cancelled") {
      const pieces = order.status === "shipped" ? "" : " Its pieces go back in stock.";
      const paid = order.paidAt !== null ? " The buyer paid: refund them yourself, then mark it refunded." : "";
      if (!window.confirm(`Cancel order ${order.id}?${pieces}${paid} The buyer is not emailed: tell them yourself.`)) return;
    }
    void move(to);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (asking === "shipped") void move("shipped", { tracking: text });
    if (asking === "refunded") void move("refunded", { note: text });
  }

  if (order.next.length === 0) return null;
  return (
    <div className="order-moves">
      <p className="order-list__actions">
        {order.next.map((to) => (
          <button key={to} type="button" disabled={busy} aria-expanded={to === "shipped" || to === "refunded" ? asking === to : undefined} className={to === "cancelled" ? "editor-button editor-button--danger" : "editor-button"} onClick={() => press(to)}>
            {MOVE_WORDS[to] ?? to}
          </button>
        ))}
      </p>
      {asking && (
        <form className="order-moves__ask" onSubmit={submit} noValidate>
          <label htmlFor="order-move-text">{asking === "shipped" ? "Tracking link (optional)" : "Note on the refund (optional)"}</label>
          {asking === "shipped" ? (
            <input id="order-move-text" type="url" inputMode="url" placeholder="https://" value={text} onChange={(e) => setText(e.target.value)} aria-describedby="order-move-help" />
          ) : (
            <textarea id="order-move-text" rows={2} value={text} onChange={(e) => setText(e.target.value)} aria-describedby="order-move-help" />
          )}
          <p id="order-move-help" className="page-list__meta">
            {asking === "shipped"
              ? order.buyerEmail
                ? `The buyer is emailed that the order is on its way, with this link if you give one.`
                : "This order has no email address: tell the buyer yourself."
              : "Refund the buyer first, through your bank or payment provider: marking it here only records it."}
          </p>
          <p className="order-list__actions">
            <button type="submit" className="editor-button editor-button--primary" disabled={busy}>
              {asking === "shipped" ? "Mark shipped" : "Mark refunded"}
            </button>
            <button type="button" className="editor-button" onClick={() => setAsking(undefined)}>
              Not now
            </button>
          </p>
        </form>
      )}
    </div>
  );
}

/** The order's states so far, each with its date: the history the owner reads on its page. */
export function OrderHistory({ order }: { order: Order }) {
  const steps: [string, number | null, React.ReactNode?][] = [
    ["Placed", order.createdAt],
    ["Paid", order.paidAt],
    ["Packed", order.packedAt],
    ["Shipped", order.shippedAt, order.trackingUrl && <a href={order.trackingUrl} rel="noreferrer noopener" target="_blank">Tracking link</a>],
    ["Cancelled", order.cancelledAt],
    ["Refunded", order.refundedAt, order.refundNote && <span className="order-detail__note">{order.refundNote}</span>],
  ];
  return (
    <ol className="order-detail__history">
      {steps
        .filter((step): step is [string, number, React.ReactNode?] => step[1] !== null && step[1] !== undefined)
        .sort((a, b) => a[1] - b[1])
        .map(([label, at, extra]) => (
          <li key={label}>
            <strong>{label}</strong> <time dateTime={new Date(at).toISOString()}>{when.format(at)}</time>
            {extra && <> — {extra}</>}
          </li>
        ))}
    </ol>
  );
}
