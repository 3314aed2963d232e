import { useCallback, useEffect, useState } from "react";
import { REQUEST_HOLD_DAYS } from "@vitrine/site/editor";
import { api } from "./api";
import { ListScreen, ScreenNotes } from "./file-list-screen";
import { money, MOVED_WORDS, piecesOf, statusWords, when, type Moved, type ShownOrder } from "./order-words";
import { orderWords } from "./words/orders";
import { shellWords } from "./words/shell";
import { countWord, fill, wordsOf } from "./words/studio-words";

/**
 * The shop's orders (docs/behaviour/shop.md#the-studios-order-list): newest first, each
 * with its status in plain words. An order paid online is the payment provider's to
 * settle; an order request waits for the owner, who marks it paid once the buyer has paid
 * by the instructions they were sent, or cancels it, which puts its pieces back in stock.
 * Each order's reference opens its page, with what is needed to pack and ship it and the
 * buttons that move it on (packed, shipped, cancelled, refunded). A request not marked paid
 * in time lapses: the site's server puts its pieces back. The orders shown download as CSV,
 * the columns `npm run orders` prints.
 */
const SHOWN = {
  all: { label: "all", status: "" },
  settle: { label: "settle", status: "requested" },
  paid: { label: "paid", status: "paid" },
  packed: { label: "packedToShip", status: "packed" },
  shipped: { label: "shipped", status: "shipped" },
  waiting: { label: "waiting", status: "pending,processing" },
  ended: { label: "ended", status: "cancelled,refunded,expired,failed" },
} as const;
type Shown = keyof typeof SHOWN;

export function OrderList() {
  const t = wordsOf(orderWords);
  const [shown, setShown] = useState<Shown>("all");
  const [orders, setOrders] = useState<ShownOrder[] | undefined>();
  const [problem, setProblem] = useState("");
  const [status, setStatus] = useState("");
  const [emailed, setEmailed] = useState(true);
  useEffect(() => {
    void api<{ ordersEmailed: boolean }>("GET", "/api/mail").then((result) => setEmailed(result.status !== 200 || result.body.ordersEmailed));
  }, []);

  const load = useCallback(async (which: Shown) => {
    const query = SHOWN[which].status;
    const result = await api<ShownOrder[]>("GET", `/api/orders${query ? `?status=${query}` : ""}`);
    if (result.status !== 200) {
      setOrders([]);
      return setProblem(result.body.message ?? fill(t.notRead, { status: result.status }));
    }
    setProblem("");
    setOrders(result.body);
  }, [t]);
  useEffect(() => void load(shown), [load, shown]);

  // A request is settled from the list; every other move is on the order's page, where its details are.
  async function settle(order: ShownOrder, to: "paid" | "cancelled") {
    const pieces = piecesOf(order);
    if (to === "cancelled" && !window.confirm(fill(t.cancelRequest, { id: order.id, buyer: order.buyerName ?? t.theBuyer, pieces }))) return;
    const result = await api<Moved>("POST", `/api/orders/${encodeURIComponent(order.id)}/state`, { to, from: order.status });
    if (result.status !== 200) setProblem(result.body.message ?? fill(t.notChanged, { status: result.status }));
    else {
      setProblem("");
      setStatus(fill(MOVED_WORDS[to] ?? "", { id: order.id }));
    }
    await load(shown);
  }
  const query = SHOWN[shown].status;

  return (
    <ListScreen title={wordsOf(shellWords).orders} className="order-list">
      <p className="page-list__intro">
        {fill(t.intro, { days: REQUEST_HOLD_DAYS })}
      </p>
      <p className="page-list__meta">{t.whereStored}</p>
      {!emailed && (
        <p className="order-list__mail-off">
          {t.mailOff}
        </p>
      )}
      <label htmlFor="order-filter" className="post-list__search-label">
        {t.show}
      </label>
      <select id="order-filter" value={shown} onChange={(e) => setShown(e.target.value as Shown)}>
        {Object.entries(SHOWN).map(([key, { label }]) => (
          <option key={key} value={key}>
            {t[label]}
          </option>
        ))}
      </select>
      <p className="order-list__export">
        <a href={`/api/orders.csv${query ? `?status=${query}` : ""}`} download>
          {t.download}
        </a>
      </p>
      <ScreenNotes status={status} problem={problem} />
      {!orders ? (
        <p>{wordsOf(shellWords).loading}</p>
      ) : orders.length === 0 ? (
        <p>{shown === "all" ? t.noneYet : t.noneOfKind}</p>
      ) : (
        <table className="order-list__table">
          <caption className="order-list__count">{countWord(t.count, orders.length)}</caption>
          <thead>
            <tr>
              <th scope="col">{t.order}</th>
              <th scope="col">{t.buyer}</th>
              <th scope="col">{t.pieces}</th>
              <th scope="col">{t.total}</th>
              <th scope="col">{t.status}</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.id}>
                <th scope="row" data-label={t.order}>
                  <a className="order-list__reference" href={`#/order/${encodeURIComponent(order.id)}`} aria-label={fill(t.openOrder, { id: order.id })}>
                    {order.id}
                  </a>
                  <span className="page-list__meta">{when.format(order.createdAt)}</span>
                </th>
                <td data-label={t.buyer}>
                  {order.buyerName ?? "—"}
                  {order.buyerEmail && <span className="page-list__meta">{order.buyerEmail}</span>}
                </td>
                <td data-label={t.pieces}>{piecesOf(order)}</td>
                <td data-label={t.total}>{money(order.total, order.currency)}</td>
                <td data-label={t.status}>
                  <span className={`order-list__state order-list__state--${order.status}`}>{statusWords(order)}</span>
                  {order.status === "requested" && order.expiresAt !== null && <span className="page-list__meta">{fill(t.holdsUntil, { date: when.format(order.expiresAt) })}</span>}
                  {order.status === "requested" && (
                    <span className="order-list__actions">
                      <button type="button" className="editor-button" onClick={() => void settle(order, "paid")} aria-label={fill(t.markPaidOf, { id: order.id })}>
                        {t.markPaid}
                      </button>
                      <button type="button" className="editor-button editor-button--danger" onClick={() => void settle(order, "cancelled")} aria-label={fill(t.cancelRequestOf, { id: order.id })}>
                        {t.cancelAsk}
                      </button>
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ListScreen>
  );
}
