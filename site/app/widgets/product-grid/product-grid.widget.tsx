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
    across: z
      .enum(["three", "four"])
      .default("three")
      .meta({ title: "Across on a wide screen", description: "Cards side by side from the desktop breakpoint (two on phones): choose so the last row is full.", editor: "radio" }),
  },
  defaultProps: { limit: 3, across: "three" },
  resolveData: ({ limit, category, across }, context) => {
    const products = context.products().filter((p) => !category || p.category === category);
    return { products: products.slice(0, limit ?? products.length), across };
  },
  render: ({ products, across }) => (
    <ul className={`card-grid card-grid--products${across === "four" ? " card-grid--four" : ""}`}>
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
