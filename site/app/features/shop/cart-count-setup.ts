import type { EnhancerContext } from "~/islands/define-enhancer";
import { loadChunk } from "~/lib/load-chunk";
import { CART_EVENT, CART_STORAGE_KEY, CART_STORAGE_PREFIX } from "./shop-names.mjs";

/** One importer for the page, so a retry asks for the chunk afresh (load-chunk.ts). */
const importCount = () => import("./cart-count-show");

/**
 * The header's cart count (docs/behaviour/shop.md#cart), in two steps: a browser that
 * holds no cart has nothing to count, so until one is stored — a piece put in the cart on
 * this page, or in another tab — only this wait is loaded; the counter's code (reading and
 * checking the stored cart, the count's words) comes with the first piece, or at once when
 * there is a cart already.
 */
export default function enhanceCartCount(link: HTMLElement, context: EnhancerContext) {
  const win = link.ownerDocument.defaultView ?? window;
  const key = `${CART_STORAGE_PREFIX}${CART_STORAGE_KEY}`;
  let started = false;
  let stopped = false;
  context.store.defer(() => (stopped = true));
  const start = () => {
    if (started) return;
    started = true;
    // The count is a hint beside the link, not the link: without its code the link still leads to the cart.
    loadChunk(importCount).then(
      (count) => void (stopped || count.default(link, context)),
      (error: unknown) => console.error("The cart's count could not be loaded.", error),
    );
  };
  let stored = false;
  try {
    stored = win.localStorage.getItem(key) !== null;
  } catch {
    // Storage refused: there is no cart to count (cart-store.ts keeps none either).
  }
  if (stored) return start();
  context.store.add(win, CART_EVENT, start);
  context.store.add<StorageEvent>(win, "storage", (event) => {
    if (event.key === null || event.key === key) start();
  });
}
