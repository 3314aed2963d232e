import { sortOptions } from "~/content/sort-products";
import { SORT_LIST_ATTR } from "./behaviours/dom-markers";
import { StyledSelect } from "./styled-select";

/** Data attributes each product <li> of the list carries for sorting in place. */
export const sortAttributes = (product: { price: number; title: string }) => ({
  "data-price": String(product.price),
  "data-title": product.title,
});


/**
 * The shop's sort box (docs/behaviour/theme.md#shop-sort), pre-rendered: a styled
 * select and a polite status line. The product list stays the pre-rendered HTML;
 * the enhancer moves its items, so no product data is shipped twice.
 */
export function ShopSort({ listId }: { listId: string }) {
  return (
    <div className="shop-sort" {...{ [SORT_LIST_ATTR]: listId }}>
      <StyledSelect label="Sort by" name="sort" defaultValue="featured" options={[...sortOptions]} />
      <p className="visually-hidden" aria-live="polite" />
    </div>
  );
}
