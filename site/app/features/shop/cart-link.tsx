import type { PluralWord } from "~/words/word.mjs";
import { CART_LINK_ATTR, CART_PATH } from "./shop-names.mjs";
import type { ShopWords } from "./shop-words";
import { sitePath } from "../../lib/site-path";

/** The header link's words: its name, and its name with a count (a count's forms, `{count}`). */
export type CartLinkWords = { label: string; count: PluralWord };

/** The cart link's words from the site's (the header island carries them in its props). */
export const cartLinkWordsOf = (words: { shop: Pick<ShopWords, "cart" | "cartCount"> }): CartLinkWords => ({ label: words.shop.cart, count: words.shop.cartCount });

/**
 * The header's cart link (docs/behaviour/shop.md#cart). Its count is not in the
 * pre-rendered page: the cart-count enhancer reads the cart from storage at load and
 * writes it as `data-cart-count` (a badge drawn by CSS over the bag, so nothing moves)
 * and as the link's `aria-label`. It changes attributes only, never the text, so the
 * header may hydrate around it.
 */
export function CartLink({ words }: { words: CartLinkWords }) {
  return (
    <a href={sitePath(CART_PATH)} className="cart-link" {...{ [CART_LINK_ATTR]: JSON.stringify(words.count) }}>
      <svg aria-hidden focusable={false} className="cart-link__icon" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.75} strokeLinecap="round" strokeLinejoin="round">
        <path d="M5 8h14l-1.2 11.2a1 1 0 0 1-1 .8H7.2a1 1 0 0 1-1-.8z" />
        <path d="M9 10V7a3 3 0 0 1 6 0v3" />
      </svg>
      <span className="cart-link__label">{words.label}</span>
    </a>
  );
}
