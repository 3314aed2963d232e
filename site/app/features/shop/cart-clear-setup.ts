import { createCartStore } from "./cart-store";

/** The purchase is done: its cart is emptied, and the header's count follows. */
export default function clearCart(element: HTMLElement) {
  createCartStore({ events: element.ownerDocument.defaultView ?? window }).clear();
}
