import { useState, type FormEvent } from "react";
import type { Order } from "@vitrine/site/editor/server";
import { api } from "./api";
import { MOVE_WORDS, MOVED_WORDS, when, type Moved, type ShownOrder } from "./order-words";
import { orderWords } from "./words/orders";
import { fill, wordsOf } from "./words/studio-words";

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
  const t = wordsOf(orderWords);

  async function move(to: Order["status"], extra: { tracking?: string; note?: string } = {}) {
    setBusy(true);
    const result = await api<Moved>("POST", `/api/orders/${encodeURIComponent(order.id)}/state`, { to, from: order.status, ...extra });
    setBusy(false);
    // 409: the order is no longer as shown (another tab, another person); 422: what was typed is refused and stays to be corrected.
    if (result.status !== 200) return onRefused(result.body.message ?? fill(t.notChanged, { status: result.status }), result.status === 409);
    setAsking(undefined);
    setText("");
    onMoved(result.body.order, [fill(MOVED_WORDS[to] ?? "", { id: order.id }), result.body.message].filter(Boolean).join(" "));
  }

  function press(to: Order["status"]) {
    if (to === "shipped" || to === "refunded") return (setAsking(to), setText(""));
    if (to === "cancelled") {
      const pieces = order.status === "shipped" ? "" : t.piecesBack;
      const paid = order.paidAt !== null ? t.paidRefund : "";
      if (!window.confirm(fill(t.cancelOrder, { id: order.id, pieces, paid }))) return;
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
          <label htmlFor="order-move-text">{asking === "shipped" ? t.trackingLabel : t.refundNoteLabel}</label>
          {asking === "shipped" ? (
            <input id="order-move-text" type="url" inputMode="url" placeholder="https://" value={text} onChange={(e) => setText(e.target.value)} aria-describedby="order-move-help" />
          ) : (
            <textarea id="order-move-text" rows={2} value={text} onChange={(e) => setText(e.target.value)} aria-describedby="order-move-help" />
          )}
          <p id="order-move-help" className="page-list__meta">
            {asking === "shipped"
              ? order.buyerEmail
                ? t.buyerEmailed
                : t.noEmail
              : t.refundFirst}
          </p>
          <p className="order-list__actions">
            <button type="submit" className="editor-button editor-button--primary" disabled={busy}>
              {asking === "shipped" ? t.markShipped : t.markRefunded}
            </button>
            <button type="button" className="editor-button" onClick={() => setAsking(undefined)}>
              {t.notNow}
            </button>
          </p>
        </form>
      )}
    </div>
  );
}

/** The order's states so far, each with its date: the history the owner reads on its page. */
export function OrderHistory({ order }: { order: Order }) {
  const t = wordsOf(orderWords);
  const steps: [string, number | null, React.ReactNode?][] = [
    [t.placed, order.createdAt],
    [t.paid, order.paidAt],
    [t.packed, order.packedAt],
    [t.shipped, order.shippedAt, order.trackingUrl && <a href={order.trackingUrl} rel="noreferrer noopener" target="_blank">{t.trackingLink}</a>],
    [t.cancelled, order.cancelledAt],
    [t.refunded, order.refundedAt, order.refundNote && <span className="order-detail__note">{order.refundNote}</span>],
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
