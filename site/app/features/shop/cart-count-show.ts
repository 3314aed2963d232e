import type { EnhancerContext } from "~/islands/define-enhancer";
import { createEntryStore } from "~/lib/stored-entries";
import { countWord, type PluralWord } from "~/words/word.mjs";
import { CART_COUNT_ATTR, CART_EVENT, CART_LINK_ATTR, CART_STORAGE_KEY, CART_STORAGE_PREFIX, MAX_LINE_QUANTITY } from "./shop-names.mjs";

/**
 * Only what counting needs: every page with a cart runs this, so it does not load the cart's store
 * and its checks (cart-store.ts); a line it cannot count counts as none, and the cart
 * page, which does load them, drops a cart that is not valid.
 */
type Counted = { lines: { quantity?: unknown }[] };
const isCounted = (value: unknown): value is Counted => typeof value === "object" && value !== null && Array.isArray((value as Counted).lines);
const countOf = (cart: Counted | undefined) =>
  (cart?.lines ?? []).reduce<number>((sum, { quantity: q }) => sum + (typeof q === "number" && Number.isInteger(q) && q >= 1 && q <= MAX_LINE_QUANTITY ? q : 0), 0);

/**
 * Writes the cart's count on the header's cart link: `data-cart-count` (the badge, drawn
 * by CSS) and an accessible name that says it ("Cart, 2 pieces"); again whenever this tab
 * or another changes the cart. Attributes only: the header may hydrate around it.
 */
export default function showCartCount(link: HTMLElement, { store }: EnhancerContext) {
  const win = link.ownerDocument.defaultView ?? window;
  let word: PluralWord | undefined;
  try {
    const parsed: unknown = JSON.parse(link.getAttribute(CART_LINK_ATTR) ?? "null");
    // A count's forms, at least `other`; anything else leaves the link its visible name alone.
    if (typeof parsed === "object" && parsed !== null && typeof (parsed as PluralWord).other === "string") word = parsed as PluralWord;
    else console.error(`${CART_LINK_ATTR} on the cart link holds no count's words.`);
  } catch {
    console.error(`Unreadable ${CART_LINK_ATTR} on the cart link.`);
  }
  const cart = createEntryStore<Counted>({ prefix: CART_STORAGE_PREFIX, isValue: isCounted, storage: () => win.localStorage });
  // The page's language picks the count's form and writes its number ("Cart, 2 pieces", "السلة، قطعتان").
  const language = link.ownerDocument.documentElement.lang || "en";
  const show = () => {
    const count = countOf(cart.get(CART_STORAGE_KEY));
    if (count === 0) {
      link.removeAttribute(CART_COUNT_ATTR);
      link.removeAttribute("aria-label");
      return;
    }
    link.setAttribute(CART_COUNT_ATTR, String(count));
    if (word) link.setAttribute("aria-label", countWord(word, count, language));
  };
  show();
  store.add(win, CART_EVENT, show);
  store.add<StorageEvent>(win, "storage", (event) => {
    if (event.key === null || event.key === `${CART_STORAGE_PREFIX}${CART_STORAGE_KEY}`) show();
  });
}
