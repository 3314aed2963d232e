import { useMemo, useState } from "react";
import { PageMain } from "~/blocks/page-main";
import { ProductCard } from "~/blocks/product-card";
import { loadContent } from "~/content/load.server";
import { listProducts, site } from "~/content/queries.server";
import { seoMeta } from "~/content/seo";
import { buildSeo } from "~/content/seo.server";
import { isSortKey, sortOptions, sortProducts, type SortKey } from "~/content/sort-products";
import { StyledSelect } from "~/theme/styled-select";
import type { Route } from "./+types/shop";
import "./listing.css";

export async function loader() {
  const store = await loadContent();
  const intro = `Handmade pieces from ${site.name}, each one thrown, glazed and fired in the studio.`;
  return {
    intro,
    products: listProducts(store),
    seo: buildSeo({ title: "Shop", description: intro, pathname: "/shop" }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** The shop: every product, sortable in the browser (featured, price, name). */
export default function Shop({ loaderData }: Route.ComponentProps) {
  const { products, intro } = loaderData;
  const [sort, setSort] = useState<SortKey>("featured");
  const sorted = useMemo(() => sortProducts(products, sort), [products, sort]);
  const label = sortOptions.find((option) => option.value === sort)?.label ?? "";
  return (
    <PageMain type="shop" className="listing">
      <header className="container listing__header">
        <h1>Shop</h1>
        <p className="listing__intro">{intro}</p>
      </header>
      <div className="container">
        <div className="listing__toolbar">
          <p className="listing__count">{products.length} pieces</p>
          <StyledSelect
            label="Sort by"
            name="sort"
            value={sort}
            onChange={(value) => isSortKey(value) && setSort(value)}
            options={[...sortOptions]}
          />
        </div>
        <p className="visually-hidden" aria-live="polite">
          {sort === "featured" ? "" : `Sorted by ${label.toLowerCase()}`}
        </p>
        <ul className="card-grid card-grid--products">
          {sorted.map((product, index) => (
            <li key={product.slug}>
              <ProductCard product={product} headingLevel={2} priority={index === 0} />
            </li>
          ))}
        </ul>
      </div>
    </PageMain>
  );
}
