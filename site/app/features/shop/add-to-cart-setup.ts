import type { EnhancerContext } from "~/islands/define-enhancer";
import type { BuyData } from "../../source/buy-data";
import { createCartStore } from "./cart-store";
import { countWord, type PluralWord } from "~/words/word.mjs";
import { BUY_ATTR, BUY_WORDS_ATTR, CART_PATH, INTENT_FIELD, QUANTITY_FIELD } from "./shop-names.mjs";

type Words = { added: string; addedAll: PluralWord; viewCart: string };

function read<T>(element: HTMLElement, attribute: string): T | undefined {
  try {
    return JSON.parse(element.getAttribute(attribute) ?? "") as T;
  } catch {
    console.error(`Unreadable ${attribute} on a product form.`);
    return undefined;
  }
}

/**
 * Keeps "Add to cart" in the browser (docs/behaviour/shop.md#cart): the form's quantity is
 * added to the cart, never past what is left, and the form's status line says so with a
 * link to the cart. "Buy now" is left to the browser: a POST to the server's checkout.
 */
export default function enhanceAddToCart(form: HTMLElement, { store }: EnhancerContext) {
  const buy = read<BuyData>(form, BUY_ATTR);
  const words = read<Words>(form, BUY_WORDS_ATTR);
  const status = form.querySelector<HTMLElement>("[role=status]");
  if (!(form instanceof HTMLFormElement) || !buy || !words || !status) return;
  const cart = createCartStore();
  store.add<SubmitEvent>(form, "submit", (event) => {
    const submitter = event.submitter as HTMLButtonElement | null;
    if (submitter?.name !== INTENT_FIELD || submitter.value !== "add") return;
    event.preventDefault();
    if (!form.reportValidity()) return;
    const field = form.elements.namedItem(QUANTITY_FIELD) as HTMLInputElement | null;
    const { quantity, added } = cart.add(buy, Number(field?.value ?? 1) || 1);
    const link = form.ownerDocument.createElement("a");
    link.href = CART_PATH;
    link.textContent = words.viewCart;
    status.replaceChildren(`${added > 0 && quantity < buy.max ? words.added : countWord(words.addedAll, quantity, form.ownerDocument.documentElement.lang || "en")} `, link);
  });
}
