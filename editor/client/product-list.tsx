import { useEffect, useState, type FormEvent } from "react";
import type { ProductSummary } from "../server/content/products";
import { api } from "./api";
import { UndoDeletes } from "./undo-deletes";

const STOCK = { all: "All", "for-sale": "For sale", "sold-out": "Sold out" } as const;
type StockFilter = keyof typeof STOCK;

const soldOut = (p: ProductSummary) => p.state === "published" && (!p.inStock || p.stock === 0);

/**
 * The shop's products (docs/behaviour/page-builder.md#products): drafts first, then every
 * product with its price and stock, filtered by category and by stock, and a new one
 * started from a title, as a draft out of the shop.
 */
export function ProductList() {
  const [products, setProducts] = useState<ProductSummary[] | undefined>();
  const [category, setCategory] = useState("");
  const [stock, setStock] = useState<StockFilter>("all");
  const [title, setTitle] = useState("");
  const [message, setMessage] = useState("");
  const load = () => void api<ProductSummary[]>("GET", "/api/products").then((r) => setProducts(r.status === 200 ? r.body : []));
  useEffect(load, []);

  async function create(event: FormEvent) {
    event.preventDefault();
    const result = await api<{ slug: string }>("POST", "/api/products", { title });
    if (result.status !== 200) return setMessage(result.body.message ?? `The product could not be started (${result.status}).`);
    location.hash = `#/product/${result.body.slug}`;
  }

  const categories = [...new Set((products ?? []).map((p) => p.category).filter(Boolean))].sort();
  const shown = (products ?? []).filter((p) => (!category || p.category === category) && (stock === "all" || (stock === "sold-out" ? soldOut(p) : p.state === "published" && !soldOut(p))));
  const price = (p: ProductSummary) => (p.price === null ? "no price yet" : new Intl.NumberFormat(undefined, { style: "currency", currency: p.currency }).format(p.price));

  return (
    <main className="page-list" id="main">
      <p>
        <a href="#/">All pages</a>
      </p>
      <h1>Products</h1>
      <UndoDeletes kind="product" onRestored={load} />
      <form onSubmit={(e) => void create(e)} className="page-list__new">
        <h2>New product</h2>
        <label htmlFor="new-product-title">Title</label>
        <input id="new-product-title" value={title} onChange={(e) => setTitle(e.target.value)} required />
        <button type="submit" disabled={!title.trim()}>
          Add a product
        </button>
        <p className="page-list__meta">It starts as a draft, out of the shop: fill it in, save, then mark it ready to sell.</p>
        <p role="alert" className="page-list__problem">
          {message}
        </p>
      </form>
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
      {!products ? (
        <p>Loading…</p>
      ) : (
        <>
          <p role="status">{category || stock !== "all" ? `${shown.length} of ${products.length} products.` : `${products.length} products.`}</p>
          <ul aria-label="Products">
            {shown.map((p) => (
              <li key={p.slug}>
                <span>
                  <a href={`#/product/${p.slug}`}>{p.title}</a> {p.state === "draft" && <span className="post-list__draft">Draft</span>}
                  {soldOut(p) && <span className="post-list__draft">Sold out</span>}
                </span>
                <span className="page-list__meta">
                  {[price(p), p.category, p.state === "draft" ? "not in the shop" : soldOut(p) ? "none for sale" : p.stock === null ? "for sale, not counted" : `${p.stock} for sale in all`].filter(Boolean).join(" · ")}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </main>
  );
}
