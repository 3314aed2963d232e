import { useState } from "react";
import type { ProductSummary } from "../server/content/products";
import { FileListScreen, useFileList } from "./file-list-screen";
import { listWords } from "./words/lists";
import { shellWords } from "./words/shell";
import { countWord, fill, studioLanguage, wordsOf } from "./words/studio-words";

const STOCK = { all: "all", "for-sale": "forSale", "sold-out": "soldOut" } as const;
type StockFilter = keyof typeof STOCK;

const soldOut = (p: ProductSummary) => p.state === "published" && (!p.inStock || p.stock === 0);
const price = (p: ProductSummary) => (p.price === null ? wordsOf(listWords).noPrice : new Intl.NumberFormat(studioLanguage(), { style: "currency", currency: p.currency }).format(p.price));
const stockWords = (p: ProductSummary) => (p.state === "draft" ? wordsOf(listWords).notInShop : soldOut(p) ? wordsOf(listWords).noneForSale : p.stock === null ? wordsOf(listWords).notCounted : countWord(wordsOf(listWords).forSaleInAll, p.stock));

/**
 * The shop's products (docs/behaviour/page-builder.md#products): drafts first, then every
 * product with its price and stock, filtered by category and by stock, and a new one
 * started from a title, as a draft out of the shop.
 */
export function ProductList() {
  const { items: products, load } = useFileList<ProductSummary>("/api/products");
  const [category, setCategory] = useState("");
  const [stock, setStock] = useState<StockFilter>("all");
  const t = wordsOf(listWords);

  const categories = [...new Set((products ?? []).map((p) => p.category).filter(Boolean))].sort();
  const shown = products?.filter((p) => (!category || p.category === category) && (stock === "all" || (stock === "sold-out" ? soldOut(p) : p.state === "published" && !soldOut(p))));

  return (
    <FileListScreen
      title={wordsOf(shellWords).products}
      kind="product"
      onRestored={load}
      create={{
        heading: t.newProduct,
        id: "new-product-title",
        button: t.addProduct,
        url: "/api/products",
        failed: t.productNotStarted,
        opens: "#/product/",
        note: t.productNote,
      }}
      filters={
        <div className="product-list__filters">
          <label>
            {t.category}
            <select value={category} onChange={(e) => setCategory(e.target.value)}>
              <option value="">{t.allCategories}</option>
              {categories.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          </label>
          <label>
            {t.stock}
            <select value={stock} onChange={(e) => setStock(e.target.value as StockFilter)}>
              {Object.entries(STOCK).map(([key, label]) => (
                <option key={key} value={key}>
                  {t[label]}
                </option>
              ))}
            </select>
          </label>
        </div>
      }
      count={products && (category || stock !== "all" ? fill(t.productsOf, { shown: shown!.length, all: countWord(t.products, products.length) }) : `${countWord(t.products, products.length)}.`)}
      label={t.productsLabel}
      rows={shown?.map((p) => ({
        key: p.slug,
        href: `#/product/${p.slug}`,
        title: p.title,
        badges: [...(p.state === "draft" ? [t.draft] : []), ...(soldOut(p) ? [t.soldOut] : [])],
        meta: [price(p), p.category, stockWords(p)].filter(Boolean).join(" · "),
      }))}
    />
  );
}
