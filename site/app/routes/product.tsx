import { data } from "react-router";
import { PageMain } from "~/blocks/page-main";
import { Widget } from "~/blocks/widget";
import { Picture } from "~/blocks/picture";
import { LIGHTBOX } from "~/media/lightbox/lightbox-names";
import { ImageSlider } from "~/media/slider/image-slider";
import { SLIDER_TIMING } from "~/media/slider/slider-names";
import { ProductCard } from "~/blocks/product-card";
import { loadContent } from "~/content/load.server";
import { enquiryBlock } from "~/content/blocks.server";
import { resolveBlock } from "~/content/page-view.server";
import { productView } from "~/content/queries.server";
import { seoMeta } from "~/content/seo";
import { absoluteUrl, buildSeo } from "~/content/seo.server";
import { availabilityOf, jsonLdMeta } from "~/features/found/structured-data/json-ld";
import { productStructuredData } from "~/features/found/structured-data/product";
import { siteWidgets } from "~/widgets/site-widgets";
import type { Route } from "./+types/product";
import "./product.css";
import { countWord, fill } from "~/words/word.mjs";
import siteConfig from "../../site.config";
import { BuyForm } from "~/blocks/buy-form";
import { STOCK_LABEL_ATTR } from "~/features/shop/shop-names.mjs";
import type { ShopWords } from "~/features/shop/shop-words";
import { sitePath } from "../lib/site-path";

const { words, language } = siteConfig;

/** "In stock", "Only 1 left", "3 left" or "Sold out" in the shop's words: what the build knew (the cart asks the server for now). */
function stockLabel(product: { inStock: boolean; stock: number | null }, shop: Pick<ShopWords, "inStock" | "soldOut" | "left">): string {
  const availability = availabilityOf(product);
  if (availability === "OutOfStock") return shop.soldOut;
  if (availability === "InStock" || product.stock === null) return shop.inStock;
  return countWord(shop.left, product.stock, language);
}

/**
 * The stock line's class says what its words say, in any language: the build checks the
 * structured data's availability against it (docs/behaviour/found.md#structured-data).
 */
const STOCK_CLASS = { InStock: "product__stock", OutOfStock: "product__stock product__stock--out", LimitedAvailability: "product__stock product__stock--few" };

/**
 * A counted piece the shop sells says what is left now, asked of the server once the page
 * is idle: pieces sold or held since the build (docs/behaviour/shop.md#stock).
 */
function liveStock(product: { stock: number | null; buy?: { slug: string } | undefined }) {
  if (!product.buy || product.stock === null) return {};
  const { inStock, soldOut, left } = words.shop;
  return { [STOCK_LABEL_ATTR]: JSON.stringify({ product: product.buy.slug, inStock, soldOut, left }) };
}

export async function loader({ params }: Route.LoaderArgs) {
  const store = await loadContent();
  const product = productView(store, params.slug);
  if (!product) throw data(null, { status: 404 });
  // The shared block every product page shows below the product: its enquiry form, naming it.
  const block = enquiryBlock(store);
  return {
    product,
    enquiry: block && resolveBlock(store, block, { path: product.href, subject: { slug: product.slug, title: product.title } }),
    contactHref: store.pages.some((p) => p.slug === "contact") ? "/contact" : undefined,
    seo: buildSeo({
      title: product.title,
      description: product.excerpt,
      pathname: product.href,
      type: "product",
      image: product.image.large,
      imageAlt: product.image.alt,
    }),
    // What search engines read of the page: the product, its offer as the page states it, its breadcrumb.
    structuredData: productStructuredData(
      { ...product, url: absoluteUrl(product.href), name: product.title, description: product.excerpt, images: product.images.map((image) => absoluteUrl(image.large)) },
      {
        language,
        brand: siteConfig.name,
        crumbs: [
          { name: words.listings.shop, url: absoluteUrl("/shop") },
          { name: product.category, url: absoluteUrl(product.categoryHref) },
        ],
        shop: siteConfig.shop,
      },
    ),
  };
}

/** The section holding the enquiry form, which "Ask about this piece" links to. */
const ENQUIRY_ID = "enquiry";

export const meta: Route.MetaFunction = ({ loaderData }) => [...seoMeta(loaderData?.seo), ...jsonLdMeta(loaderData?.structuredData)];

/**
 * A single product. Several images make a slider autoplaying every 6000 ms; each image
 * links to its full-size file, which opens in the lightbox (docs/behaviour/media.md#sliders).
 */
export default function Product({ loaderData }: Route.ComponentProps) {
  const { product, contactHref, enquiry } = loaderData;
  const askHref = enquiry ? `#${ENQUIRY_ID}` : contactHref;
  const [first] = product.images;
  return (
    <PageMain type="product" className="product-page">
      <div className="container">
        <nav aria-label={words.theme.breadcrumb} className="breadcrumb">
          <ol>
            <li>
              <a href={sitePath("/shop")}>{words.listings.shop}</a>
            </li>
            <li>
              <a href={sitePath(product.categoryHref)}>{product.category}</a>
            </li>
          </ol>
        </nav>
        <div className="product">
          <div className="product__media">
            {product.images.length > 1 ? (
              <ImageSlider images={product.images} priority link="lightbox" autoplayMs={SLIDER_TIMING.galleryMs} label={fill(words.product.images, { title: product.title })} />
            ) : (
              first && (
                <a
                  href={first.large}
                  className="product__main"
                  data-gallery=""
                  {...{ [LIGHTBOX.flag]: "", [LIGHTBOX.width]: first.width, [LIGHTBOX.height]: first.height, [LIGHTBOX.srcset]: first.srcSet }}
                >
                  <Picture image={first} priority />
                </a>
              )
            )}
          </div>
          <div className="product__summary">
            <p className="product__category">{product.category}</p>
            <h1 className="product__title">{product.title}</h1>
            <p className="product__price">{product.priceLabel}</p>
            <p className={STOCK_CLASS[availabilityOf(product)]} {...liveStock(product)}>
              {stockLabel(product, words.shop)}
            </p>
            <p className="product__excerpt">{product.excerpt}</p>
            {product.buy && <BuyForm buy={product.buy} words={words.shop} />}
            {askHref && (
              <p>
                <a href={sitePath(askHref)} className={product.buy ? "button button--secondary" : "button"}>
                  {product.inStock ? words.product.ask : words.product.askSimilar}
                </a>
              </p>
            )}
            <div className="prose product__description" dangerouslySetInnerHTML={{ __html: product.html }} />
            {product.details.length > 0 && (
              <>
                <h2 className="product__details-title">{words.product.details}</h2>
                <table className="product__details">
                  <tbody>
                    {product.details.map(([name, value]) => (
                      <tr key={name}>
                        <th scope="row">{name}</th>
                        <td>{value}</td>
                      </tr>
                    ))}
                    <tr>
                      <th scope="row">{words.product.sku}</th>
                      <td>{product.sku}</td>
                    </tr>
                  </tbody>
                </table>
              </>
            )}
          </div>
        </div>
        {enquiry && siteWidgets && (
          <section id={ENQUIRY_ID} className="product-enquiry" aria-label={words.product.ask}>
            <Widget widget={enquiry} widgets={siteWidgets} />
          </section>
        )}
        {product.related.length > 0 && (
          <section className="related" aria-labelledby="related-title">
            <h2 id="related-title">{words.product.related}</h2>
            <ul className="card-grid card-grid--products card-grid--compact">
              {product.related.map((item) => (
                <li key={item.slug}>
                  <ProductCard product={item} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </PageMain>
  );
}
