import { data } from "react-router";
import { CategoryNav } from "~/blocks/category-nav";
import { PageMain } from "~/blocks/page-main";
import { Pagination, paginationLinks } from "~/blocks/pagination";
import { ProductCard } from "~/blocks/product-card";
import { catalogueOf } from "~/content/catalogue.server";
import { shopBase, shopListing } from "~/content/listings.server";
import { loadContent } from "~/content/load.server";
import { pageHref } from "~/lib/pagination";
import { site } from "~/content/queries.server";
import { seoMeta } from "~/content/seo";
import { absoluteUrl, buildSeo } from "~/content/seo.server";
import { jsonLdMeta } from "~/features/found/structured-data/json-ld";
import { listingStructuredData } from "~/features/found/structured-data/pages";
import { sortLabelOf } from "~/lib/sort-products";
import { productSummary } from "~/content/summaries.server";
import { ShopSort, sortAttributes } from "~/theme/shop-sort";
import { countWord, fill } from "~/words/word.mjs";
import siteConfig from "../../site.config";

const words = siteConfig.words.listings;
import type { Route } from "./+types/shop";
import "./listing.css";

export async function loader({ params }: Route.LoaderArgs) {
  const store = await loadContent();
  const listing = shopListing(store, params);
  if (!listing) throw data(null, { status: 404 });
  const { category, sort, pagination, sortHrefs, base } = listing;
  const intro = category ? fill(words.categoryIntro, { category: category.name, site: site.name }) : fill(words.shopIntro, { site: site.name });
  const title = category ? category.name : words.shop;
  const sortLabel = sort === "featured" ? "" : `, ${sortLabelOf(sort, words).toLocaleLowerCase(siteConfig.language)}`;
  const seoTitle = `${category ? fill(words.categoryTitle, { category: category.name }) : words.shop}${sortLabel}`;
  // Every category, by name, after the whole shop; each links to its first page in the featured order.
  const categories = [...catalogueOf(store).categories].sort((a, b) => a.name.localeCompare(b.name));
  const categoryLinks = [{ name: words.allPieces, href: shopBase(undefined) }, ...categories.map((c) => ({ name: c.name, href: shopBase(c.slug) }))];
  return {
    title,
    intro,
    categoryLinks,
    currentCategory: shopBase(category?.slug),
    sort,
    sortHrefs,
    pagination,
    products: listing.products.map((p) => productSummary(store.manifest, p)),
    seo: buildSeo({
      title: pagination.page > 1 ? fill(words.titlePage, { title: seoTitle, page: pagination.page }) : seoTitle,
      description: intro,
      pathname: pageHref(base, pagination.page),
      // The sorted copies repeat the featured pages: search engines index those.
      noindex: sort !== "featured",
    }),
    // A category's pages: the shop above it, as a breadcrumb.
    structuredData:
      category &&
      listingStructuredData({ url: absoluteUrl(pageHref(base, pagination.page)), name: category.name, language: siteConfig.language }, [
        { name: words.shop, url: absoluteUrl(shopBase(undefined)) },
      ]),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  ...paginationLinks(loaderData?.pagination),
  ...jsonLdMeta(loaderData?.structuredData),
];

const PRODUCT_LIST_ID = "shop-products";

/**
 * The cards of the first row on a phone (two across) load at once with high priority: the
 * largest paint is one of them, and a plain card image is larger than a card slider's.
 */
const FIRST_ROW = 2;

/**
 * The shop and its categories, a page of `listings.pageSize` products at a time. A
 * listing of one page is sorted in place in the browser; a longer one links to its
 * pre-rendered sorted copies (docs/decisions/015-listings.md).
 */
export default function Shop({ loaderData }: Route.ComponentProps) {
  const { products, intro, title, sort, sortHrefs, pagination, categoryLinks, currentCategory } = loaderData;
  const many = pagination.pageCount > 1;
  return (
    <PageMain type="shop" className="listing">
      <header className="container listing__header">
        <h1>{title}</h1>
        <p className="listing__intro">{intro}</p>
      </header>
      <div className="container">
        <CategoryNav links={categoryLinks} current={currentCategory} />
        <div className="listing__toolbar">
          <p className="listing__count">
            {countWord(words.products, pagination.total, siteConfig.language)}
            {many ? ` · ${fill(words.pageOf, { page: pagination.page, pages: pagination.pageCount })}` : ""}
          </p>
          <ShopSort listId={PRODUCT_LIST_ID} sort={sort} sortHrefs={sortHrefs} />
        </div>
        <ul id={PRODUCT_LIST_ID} className="card-grid card-grid--products">
          {products.map((product, index) => (
            <li key={product.slug} {...sortAttributes(product)}>
              <ProductCard product={product} headingLevel={2} priority={index < FIRST_ROW} />
            </li>
          ))}
        </ul>
        <Pagination pagination={pagination} label={fill(words.pages, { title })} />
      </div>
    </PageMain>
  );
}
