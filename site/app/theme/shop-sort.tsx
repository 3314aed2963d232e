import { sortLabelOf, sortOptions, type SortKey } from "~/lib/sort-products";
import { fill } from "~/words/word.mjs";
import siteConfig from "../../site.config";
import { SORT_HREFS_ATTR, SORT_LIST_ATTR, SORT_SAID_ATTR } from "./behaviours/dom-markers";
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
  const { language, words } = siteConfig;
  const options = sortOptions.map(({ value }) => ({ value, label: sortLabelOf(value, words.listings) }));
  const sortedBy = (key: SortKey) => fill(words.listings.sortedBy, { order: sortLabelOf(key, words.listings).toLocaleLowerCase(language) });
  // What the enhancer announces for each order, in the site's words, so its code carries none.
  const said = Object.fromEntries(options.map(({ value }) => [value, value === "featured" ? "" : sortedBy(value)]));
  const attributes = { [SORT_LIST_ATTR]: listId, [SORT_SAID_ATTR]: JSON.stringify(said), ...(sortHrefs ? { [SORT_HREFS_ATTR]: JSON.stringify(sortHrefs) } : {}) };
  return (
    <div className="shop-sort" {...attributes}>
      <StyledSelect label={words.listings.sortBy} name="sort" defaultValue={sort} options={options} />
      <p className="visually-hidden" aria-live="polite">
        {said[sort]}
      </p>
    </div>
  );
}
