import type { ContentStore } from "./content-store.server";
import type { Entry } from "../source/entry";
import { readContent } from "./content-store.server";
import { editionOf, editionsOf, firstEditionRoot } from "../source/editions.server";
import type { ProductFrontMatter } from "../source/schemas/product";

type Product = Entry<ProductFrontMatter>;

/** What a translation must keep of its original: one shop sells it, at one price, from one stock. */
const SOLD_AS_ONE = ["price", "currency", "sku", "stock", "inStock"] as const;

/**
 * A second language's products against the first language's (docs/decisions/046-two-languages-on-one-site.md):
 * each is the translation of one of them, with the same price, currency, SKU and stock.
 */
export function editionShopProblems(products: readonly Product[], firstProducts: readonly Product[]): string[] {
  return products.flatMap((product) => {
    const original = firstProducts.find((p) => p.slug === product.slug);
    if (!original) return [`${product.file}: no product ${product.slug} in the first language (content/products/${product.slug}.md): one shop sells in both languages, so write it there first`];
    return SOLD_AS_ONE.filter((field) => product.data[field] !== original.data[field]).map(
      (field) => `${product.file}: ${field}: ${JSON.stringify(product.data[field] ?? null)} here, ${JSON.stringify(original.data[field] ?? null)} in ${original.file}; one shop sells it in both languages: make them the same`,
    );
  });
}

/**
 * The first language's product categories of which a second language has no product
 * translated yet: a page copied from the first language may show one in a product grid,
 * which stays empty until its pieces are translated (a translated piece keeps its category
 * until renamed), so the check does not refuse it (docs/decisions/046-two-languages-on-one-site.md).
 */
export function untranslatedCategories(products: readonly Product[], firstProducts: readonly Product[]): Set<string> {
  const translated = new Set(products.map((product) => product.slug));
  const waiting = new Set(firstProducts.map((product) => product.data.category));
  for (const product of firstProducts) if (translated.has(product.slug)) waiting.delete(product.data.category);
  return waiting;
}

/**
 * What a second language's edition may not do (docs/decisions/046-two-languages-on-one-site.md):
 * one shop sells in both languages, so a product of the edition is one of the first language's,
 * at its price, with its stock; and no page of the first language takes the edition's address.
 */
export async function editionProblems(root: string, store: ContentStore, first?: ContentStore): Promise<string[]> {
  const edition = editionOf(root);
  if (!edition) {
    return editionsOf(root)
      .filter((each) => store.slugs.pages.includes(each.language))
      .map((each) => `content/pages/${each.language}: its address /${each.language} is the ${each.language} edition's (content/editions/${each.language}); rename the page`);
  }
  return editionShopProblems(store.products, (first ?? (await readContent(firstEditionRoot(root)))).products);
}
