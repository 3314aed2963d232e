import { useEffect, useState } from "react";
import { api } from "./api";
import { countryName, type ShownOrder } from "./order-words";
import { fillNodes } from "./words/fill-nodes";
import { orderWords } from "./words/orders";
import { shellWords } from "./words/shell";
import { fill, wordsOf } from "./words/studio-words";

/**
 * An order's packing slip (docs/owner.md#orders): what goes in the parcel and where it goes —
 * the pieces and how many, the address, the buyer's note; no prices. A page of its own the
 * owner prints (the studio's chrome is left out of print by editor.css).
 */
export function PackingSlip({ id }: { id: string }) {
  const t = wordsOf(orderWords);
  const [order, setOrder] = useState<ShownOrder | string | undefined>();
  useEffect(() => {
    void api<ShownOrder>("GET", `/api/orders/${encodeURIComponent(id)}`).then((result) =>
      setOrder(result.status === 200 ? result.body : (result.body.message ?? fill(t.orderNotRead, { status: result.status }))),
    );
  }, [id, t]);
  const tools = (
    <p className="packing-slip__tools">
      <a href={`#/order/${encodeURIComponent(id)}`}>{t.backToOrder}</a>
      {typeof order === "object" && (
        <button type="button" className="editor-button editor-button--primary" onClick={() => window.print()}>
          {t.print}
        </button>
      )}
    </p>
  );
  if (order === undefined) return <main className="packing-slip" id="main">{tools}<p>{wordsOf(shellWords).opening}</p></main>;
  if (typeof order === "string")
    return (
      <main className="packing-slip" id="main">
        {tools}
        <p role="alert" className="page-list__problem">{order}</p>
      </main>
    );
  const address = order.address;
  return (
    <main className="packing-slip" id="main">
      {tools}
      <h1>
        {fillNodes(t.slipHeading, { id: <span className="order-list__reference">{order.id}</span> })}
      </h1>
      <h2>{t.sendTo}</h2>
      <address className="packing-slip__address">
        {[order.buyerName, address?.line1, address?.line2, address && `${address.postalCode} ${address.city}`.trim(), countryName(address?.country || order.country)]
          .filter(Boolean)
          .map((line, i) => (
            <span key={i}>
              {line}
              <br />
            </span>
          ))}
      </address>
      <h2>{t.inParcel}</h2>
      <table className="packing-slip__pieces">
        <thead>
          <tr>
            <th scope="col">{t.howMany}</th>
            <th scope="col">{t.piece}</th>
            <th scope="col">{t.stockCode}</th>
            <th scope="col">{t.packed}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.sku + line.title}>
              <td>{line.quantity}</td>
              <th scope="row">{line.title}</th>
              <td>{line.sku}</td>
              <td><span aria-hidden="true">☐</span></td>
            </tr>
          ))}
        </tbody>
      </table>
      {order.note && (
        <>
          <h2>{t.theBuyersNote}</h2>
          <p className="order-detail__note">{order.note}</p>
        </>
      )}
    </main>
  );
}
