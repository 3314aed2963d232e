import { useEffect, useRef, useState } from "react";
import { isSortKey, sortOptions, sortProducts, type SortKey } from "~/content/sort-products";
import { StyledSelect } from "./styled-select";

/** Data attributes each product <li> of the list carries for sorting in place. */
export const sortAttributes = (product: { price: number; title: string }) => ({
  "data-price": String(product.price),
  "data-title": product.title,
});

type SortableItem = { element: HTMLElement; price: number; title: string };

function readItems(list: HTMLElement): SortableItem[] {
  return Array.from(list.children as HTMLCollectionOf<HTMLElement>).map((element) => ({
    element,
    price: Number(element.dataset.price),
    title: element.dataset.title ?? "",
  }));
}

export type ShopSortProps = {
  listId: string;
  /** The order this page was pre-rendered in. @default "featured" */
  sort?: SortKey;
  /**
   * Page 1 of the listing in each order, for a listing of several pages: choosing an
   * order then opens its pre-rendered copy instead of reordering this page alone.
   */
  sortHrefs?: Record<SortKey, string>;
};

/**
 * The shop's sort box (spec §2 "Theme": styled select). The product list stays the
 * pre-rendered HTML: sorting moves its items, so no product data is shipped twice.
 * "Featured" restores the order the build produced.
 */
export function ShopSort({ listId, sort: initial = "featured", sortHrefs }: ShopSortProps) {
  const [sort, setSort] = useState<SortKey>(initial);
  const featured = useRef<SortableItem[] | null>(null);
  const label = sortOptions.find((option) => option.value === sort)?.label ?? "";

  useEffect(() => {
    const list = document.getElementById(listId);
    if (!list || sortHrefs) return;
    // The pre-rendered order is the featured one: nothing to move until a visitor sorts.
    if (!featured.current && sort === "featured") return;
    featured.current ??= readItems(list);
    for (const item of sortProducts(featured.current, sort)) list.append(item.element);
  }, [listId, sort, sortHrefs]);

  return (
    <>
      <StyledSelect
        label="Sort by"
        name="sort"
        value={sort}
        onChange={(value) => {
          if (!isSortKey(value)) return;
          if (sortHrefs && value !== initial) window.location.assign(sortHrefs[value]);
          setSort(value);
        }}
        options={[...sortOptions]}
      />
      <p className="visually-hidden" aria-live="polite">
        {sort === "featured" ? "" : `Sorted by ${label.toLowerCase()}`}
      </p>
    </>
  );
}
