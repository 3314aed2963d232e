import { useCallback, useEffect, useRef, useState } from "react";
import { api } from "./api";
import { OrderHistory, OrderMoves } from "./order-moves";
import { countryName, languageName, money, paidAfterCancellingNote, statusWords, when, type ShownOrder } from "./order-words";
import { fillNodes } from "./words/fill-nodes";
import { orderWords } from "./words/orders";
import { shellWords } from "./words/shell";
import { fill, wordsOf } from "./words/studio-words";

/**
 * One order's page (docs/behaviour/shop.md#the-studios-order-list): everything needed to
 * pack and ship it — the pieces, who to send them to and where, the shipping chosen, the
 * buyer's note — its history, the buttons that move it on, and its packing slip to print,
 * so the owner never needs the terminal's export for it.
 */
export function OrderDetail({ id }: { id: string }) {
  const t = wordsOf(orderWords);
  const [order, setOrder] = useState<ShownOrder | string | undefined>();
  const [status, setStatus] = useState("");
  const [problem, setProblem] = useState("");
  const heading = useRef<HTMLHeadingElement>(null);
  const load = useCallback(async () => {
    const result = await api<ShownOrder>("GET", `/api/orders/${encodeURIComponent(id)}`);
    setOrder(result.status === 200 ? result.body : (result.body.message ?? fill(t.orderNotRead, { status: result.status })));
  }, [id, t]);
  useEffect(() => void load(), [load]);
  // The page opened from a link: its heading takes focus, so a screen reader starts here.
  const loaded = order !== undefined;
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);

  const back = (
    <p>
      <a href="#/orders">{t.all}</a>
    </p>
  );
  if (order === undefined) return <main className="page-list order-detail" id="main">{back}<p>{wordsOf(shellWords).opening}</p></main>;
  if (typeof order === "string")
    return (
      <main className="page-list order-detail" id="main">
        {back}
        <h1 ref={heading} tabIndex={-1}>{fill(t.orderHeading, { id })}</h1>
        <p role="alert" className="page-list__problem">{order}</p>
      </main>
    );
  const address = order.address;
  return (
    <main className="page-list order-detail" id="main">
      {back}
      <h1 ref={heading} tabIndex={-1}>
        {fillNodes(t.orderHeading, { id: <span className="order-list__reference">{order.id}</span> })}
      </h1>
      <p>
        <span className={`order-list__state order-list__state--${order.status}`}>{statusWords(order)}</span>{" "}
        {order.kind === "request" ? t.kindRequest : t.kindCheckout}
      </p>
      {order.paidAfterCancelling && <p className="page-list__problem">{paidAfterCancellingNote()}</p>}
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
        <a href={`#/order/${encodeURIComponent(order.id)}/slip`}>{t.slipLink}</a>
      </p>

      <h2>{t.piecesToPack}</h2>
      <table className="order-list__table order-detail__pieces">
        <thead>
          <tr>
            <th scope="col">{t.howMany}</th>
            <th scope="col">{t.piece}</th>
            <th scope="col">{t.stockCode}</th>
            <th scope="col">{t.priceEach}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.sku + line.title}>
              <td data-label={t.howMany}>{line.quantity}</td>
              <th scope="row" data-label={t.piece}>{line.title}</th>
              <td data-label={t.stockCode}>{line.sku}</td>
              <td data-label={t.priceEach}>{money(line.unitPrice, order.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h2>{t.sendTo}</h2>
      <address className="order-detail__address">
        {order.buyerName ?? t.noName}
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
      {!address && <p>{order.country ? fill(t.noAddressTo, { country: countryName(order.country) }) : t.noAddress}</p>}
      <dl className="order-detail__facts">
        <dt>{t.email}</dt>
        <dd>{order.buyerEmail ? <a href={`mailto:${order.buyerEmail}`}>{order.buyerEmail}</a> : t.noneGiven}</dd>
        <dt>{t.buyersNote}</dt>
        <dd className="order-detail__note">{order.note || t.noNote}</dd>
        <dt>{t.language}</dt>
        <dd>{languageName(order.language)}</dd>
      </dl>

      <h2>{t.shippingAndTotal}</h2>
      <dl className="order-detail__facts">
        <dt>{t.shipping}</dt>
        <dd>
          {order.shippingZone} ({countryName(order.country)}): {money(order.shipping, order.currency)}
        </dd>
        <dt>{t.pieces}</dt>
        <dd>{money(order.subtotal, order.currency)}</dd>
        <dt>{t.total}</dt>
        <dd>
          <strong>{money(order.total, order.currency)}</strong>
        </dd>
      </dl>

      <h2>{t.history}</h2>
      <OrderHistory order={order} />
      <p className="page-list__meta">{fill(t.lastChange, { date: when.format(order.updatedAt) })}</p>
    </main>
  );
}
