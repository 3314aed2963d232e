import type { SiteConfig } from "../config/site-config";
import type { BuyData } from "../source/buy-data";
import { BUY_ATTR, BUY_WORDS_ATTR, CHECKOUT_PATH, INTENT_FIELD, PRICE_FIELD, PRODUCT_FIELD, QUANTITY_FIELD } from "../source/buy-form-names.mjs";
import { fill } from "../words/word.mjs";
import "./buy-form.css";
import { sitePath } from "../lib/site-path";

export type BuyFormProps = {
  buy: BuyData;
  words: Pick<SiteConfig["words"]["shop"], "addToCart" | "buyNow" | "quantity" | "soldOut" | "added" | "addedAll" | "viewCart" | "labelled">;
  /** The product page's form (quantity, Add to cart, Buy now), or a card's (Add to cart alone). @default "page" */
  variant?: "page" | "card";
};

/**
 * A product's buy form (docs/behaviour/shop.md#cart), on its page and on its card: the
 * shop's markup, kept with the cards, which are below the shop's feature. It is a plain POST to `/checkout`
 * (the price shown goes with it, to be checked, never charged), so "Buy now" works
 * without JavaScript; with it, the add-to-cart enhancer wakes on the first intent and
 * keeps "Add to cart" in the browser. Sold out: the product page's button is disabled and
 * says so; a card has no form at all, its "Sold out" pill being the one signal (blocks/product-card.tsx).
 */
export function BuyForm({ buy, words, variant = "page" }: BuyFormProps) {
  const id = `buy-${variant}-${buy.slug}`;
  const soldOut = buy.max === 0;
  const data = { [BUY_ATTR]: JSON.stringify(buy), [BUY_WORDS_ATTR]: JSON.stringify({ added: words.added, addedAll: words.addedAll, viewCart: words.viewCart }) };
  const hidden = (
    <>
      <input type="hidden" name={PRODUCT_FIELD} value={buy.slug} />
      <input type="hidden" name={PRICE_FIELD} value={buy.price} />
    </>
  );
  if (variant === "card") {
    if (soldOut) return null;
    return (
      <form method="post" action={sitePath(CHECKOUT_PATH)} className="card-buy" {...data}>
        {hidden}
        <input type="hidden" name={QUANTITY_FIELD} value="1" />
        {/* Named with the piece, for a list of many such buttons; the visible words come first (label in name). */}
        <button type="submit" name={INTENT_FIELD} value="add" className="button button--secondary card-buy__button" aria-label={fill(words.labelled, { label: words.addToCart, value: buy.title })}>
          {words.addToCart}
        </button>
        <p className="buy__status" role="status" />
      </form>
    );
  }
  return (
    <form method="post" action={sitePath(CHECKOUT_PATH)} className="buy" {...data}>
      {hidden}
      {!soldOut && (
        <div className="buy__quantity">
          <label htmlFor={`${id}-quantity`}>{words.quantity}</label>
          <input id={`${id}-quantity`} type="number" name={QUANTITY_FIELD} defaultValue={1} min={1} max={buy.max} step={1} inputMode="numeric" required />
        </div>
      )}
      <div className="buy__buttons">
        <button type="submit" name={INTENT_FIELD} value="add" className="button" disabled={soldOut}>
          {soldOut ? words.soldOut : words.addToCart}
        </button>
        {!soldOut && (
          <button type="submit" name={INTENT_FIELD} value="buy" className="button button--secondary">
            {words.buyNow}
          </button>
        )}
      </div>
      <p className="buy__status" role="status" />
    </form>
  );
}
