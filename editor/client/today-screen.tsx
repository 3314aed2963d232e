import { useEffect, useState, type ReactNode } from "react";
import type { Today } from "../server/today/today";
import { api } from "./api";
import { ScreenLinks } from "./studio-screens";
import "./today-and-messages.css";
import { fillNodes } from "./words/fill-nodes";
import { shellWords } from "./words/shell";
import { countWord, fill, wordsOf } from "./words/studio-words";
import { todayWords } from "./words/today";

/**
 * The studio's first screen (docs/owner.md#the-first-screen-what-needs-doing): what needs
 * the owner today, each a link to where it is done, "all done" in plain words when nothing
 * does, then every screen of the studio.
 */

const count = countWord;

type Item = { key: string; text: ReactNode; details?: string };

/** The things to do, in the order a maker meets them: buyers first, then visitors, then the site. */
function toDo(today: Today): Item[] {
  const t = wordsOf(todayWords);
  const items: Item[] = [];
  if (today.toPack === null || today.newMessages === null)
    items.push({ key: "database", text: t.databaseDown });
  if (today.toPack && today.toPack.orders > 0)
    items.push({ key: "pack", text: fillNodes(t.toPack, { orders: <a href="#/orders">{count(t.paidOrders, today.toPack.orders)}</a>, pieces: count(t.pieces, today.toPack.pieces) }) });
  if (today.toRefund)
    items.push({ key: "refund", text: fillNodes(count(t.toRefund, today.toRefund), { orders: <a href="#/orders">{count(t.paidAfterCancelling, today.toRefund)}</a> }) });
  if (today.newMessages)
    items.push({ key: "messages", text: fillNodes(t.fromVisitors, { messages: <a href="#/messages">{count(t.newMessages, today.newMessages)}</a> }) });
  for (const product of today.lowStock)
    items.push({ key: `stock-${product.slug}`, text: fillNodes(t.stock, { product: <a href={`#/product/${product.slug}`}>{product.title}</a>, left: product.left === 0 ? t.soldOut : count(t.onlyLeft, product.left) }) });
  if (today.drafts.posts > 0) items.push({ key: "draft-posts", text: fillNodes(t.notLive, { posts: <a href="#/posts">{count(t.draftPosts, today.drafts.posts)}</a> }) });
  if (today.drafts.products > 0) items.push({ key: "draft-products", text: fillNodes(t.notOnSale, { products: <a href="#/products">{count(t.draftProducts, today.drafts.products)}</a> }) });
  if (today.unpublished === null) items.push({ key: "publish", text: fillNodes(t.neverPublished, { open: <a href="#/pages">{t.openPage}</a> }) });
  else if (today.unpublished > 0)
    items.push({ key: "publish", text: fillNodes(t.unpublished, { changes: count(t.changes, today.unpublished), open: <a href="#/pages">{t.openPage}</a> }) });
  if (!today.mail)
    items.push({ key: "mail", text: fillNodes(t.mailOff, { mail: <a href="#/mail">{t.mailNotSetUp}</a> }), details: t.mailDetails });
  if (today.payments === "incomplete")
    items.push({ key: "payments", text: t.paymentsBroken, details: t.paymentsDetails });
  return items;
}

function ItemDetails({ text }: { text: string }) {
  return (
    <details>
      <summary>{wordsOf(shellWords).details}</summary>
      <p className="page-list__meta">{text}</p>
    </details>
  );
}

export function TodayScreen() {
  const t = wordsOf(todayWords);
  const shell = wordsOf(shellWords);
  const [today, setToday] = useState<Today | string | undefined>();
  useEffect(() => {
    void api<Today>("GET", "/api/today").then((r) => setToday(r.status === 200 ? r.body : (r.body.message ?? fill(t.notRead, { status: r.status }))));
  }, [t]);
  const items = typeof today === "object" ? toDo(today) : [];
  return (
    <main className="page-list today" id="main">
      <header className="page-list__header">
        <div>
          <p className="page-list__tool">{shell.studio}</p>
          <h1>{shell.whatNeedsDoing}</h1>
        </div>
      </header>
      {today === undefined ? (
        <p>{t.looking}</p>
      ) : typeof today === "string" ? (
        <p role="alert">{today}</p>
      ) : items.length === 0 ? (
        <p className="today__done">{t.allDone}</p>
      ) : (
        <ul className="today__list" aria-label={shell.whatNeedsDoing}>
          {items.map((item) => (
            <li key={item.key} className="today__item">
              {item.text}
              {item.details && <ItemDetails text={item.details} />}
            </li>
          ))}
        </ul>
      )}
      {typeof today === "object" && (
        <p className="page-list__meta">
          {today.mail ? fillNodes(t.mailSetUp, { mail: <a href="#/mail">{shell.mail}</a> }) : ""}
          {today.payments === "on" ? t.paymentsOn : today.payments === "off" ? t.paymentsOff : ""}
          {today.lowStock.length > 0 ? fill(t.lowStockMeans, { pieces: count(t.pieces, today.lowStockAt) }) : ""}
        </p>
      )}
      <h2>{t.everything}</h2>
      <ScreenLinks label="studio" current="#/" />
    </main>
  );
}
