export const sortOptions = [
  { value: "featured", label: "Featured" },
  { value: "price-asc", label: "Price: low to high" },
  { value: "price-desc", label: "Price: high to low" },
  { value: "name", label: "Name" },
] as const;

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
