import type { EnhancerContext } from "~/islands/define-enhancer";
import { editionPrefixOfPage } from "~/lib/site-path";
import type { CartSettings } from "./cart-view";
import { createCartStore, type CartLine } from "./cart-store";
import { fillWord, formatMinor } from "./price-format.mjs";
import { CART_ATTR, CART_EVENT, PRODUCT_FIELD, STOCK_PATH } from "./shop-names.mjs";

type Stock = { products: Record<string, { left: number | null; price?: number; title?: string; href?: string }> };

/** A piece's title and page as this edition names them (the server's answer), over the ones kept from where it was added. */
type Label = { title: string; href: string };
const isSiteAddress = (href: unknown): href is string => typeof href === "string" && href.startsWith("/") && !href.startsWith("//");

/**
 * The cart page's view, without a framework (docs/behaviour/shop.md#cart): one line per
 * product from the visitor's storage, cloned from the page's template, with − and +, a
 * quantity field and Remove; the subtotal, the shipping for the chosen country and the
 * total. It asks the server once what is left and what each costs now, and lowers or
 * marks a line that changed; on a static host without the server it shows the cart as
 * kept. Every change is written to storage at once, so the header's count follows.
 */
export default function enhanceCart(root: HTMLElement, { store }: EnhancerContext) {
  const doc = root.ownerDocument;
  const win = doc.defaultView ?? window;
  const settings = JSON.parse(root.getAttribute(CART_ATTR) ?? "{}") as CartSettings;
  const form = root.querySelector<HTMLFormElement>("[data-cart-form]");
  const list = root.querySelector<HTMLElement>("[data-cart-lines]");
  const template = root.querySelector<HTMLTemplateElement>("template[data-cart-line-template]");
  const empty = root.querySelector<HTMLElement>("[data-cart-empty]");
  const notice = root.querySelector<HTMLElement>("[data-cart-notice]");
  const country = form?.querySelector<HTMLSelectElement>("select");
  const checkout = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  const nothing = form?.querySelector<HTMLElement>("[data-cart-nothing]");
  if (!form || !list || !template || !empty || !country || !checkout || !nothing) return;
  const cart = createCartStore({ events: win });
  const money = (minor: number) => formatMinor(minor, settings.currency, settings.locale);
  const notes = new Map<string, string>();
  const labels = new Map<string, Label>();
  const field = <T extends Element>(row: Element, name: string) => row.querySelector<T>(`[data-field="${name}"]`)!;

  function row(line: CartLine): HTMLLIElement {
    const li = template!.content.firstElementChild!.cloneNode(true) as HTMLLIElement;
    li.dataset.slug = line.slug;
    // The template's words, kept to be filled again when the title changes.
    for (const labelled of li.querySelectorAll<HTMLElement>("[aria-label]")) labelled.dataset.labelWord = labelled.getAttribute("aria-label")!;
    const image = field<HTMLImageElement>(li, "image");
    image.src = line.image;
    return li;
  }

  function name(li: HTMLElement, line: CartLine) {
    const { title, href } = labels.get(line.slug) ?? line;
    const link = field<HTMLAnchorElement>(li, "title");
    if (link.textContent === title && link.getAttribute("href") === href) return;
    link.href = href;
    link.textContent = title;
    for (const labelled of li.querySelectorAll<HTMLElement>("[data-label-word]")) labelled.setAttribute("aria-label", fillWord(labelled.dataset.labelWord!, { title }));
  }

  function fill(li: HTMLElement, line: CartLine) {
    name(li, line);
    // A piece that sold out meanwhile stays listed, marked, and is neither counted nor sent;
    // its quantity leaves the form, which a browser would otherwise refuse (a maximum of 0 under a minimum of 1).
    const soldOut = line.max === 0;
    li.classList.toggle("cart-line--sold-out", soldOut);
    field(li, "unit").textContent = fillWord(settings.words.unitPrice, { price: money(line.price) });
    const quantity = field<HTMLInputElement>(li, "quantity");
    if (doc.activeElement !== quantity) quantity.value = String(line.quantity);
    quantity.max = String(Math.max(1, line.max));
    quantity.disabled = soldOut;
    (li.querySelector('[data-action="decrease"]') as HTMLButtonElement).disabled = soldOut || line.quantity <= 1;
    (li.querySelector('[data-action="increase"]') as HTMLButtonElement).disabled = line.quantity >= line.max;
    field(li, "total").textContent = soldOut ? settings.words.soldOut : money(line.price * line.quantity);
    const hidden = field<HTMLInputElement>(li, "line");
    hidden.value = `${line.slug}:${line.quantity}:${line.price}`;
    hidden.disabled = soldOut;
    const note = field<HTMLElement>(li, "note");
    note.textContent = notes.get(line.slug) ?? (soldOut ? settings.words.lineSoldOut : "");
    note.hidden = !note.textContent;
  }

  function render() {
    const { lines } = cart.read();
    empty!.hidden = lines.length > 0;
    form!.hidden = lines.length === 0;
    const rows = new Map(Array.from(list!.children as HTMLCollectionOf<HTMLElement>, (li) => [li.dataset.slug, li]));
    lines.forEach((line, i) => {
      const li = rows.get(line.slug) ?? row(line);
      rows.delete(line.slug);
      fill(li, line);
      if (list!.children[i] !== li) list!.insertBefore(li, list!.children[i] ?? null);
    });
    for (const gone of rows.values()) gone.remove();
    // Only what can be bought is counted and shipped; with nothing, nothing can be checked out.
    const buyable = lines.filter((l) => l.max > 0);
    const subtotal = buyable.reduce((sum, l) => sum + l.price * l.quantity, 0);
    const zone = buyable.length ? settings.zones.find((z) => z.countries.includes(country!.value)) : undefined;
    const shipping = zone ? (zone.freeFrom !== null && subtotal >= zone.freeFrom ? 0 : zone.rate) : undefined;
    checkout!.disabled = !buyable.length;
    nothing!.hidden = buyable.length > 0;
    if (buyable.length) checkout!.removeAttribute("aria-describedby");
    else checkout!.setAttribute("aria-describedby", nothing!.id);
    root.querySelector("[data-cart-subtotal]")!.textContent = money(subtotal);
    root.querySelector("[data-cart-shipping]")!.textContent = shipping === undefined ? "—" : shipping === 0 ? settings.words.shippingFree : money(shipping);
    root.querySelector("[data-cart-total]")!.textContent = money(subtotal + (shipping ?? 0));
  }

  store.add<MouseEvent>(list, "click", (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>("[data-action]");
    const slug = button?.closest<HTMLElement>("[data-slug]")?.dataset.slug;
    if (!button || !slug) return;
    const line = cart.read().lines.find((l) => l.slug === slug);
    if (!line) return;
    const action = button.dataset.action;
    if (action === "remove") {
      // Focus goes to the next line's title, or the summary, not to the page's start.
      const li = button.closest("li")!;
      const next = (li.nextElementSibling ?? li.previousElementSibling)?.querySelector<HTMLElement>("a") ?? country;
      cart.remove(slug);
      next?.focus();
    } else cart.setQuantity(slug, line.quantity + (action === "increase" ? 1 : -1));
  });
  store.add<Event>(list, "change", (event) => {
    const input = event.target as HTMLInputElement;
    const slug = input.closest<HTMLElement>("[data-slug]")?.dataset.slug;
    if (!slug || input.dataset.field !== "quantity") return;
    const value = Math.floor(Number(input.value));
    cart.setQuantity(slug, Number.isFinite(value) && value >= 1 ? value : 1);
    input.value = String(cart.read().lines.find((l) => l.slug === slug)?.quantity ?? "");
  });
  store.add(country, "change", render);
  store.add(win, CART_EVENT, render);
  store.add<StorageEvent>(win, "storage", render);
  if (new URLSearchParams(win.location.search).has("cancelled") && notice) notice.textContent = settings.words.cancelled;
  render();

  // What is left and what each costs now, from the server (absent on a static host).
  const { lines } = cart.read();
  if (!lines.length) return;
  const controller = new AbortController();
  store.defer(() => controller.abort());
  const query = new URLSearchParams(lines.map((l) => [PRODUCT_FIELD, l.slug]));
  // Asked of this page's edition, which names each piece in its own words (docs/behaviour/shop.md#cart).
  void fetch(`${editionPrefixOfPage()}${STOCK_PATH}?${query}`, { signal: controller.signal, headers: { Accept: "application/json" } })
    .then((response) => (response.ok ? (response.json() as Promise<Stock>) : undefined))
    .then((stock) => {
      if (!stock?.products) return;
      for (const line of cart.read().lines) {
        const now = stock.products[line.slug];
        if (!now) continue;
        const max = now.left === null ? line.max : Math.min(line.max, now.left);
        if (max === 0) notes.set(line.slug, settings.words.lineSoldOut);
        else if (max < line.quantity) notes.set(line.slug, fillWord(settings.words.lineOnlyLeft, { count: max }));
        if (typeof now.title === "string" && now.title && isSiteAddress(now.href)) labels.set(line.slug, { title: now.title, href: now.href });
        cart.update(line.slug, { max, ...(typeof now.price === "number" ? { price: now.price } : {}) });
      }
    })
    .catch(() => {});
}
