import { useState } from "react";
import type { ProductSummary } from "../server/content/products";
import { FileListScreen, useFileList } from "./file-list-screen";

const STOCK = { all: "All", "for-sale": "For sale", "sold-out": "Sold out" } as const;
type StockFilter = keyof typeof STOCK;

const soldOut = (p: ProductSummary) => p.state === "published" && (!p.inStock || p.stock === 0);
const price = (p: ProductSummary) => (p.price === null ? "no price yet" : new Intl.NumberFormat(undefined, { style: "currency", currency: p.currency }).format(p.price));
const stockWords = (p: ProductSummary) => (p.state === "draft" ? "not in the shop" : soldOut(p) ? "none for sale" : p.stock === null ? "for sale, not counted" : `${p.stock} for sale in all`);

/**
 * The shop's products (docs/behaviour/page-builder.md#products): drafts first, then every
 * product with its price and stock, filtered by category and by stock, and a new one
 * started from a title, as a draft out of the shop.
 */
export function ProductList() {
  const { items: products, load } = useFileList<ProductSummary>("/api/products");
  const [category, setCategory] = useState("");
  const [stock, setStock] = useState<StockFilter>("all");

  const categories = [...new Set((products ?? []).map((p) => p.category).filter(Boolean))].sort();
  const shown = products?.filter((p) => (!category || p.category === category) && (stock === "all" || (stock === "sold-out" ? soldOut(p) : p.state === "published" && !soldOut(p))));

  return (
    <FileListScreen
      title="Products"
      kind="product"
      onRestored={load}
      create={{
        heading: "New product",
        id: "new-product-title",
        button: "Add a product",
        url: "/api/products",
        failed: "The product could not be started",
        opens: "#/product/",
        note: "It starts as a draft, out of the shop: fill it in, save, then mark it ready to sell.",
      }}
      filters={
        <div className="product-list__filters">
          <label>
            Category
            <select value={category} onChange={(e) => setCategory(e.target.value)}>
              <option value="">All categories</option>
              {categories.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          </label>
          <label>
            Stock
            <select value={stock} onChange={(e) => setStock(e.target.value as StockFilter)}>
              {Object.entries(STOCK).map(([key, label]) => (
                <option key={key} value={key}>
                  {label}
                </option>
              ))}
            </select>
          </label>
        </div>
      }
      count={products && (category || stock !== "all" ? `${shown!.length} of ${products.length} products.` : `${products.length} products.`)}
      label="Products"
      rows={shown?.map((p) => ({
        key: p.slug,
        href: `#/product/${p.slug}`,
        title: p.title,
        badges: [...(p.state === "draft" ? ["Draft"] : []), ...(soldOut(p) ? ["Sold out"] : [])],
        meta: [price(p), p.category, stockWords(p)].filter(Boolean).join(" · "),
      }))}
    />
  );
}
