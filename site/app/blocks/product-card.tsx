import type { ProductSummary } from "~/content/types";
import { Picture } from "./picture";
import "./cards.css";

export type ProductCardProps = {
  product: ProductSummary;
  /** Heading level of the card title, so it fits the outline of the page it sits in. @default 3 */
  headingLevel?: 2 | 3 | 4;
  priority?: boolean;
};

/** A product in a grid: image, title (the one link, stretched over the card), price, stock. */
export function ProductCard({ product, headingLevel = 3, priority = false }: ProductCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="card product-card">
      <Picture image={product.image} priority={priority} className="card__image" />
      <div className="card__body">
        <p className="card__eyebrow">{product.category}</p>
        <Heading className="card__title">
          <a href={product.href} className="card__link">
            {product.title}
          </a>
        </Heading>
        <p className="card__price">
          {product.priceLabel}
          {!product.inStock && <span className="card__badge">Sold out</span>}
        </p>
      </div>
    </article>
  );
}
