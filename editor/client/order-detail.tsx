import { useCallback, useEffect, useRef, useState } from "react";
import { api } from "./api";
import { OrderHistory, OrderMoves } from "./order-moves";
import { countryName, languageName, money, PAID_AFTER_CANCELLING, statusWords, when, type ShownOrder } from "./order-words";

/**
 * One order's page (docs/behaviour/shop.md#the-studios-order-list): everything needed to
 * pack and ship it — the pieces, who to send them to and where, the shipping chosen, the
 * buyer's note — its history, the buttons that move it on, and its packing slip to print,
 * so the owner never needs the terminal's export for it.
 */
export function OrderDetail({ id }: { id: string }) {
  const [order, setOrder] = useState<ShownOrder | string | undefined>();
  const [status, setStatus] = useState("");
  const [problem, setProblem] = useState("");
  const heading = useRef<HTMLHeadingElement>(null);
  const load = useCallback(async () => {
    const result = await api<ShownOrder>("GET", `/api/orders/${encodeURIComponent(id)}`);
    setOrder(result.status === 200 ? result.body : (result.body.message ?? `The order could not be read (${result.status}).`));
  }, [id]);
  useEffect(() => void load(), [load]);
  // The page opened from a link: its heading takes focus, so a screen reader starts here.
  const loaded = order !== undefined;
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);

  const back = (
    <p>
      <a href="#/orders">All orders</a>
    </p>
  );
  if (order === undefined) return <main className="page-list order-detail" id="main">{back}<p>Opening…</p></main>;
  if (typeof order === "string")
    return (
      <main className="page-list order-detail" id="main">
        {back}
        <h1 ref={heading} tabIndex={-1}>Order {id}</h1>
        <p role="alert" className="page-list__problem">{order}</p>
      </main>
    );
  const address = order.address;
  return (
    <main className="page-list order-detail" id="main">
      {back}
      <h1 ref={heading} tabIndex={-1}>
        Order <span className="order-list__reference">{order.id}</span>
      </h1>
      <p>
        <span className={`order-list__state order-list__state--${order.status}`}>{statusWords(order)}</span>{" "}
        {order.kind === "request" ? "Order request: the buyer pays by the instructions you send." : "Ordered through the payment page."}
      </p>
      {order.paidAfterCancelling && <p className="page-list__problem">{PAID_AFTER_CANCELLING}</p>}
      <OrderMoves
        key={order.status}
        order={order}
        onMoved={(moved, said) => {
          setOrder(moved);
          setProblem("");
          setStatus(said);
        }}
        onRefused={(message, stale) => {
          setStatus("");
          setProblem(message);
          // Changed elsewhere meanwhile: show what it is now, and the moves it allows now.
          if (stale) void load();
        }}
      />
      <p role="status" className="order-list__status">{status}</p>
      <p role="alert" className="page-list__problem">{problem}</p>

      <p>
        <a href={`#/order/${encodeURIComponent(order.id)}/slip`}>Packing slip to print</a>
      </p>

      <h2>Pieces to pack</h2>
      <table className="order-list__table order-detail__pieces">
        <thead>
          <tr>
            <th scope="col">How many</th>
            <th scope="col">Piece</th>
            <th scope="col">Stock code</th>
            <th scope="col">Price each</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.sku + line.title}>
              <td data-label="How many">{line.quantity}</td>
              <th scope="row" data-label="Piece">{line.title}</th>
              <td data-label="Stock code">{line.sku}</td>
              <td data-label="Price each">{money(line.unitPrice, order.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h2>Send to</h2>
      <address className="order-detail__address">
        {order.buyerName ?? "No name given"}
        {address && (
          <>
            <br />
            {address.line1}
            {address.line2 && (
              <>
                <br />
                {address.line2}
              </>
            )}
            <br />
            {`${address.postalCode} ${address.city}`.trim()}
            <br />
            {countryName(address.country || order.country)}
          </>
        )}
      </address>
      {!address && <p>No address given yet{order.country ? `; shipping to ${countryName(order.country)}` : ""}.</p>}
      <dl className="order-detail__facts">
        <dt>Email</dt>
        <dd>{order.buyerEmail ? <a href={`mailto:${order.buyerEmail}`}>{order.buyerEmail}</a> : "None given"}</dd>
        <dt>Buyer&rsquo;s note</dt>
        <dd className="order-detail__note">{order.note || "No note"}</dd>
        <dt>Language</dt>
        <dd>{languageName(order.language)}</dd>
      </dl>

      <h2>Shipping and total</h2>
      <dl className="order-detail__facts">
        <dt>Shipping</dt>
        <dd>
          {order.shippingZone} ({countryName(order.country)}): {money(order.shipping, order.currency)}
        </dd>
        <dt>Pieces</dt>
        <dd>{money(order.subtotal, order.currency)}</dd>
        <dt>Total</dt>
        <dd>
          <strong>{money(order.total, order.currency)}</strong>
        </dd>
      </dl>

      <h2>History</h2>
      <OrderHistory order={order} />
      <p className="page-list__meta">Last change: {when.format(order.updatedAt)}</p>
    </main>
  );
}
