import { PageMain } from "~/blocks/page-main";
import { ProductCard } from "~/blocks/product-card";
import { loadContent } from "~/content/load.server";
import { listProducts, site } from "~/content/queries.server";
import { seoMeta } from "~/content/seo";
import { buildSeo } from "~/content/seo.server";
import { ShopSort, sortAttributes } from "~/theme/shop-sort";
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

const PRODUCT_LIST_ID = "shop-products";

/** The shop: every product, sortable in the browser (featured, price, name). */
export default function Shop({ loaderData }: Route.ComponentProps) {
  const { products, intro } = loaderData;
  return (
    <PageMain type="shop" className="listing">
      <header className="container listing__header">
        <h1>Shop</h1>
        <p className="listing__intro">{intro}</p>
      </header>
      <div className="container">
        <div className="listing__toolbar">
          <p className="listing__count">{products.length} pieces</p>
          <ShopSort listId={PRODUCT_LIST_ID} />
        </div>
        <ul id={PRODUCT_LIST_ID} className="card-grid card-grid--products">
          {products.map((product, index) => (
            <li key={product.slug} {...sortAttributes(product)}>
              <ProductCard product={product} headingLevel={2} priority={index === 0} />
            </li>
          ))}
        </ul>
      </div>
    </PageMain>
  );
}
