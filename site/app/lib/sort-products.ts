/** The shop's orders; each one's name is a word of the site's (`words.listings`, sortLabelOf). */
export const sortOptions = [{ value: "featured" }, { value: "price-asc" }, { value: "price-desc" }, { value: "name" }] as const;

export type SortKey = (typeof sortOptions)[number]["value"];

export function isSortKey(value: string): value is SortKey {
  return sortOptions.some((option) => option.value === value);
}

/** What sorting reads from a product (a summary, or a pre-rendered list item). */
export type Sortable = { price: number; title: string };

/**
 * Products in the chosen order. "featured" is the order the build produced; the other
 * orders keep it for ties, so equal prices stay in a predictable order.
 */
export function sortProducts<T extends Sortable>(products: readonly T[], key: SortKey): T[] {
  const list = [...products];
  const byName = new Intl.Collator(undefined, { sensitivity: "base", numeric: true });
  switch (key) {
    case "price-asc":
      return list.sort((a, b) => a.price - b.price);
    case "price-desc":
      return list.sort((a, b) => b.price - a.price);
    case "name":
      return list.sort((a, b) => byName.compare(a.title, b.title));
    default:
      return list;
  }
}

const SORT_WORD = { featured: "sortFeatured", "price-asc": "sortPriceAsc", "price-desc": "sortPriceDesc", name: "sortName" } as const;

/** An order's name in the site's words (docs/decisions/039-site-words.md). */
export const sortLabelOf = (key: SortKey, words: Record<(typeof SORT_WORD)[SortKey], string>): string => words[SORT_WORD[key]];
