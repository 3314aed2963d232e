import { useCallback, useEffect, useState } from "react";
import { REQUEST_HOLD_DAYS } from "@vitrine/site/editor";
import { api } from "./api";
import { ListScreen, ScreenNotes } from "./file-list-screen";
import { money, MOVED_WORDS, piecesOf, statusWords, when, type Moved, type ShownOrder } from "./order-words";

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
  all: { label: "All orders", status: "" },
  settle: { label: "Requests to settle", status: "requested" },
  paid: { label: "Paid", status: "paid" },
  packed: { label: "Packed, to ship", status: "packed" },
  shipped: { label: "Shipped", status: "shipped" },
  waiting: { label: "Waiting for payment", status: "pending,processing" },
  ended: { label: "Cancelled, refunded, failed or not paid in time", status: "cancelled,refunded,expired,failed" },
} as const;
type Shown = keyof typeof SHOWN;

export function OrderList() {
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
      return setProblem(result.body.message ?? `The orders could not be read (${result.status}).`);
    }
    setProblem("");
    setOrders(result.body);
  }, []);
  useEffect(() => void load(shown), [load, shown]);

  // A request is settled from the list; every other move is on the order's page, where its details are.
  async function settle(order: ShownOrder, to: "paid" | "cancelled") {
    const pieces = piecesOf(order);
    if (to === "cancelled" && !window.confirm(`Cancel order request ${order.id} from ${order.buyerName ?? "the buyer"}?\n\n${pieces} go back in stock. The buyer is not emailed: tell them yourself.`)) return;
    const result = await api<Moved>("POST", `/api/orders/${encodeURIComponent(order.id)}/state`, { to, from: order.status });
    if (result.status !== 200) setProblem(result.body.message ?? `The order could not be changed (${result.status}).`);
    else {
      setProblem("");
      setStatus(`Order ${order.id} ${MOVED_WORDS[to]}`);
    }
    await load(shown);
  }
  const query = SHOWN[shown].status;

  return (
    <ListScreen title="Orders" className="order-list">
      <p className="page-list__intro">
        Newest first. Orders paid online settle themselves. An order request waits for you: email the buyer how to pay, then mark it paid — or cancel it to put its pieces back in stock. A request not marked paid within {REQUEST_HOLD_DAYS} days lapses, and its pieces go back in stock. Open an order to mark it packed or shipped, print its packing slip, or record a refund.
      </p>
      <p className="page-list__meta">These are the orders in the site&rsquo;s database on this computer. If your site runs on a server, open the studio there to see its orders.</p>
      {!emailed && (
        <p className="order-list__mail-off">
          Orders are not being emailed: the site&rsquo;s mail is not set up, so neither you nor the buyer gets an email when an order arrives. Look here for new orders, and ask whoever set up
          the site to set up its mail.
        </p>
      )}
      <label htmlFor="order-filter" className="post-list__search-label">
        Show
      </label>
      <select id="order-filter" value={shown} onChange={(e) => setShown(e.target.value as Shown)}>
        {Object.entries(SHOWN).map(([key, { label }]) => (
          <option key={key} value={key}>
            {label}
          </option>
        ))}
      </select>
      <p className="order-list__export">
        <a href={`/api/orders.csv${query ? `?status=${query}` : ""}`} download>
          Download these orders for a spreadsheet (CSV)
        </a>
      </p>
      <ScreenNotes status={status} problem={problem} />
      {!orders ? (
        <p>Loading…</p>
      ) : orders.length === 0 ? (
        <p>{shown === "all" ? "No orders yet. They appear here as soon as a buyer checks out." : "No orders of this kind."}</p>
      ) : (
        <table className="order-list__table">
          <caption className="order-list__count">{orders.length === 1 ? "1 order" : `${orders.length} orders`}</caption>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Buyer</th>
              <th scope="col">Pieces</th>
              <th scope="col">Total</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.id}>
                <th scope="row" data-label="Order">
                  <a className="order-list__reference" href={`#/order/${encodeURIComponent(order.id)}`} aria-label={`Order ${order.id}: address, note and all details`}>
                    {order.id}
                  </a>
                  <span className="page-list__meta">{when.format(order.createdAt)}</span>
                </th>
                <td data-label="Buyer">
                  {order.buyerName ?? "—"}
                  {order.buyerEmail && <span className="page-list__meta">{order.buyerEmail}</span>}
                </td>
                <td data-label="Pieces">{piecesOf(order)}</td>
                <td data-label="Total">{money(order.total, order.currency)}</td>
                <td data-label="Status">
                  <span className={`order-list__state order-list__state--${order.status}`}>{statusWords(order)}</span>
                  {order.status === "requested" && order.expiresAt !== null && <span className="page-list__meta">Holds its pieces until {when.format(order.expiresAt)}</span>}
                  {order.status === "requested" && (
                    <span className="order-list__actions">
                      <button type="button" className="editor-button" onClick={() => void settle(order, "paid")} aria-label={`Mark order ${order.id} paid`}>
                        Mark paid
                      </button>
                      <button type="button" className="editor-button editor-button--danger" onClick={() => void settle(order, "cancelled")} aria-label={`Cancel order request ${order.id}…`}>
                        Cancel…
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
