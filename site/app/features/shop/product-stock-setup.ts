import type { EnhancerContext } from "~/islands/define-enhancer";
import { editionPrefixOfPage } from "~/lib/site-path";
import { countWord, type PluralWord } from "~/words/word.mjs";
import type { BuyData } from "../../source/buy-data";
import { BUY_ATTR, FEW_LEFT, PRODUCT_FIELD, QUANTITY_FIELD, STOCK_LABEL_ATTR, STOCK_PATH } from "./shop-names.mjs";

type Words = { product: string; inStock: string; soldOut: string; left: PluralWord };
type Stock = { products?: Record<string, { left?: unknown }> };

/**
 * Asks the server what is left of the page's piece (the cart page's question) and says it:
 * the stock line's words, the quantity field's maximum, and the buy form's limit for the
 * cart; none left disables the buttons. No answer (a static host, the server away) leaves
 * the build's words.
 */
export default function enhanceProductStock(label: HTMLElement, { store }: EnhancerContext) {
  let words: Words;
  try {
    words = JSON.parse(label.getAttribute(STOCK_LABEL_ATTR) ?? "") as Words;
  } catch {
    return console.error(`Unreadable ${STOCK_LABEL_ATTR} on a product's stock line.`);
  }
  const controller = new AbortController();
  store.defer(() => controller.abort());
  const query = new URLSearchParams([[PRODUCT_FIELD, words.product]]);
  void fetch(`${editionPrefixOfPage()}${STOCK_PATH}?${query}`, { signal: controller.signal, headers: { Accept: "application/json" } })
    .then((response) => (response.ok ? (response.json() as Promise<Stock>) : undefined))
    .then((stock) => {
      const left = stock?.products?.[words.product]?.left;
      if (typeof left === "number" && Number.isInteger(left) && left >= 0) show(label, words, left);
    })
    .catch(() => {});
}

function show(label: HTMLElement, words: Words, left: number) {
  const language = label.ownerDocument.documentElement.lang || "en";
  label.textContent = left === 0 ? words.soldOut : left > FEW_LEFT ? words.inStock : countWord(words.left, left, language);
  label.classList.toggle("product__stock--out", left === 0);
  const form = label.parentElement?.querySelector<HTMLFormElement>(`form[${BUY_ATTR}]`);
  if (!form) return;
  const quantity = form.querySelector<HTMLInputElement>(`input[name="${QUANTITY_FIELD}"]`);
  if (quantity && left > 0) quantity.max = String(Math.min(Number(quantity.max) || left, left));
  try {
    const buy = JSON.parse(form.getAttribute(BUY_ATTR) ?? "") as BuyData;
    form.setAttribute(BUY_ATTR, JSON.stringify({ ...buy, max: Math.min(buy.max, left) }));
  } catch {
    // The add-to-cart enhancer says so when it reads it.
  }
  if (left === 0) for (const button of form.querySelectorAll("button")) button.disabled = true;
}
