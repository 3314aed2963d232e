import { sortOptions, type SortKey } from "~/features/shop/sort-products";
import { SORT_HREFS_ATTR, SORT_LIST_ATTR } from "./behaviours/dom-markers";
import { StyledSelect } from "./styled-select";

/** Data attributes each product <li> of the list carries for sorting in place. */
export const sortAttributes = (product: { price: number; title: string }) => ({
  "data-price": String(product.price),
  "data-title": product.title,
});

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
 * The shop's sort box (docs/behaviour/theme.md#shop-sort), pre-rendered: a styled
 * select and a polite status line. The product list stays the pre-rendered HTML:
 * the enhancer moves its items, so no product data is shipped twice; on a listing of
 * several pages it opens the pre-rendered copy in the chosen order instead.
 */
export function ShopSort({ listId, sort = "featured", sortHrefs }: ShopSortProps) {
  const label = sortOptions.find((option) => option.value === sort)?.label ?? "";
  const attributes = { [SORT_LIST_ATTR]: listId, ...(sortHrefs ? { [SORT_HREFS_ATTR]: JSON.stringify(sortHrefs) } : {}) };
  return (
    <div className="shop-sort" {...attributes}>
      <StyledSelect label="Sort by" name="sort" defaultValue={sort} options={[...sortOptions]} />
      <p className="visually-hidden" aria-live="polite">
        {sort === "featured" ? "" : `Sorted by ${label.toLowerCase()}`}
      </p>
    </div>
  );
}
