import { z } from "zod";
import { ProductCard } from "../../blocks/product-card";
import { defineWidget } from "../define-widget";

/** Product cards in the shop's featured order, optionally of one category and up to a number. */
const productGrid = defineWidget({
  type: "product-grid",
  label: "Product grid",
  props: {
    limit: z.number().int().positive().optional().meta({ title: "How many", description: "All when empty." }),
    category: z.string().min(1).optional().meta({ title: "Category", description: "Only products of this category." }),
  },
  defaultProps: { limit: 3 },
  resolveData: ({ limit, category }, context) => {
    const products = context.products().filter((p) => !category || p.category === category);
    return { products: products.slice(0, limit ?? products.length) };
  },
  render: ({ products }) => (
    <ul className="card-grid card-grid--products">
      {products.map((product) => (
        <li key={product.slug}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  ),
  check: ({ category }, { productCategories }) =>
    category && !productCategories.has(category) ? [{ path: ["category"], message: `no product has the category "${category}"` }] : [],
});

export default productGrid;
declare module "../widget-registry" {
  interface Widgets {
    "product-grid": typeof productGrid;
  }
}
