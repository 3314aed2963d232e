import type { ProductSummary } from "~/source/types";
import { ImageSlider } from "~/media/slider/image-slider";
import { SliderImage } from "~/media/slider/slider-image";
import { NO_AUTOPLAY_CLASS } from "~/media/slider/slider-names";
import { Picture } from "./picture";
import { fill } from "~/words/word.mjs";
import siteConfig from "../../site.config";
import { BuyForm } from "./buy-form";
import "./cards.css";
import { sitePath } from "../lib/site-path";

export type ProductCardProps = {
  product: ProductSummary;
  /** Heading level of the card title, so it fits the outline of the page it sits in. @default 3 */
  headingLevel?: 2 | 3 | 4;
  priority?: boolean;
  /** Show the product's other images in a small slider. Off inside a carousel, which is a slider itself. @default true */
  imageSlider?: boolean;
  /** The image's address waits for the carousel it sits in (docs/behaviour/media.md#carousel). @default false */
  deferredImage?: boolean;
};

/** A product in a grid: image (a small slider when it has several), title (the one link, stretched over the card), price, stock. */
export function ProductCard({ product, headingLevel = 3, priority = false, imageSlider = true, deferredImage = false }: ProductCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="card product-card">
      {imageSlider && product.moreImages.length > 0 ? (
        // A small slider of the product's images; never autoplaying in a shop card (docs/behaviour/media.md#sliders).
        <div className={`card__slider ${NO_AUTOPLAY_CLASS}`}>
          <ImageSlider images={[product.image, ...product.moreImages]} priority={priority} link={product.href} size="compact" fit="cover" tabStops={false} aspectRatio="4 / 5" label={fill(siteConfig.words.product.images, { title: product.title })} />
        </div>
      ) : deferredImage ? (
        <SliderImage image={product.image} deferred className="card__image" />
      ) : (
        <Picture image={product.image} priority={priority} className="card__image" />
      )}
      <div className="card__body">
        <p className="card__eyebrow">{product.category}</p>
        <Heading className="card__title">
          <a href={sitePath(product.href)} className="card__link">
            {product.title}
          </a>
        </Heading>
        <p className="card__price">
          {product.priceLabel}
          {!product.inStock && <span className="card__badge">{siteConfig.words.shop.soldOut}</span>}
        </p>
      </div>
      {/* "Add to cart", in the shop's words; a site that sells nothing has none. */}
      {product.buy && siteConfig.shop && <BuyForm buy={product.buy} words={siteConfig.words.shop} variant="card" />}
    </article>
  );
}
