import type { EnhancerContext } from "~/islands/define-enhancer";
import { createCartStore } from "./cart-store";
import { fillWord } from "./price-format.mjs";
import { CART_COUNT_ATTR, CART_EVENT, CART_LINK_ATTR, CART_STORAGE_KEY, CART_STORAGE_PREFIX } from "./shop-names.mjs";

/**
 * Writes the cart's count on the header's cart link: `data-cart-count` (the badge, drawn
 * by CSS) and an accessible name that says it ("Cart, 2 pieces"); again whenever this tab
 * or another changes the cart. Attributes only: the header may hydrate around it.
 */
export default function enhanceCartCount(link: HTMLElement, { store }: EnhancerContext) {
  const win = link.ownerDocument.defaultView ?? window;
  let words: { one?: string; other?: string } = {};
  try {
    words = JSON.parse(link.getAttribute(CART_LINK_ATTR) ?? "{}") as typeof words;
  } catch {
    console.error(`Unreadable ${CART_LINK_ATTR} on the cart link.`);
  }
  const cart = createCartStore({ events: win });
  const plural = new Intl.PluralRules(link.ownerDocument.documentElement.lang || undefined);
  const show = () => {
    const count = cart.count();
    if (count === 0) {
      link.removeAttribute(CART_COUNT_ATTR);
      link.removeAttribute("aria-label");
      return;
    }
    link.setAttribute(CART_COUNT_ATTR, String(count));
    const word = plural.select(count) === "one" ? words.one : words.other;
    if (word) link.setAttribute("aria-label", fillWord(word, { count }));
  };
  show();
  store.add(win, CART_EVENT, show);
  store.add<StorageEvent>(win, "storage", (event) => {
    if (event.key === null || event.key === `${CART_STORAGE_PREFIX}${CART_STORAGE_KEY}`) show();
  });
}
