import { CHECKOUT_SLOT_ID } from "./shop-names.mjs";
import "./cart-page.css";

/**
 * The shell of `/checkout` and `/checkout/success` (docs/behaviour/shop.md#checkout): the
 * site's page with one section the server fills with the order's summary, the buyer's
 * fields or the outcome (site/server/shop/checkout-page.mjs). Pre-rendered, it says
 * what to do if it is ever reached without the server.
 */
export function CheckoutView({ title, waiting }: { title: string; waiting: string }) {
  return (
    <section id={CHECKOUT_SLOT_ID} className="checkout">
      <h1>{title}</h1>
      <p>{waiting}</p>
    </section>
  );
}
