import { useEffect, useState, type ReactNode } from "react";
import type { Today } from "../server/today/today";
import { api } from "./api";
import { ScreenLinks } from "./studio-screens";
import "./today-and-messages.css";

/**
 * The studio's first screen (docs/owner.md#the-first-screen-what-needs-doing): what needs
 * the owner today, each a link to where it is done, "all done" in plain words when nothing
 * does, then every screen of the studio.
 */

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

type Item = { key: string; text: ReactNode; details?: string };

/** The things to do, in the order a maker meets them: buyers first, then visitors, then the site. */
function toDo(today: Today): Item[] {
  const items: Item[] = [];
  if (today.toPack === null || today.newMessages === null)
    items.push({ key: "database", text: "The orders and messages could not be read just now. Open this screen again in a moment; if it keeps saying so, ask whoever runs the site." });
  if (today.toPack && today.toPack.orders > 0)
    items.push({ key: "pack", text: <><a href="#/orders">{count(today.toPack.orders, "paid order", "paid orders")} to pack</a>: {count(today.toPack.pieces, "piece", "pieces")} in all.</> });
  if (today.toRefund)
    items.push({ key: "refund", text: <><a href="#/orders">{count(today.toRefund, "cancelled order was", "cancelled orders were")} paid afterwards</a>: give the money back, then mark {today.toRefund === 1 ? "it" : "them"} refunded.</> });
  if (today.newMessages)
    items.push({ key: "messages", text: <><a href="#/messages">{count(today.newMessages, "new message", "new messages")}</a> from visitors.</> });
  for (const product of today.lowStock)
    items.push({ key: `stock-${product.slug}`, text: <><a href={`#/product/${product.slug}`}>{product.title}</a>: {product.left === 0 ? "sold out." : `only ${product.left} left.`}</> });
  if (today.drafts.posts > 0) items.push({ key: "draft-posts", text: <><a href="#/posts">{count(today.drafts.posts, "draft post", "draft posts")}</a> not yet live.</> });
  if (today.drafts.products > 0) items.push({ key: "draft-products", text: <><a href="#/products">{count(today.drafts.products, "draft product", "draft products")}</a> not yet on sale.</> });
  if (today.unpublished === null) items.push({ key: "publish", text: <>The site has not been published from this studio yet. <a href="#/pages">Open a page</a> and press Publish the site.</> });
  else if (today.unpublished > 0)
    items.push({ key: "publish", text: <>{count(today.unpublished, "change is", "changes are")} not on the live site yet. <a href="#/pages">Open a page</a> and press Publish the site.</> });
  if (!today.mail)
    items.push({ key: "mail", text: <><a href="#/mail">Mail is not set up</a>: you and your buyers get no email when an order or a message arrives. Ask whoever runs the site to set it up.</>, details: "The site's server sends mail once SMTP_URL is set (the operations guide, Mail)." });
  if (today.payments === "incomplete")
    items.push({ key: "payments", text: "Payments are not working: one of the payment provider's two keys is missing. Ask whoever runs the site to add it.", details: "STRIPE_SECRET_KEY is set but STRIPE_WEBHOOK_SECRET is not (the selling guide)." });
  return items;
}

function ItemDetails({ text }: { text: string }) {
  return (
    <details>
      <summary>Details</summary>
      <p className="page-list__meta">{text}</p>
    </details>
  );
}

export function TodayScreen() {
  const [today, setToday] = useState<Today | string | undefined>();
  useEffect(() => {
    void api<Today>("GET", "/api/today").then((r) => setToday(r.status === 200 ? r.body : (r.body.message ?? `What needs doing could not be read (${r.status}).`)));
  }, []);
  const items = typeof today === "object" ? toDo(today) : [];
  return (
    <main className="page-list today" id="main">
      <header className="page-list__header">
        <div>
          <p className="page-list__tool">Studio</p>
          <h1>What needs doing</h1>
        </div>
      </header>
      {today === undefined ? (
        <p>Looking…</p>
      ) : typeof today === "string" ? (
        <p role="alert">{today}</p>
      ) : items.length === 0 ? (
        <p className="today__done">All done: no orders to pack, no new messages, no drafts, nothing low in stock, and the live site is up to date.</p>
      ) : (
        <ul className="today__list" aria-label="What needs doing">
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
          {today.mail ? <><a href="#/mail">Mail</a> is set up. </> : ""}
          {today.payments === "on" ? "Online payments are set up." : today.payments === "off" ? "Online payments are off: buyers send an order request, and you email them how to pay." : ""}
          {today.lowStock.length > 0 ? ` Low stock means ${count(today.lowStockAt, "piece", "pieces")} left or fewer.` : ""}
        </p>
      )}
      <h2>Everything in the studio</h2>
      <ScreenLinks label="Studio" current="#/" />
    </main>
  );
}
