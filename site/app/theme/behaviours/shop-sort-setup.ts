import { isSortKey, sortProducts, type SortKey } from "~/lib/sort-products";
import type { EnhancerContext } from "~/islands/define-enhancer";
import { SORT_HREFS_ATTR, SORT_LIST_ATTR, SORT_SAID_ATTR } from "./dom-markers";

type SortableItem = { element: HTMLElement; price: number; title: string };

function readItems(list: HTMLElement): SortableItem[] {
  return Array.from(list.children as HTMLCollectionOf<HTMLElement>, (element) => ({
    element,
    price: Number(element.dataset.price),
    title: element.dataset.title ?? "",
  }));
}

/** Page 1 of the listing in each order, when the listing has several pages (else none). */
function readHrefs(box: HTMLElement): Partial<Record<SortKey, string>> | undefined {
  const json = box.getAttribute(SORT_HREFS_ATTR);
  if (!json) return undefined;
  try {
    return JSON.parse(json) as Partial<Record<SortKey, string>>;
  } catch {
    console.error(`Unreadable ${SORT_HREFS_ATTR} on the sort box: sorting this page in place.`);
    return undefined;
  }
}

/** What the status line says for each order, as the build wrote it. */
function readSaid(box: HTMLElement): Partial<Record<SortKey, string>> {
  try {
    return JSON.parse(box.getAttribute(SORT_SAID_ATTR) ?? "{}") as Partial<Record<SortKey, string>>;
  } catch {
    return {};
  }
}

/**
 * Sorts the shop's pre-rendered product list in place when the visitor picks an order
 * (docs/behaviour/theme.md#shop-sort), and says so in the polite status line.
 * "Featured" restores the order the build produced. A choice made before this code
 * arrived is applied at once. A listing of several pages is pre-rendered in every
 * order: there a choice opens that copy's first page (docs/decisions/015-listings.md).
 */
export default function enhanceShopSort(box: HTMLElement, { store }: EnhancerContext) {
  const select = box.querySelector("select");
  const status = box.querySelector("[aria-live]");
  const list = box.ownerDocument.getElementById(box.getAttribute(SORT_LIST_ATTR) ?? "");
  if (!select || !list) return;
  const hrefs = readHrefs(box);
  if (hrefs) {
    // The order this copy was pre-rendered in (not the live value: a choice may have come first).
    const current = Array.from(select.options).find((option) => option.defaultSelected)?.value ?? "featured";
    const open = () => {
      const href = isSortKey(select.value) ? hrefs[select.value] : undefined;
      if (href && select.value !== current) box.ownerDocument.defaultView?.location.assign(href);
    };
    store.add(select, "change", open);
    open();
    return;
  }
  // The pre-rendered order is the featured one.
  const featured = readItems(list);
  const said = readSaid(box);
  const apply = () => {
    const key: SortKey = isSortKey(select.value) ? select.value : "featured";
    for (const item of sortProducts(featured, key)) list.append(item.element);
    if (status) status.textContent = said[key] ?? "";
  };
  store.add(select, "change", apply);
  if (select.value !== "featured") apply();
}
