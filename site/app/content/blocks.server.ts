import type { WidgetDoc } from "../widgets/widget-registry";
import type { ContentStore } from "./content-store.server";
import type { Entry } from "../source/entry";

/**
 * Where the site's templates place shared blocks (`content/blocks/{name}.yaml`): the
 * product pages show `product-enquiry` below each product, naming it
 * (docs/behaviour/content.md#form).
 */
export const ENQUIRY_BLOCK = "product-enquiry";

/** The product pages' enquiry block, when the site has one. */
export function enquiryBlock(store: ContentStore): Entry<WidgetDoc> | undefined {
  return store.blocks.find((b) => b.slug === ENQUIRY_BLOCK);
}

/** Every product page with what it is about: where the enquiry block is placed. */
export function enquiryPlacements(store: ContentStore): { path: string; subject: { slug: string; title: string } }[] {
  return store.products.map((p) => ({ path: `/shop/${p.slug}`, subject: { slug: p.slug, title: p.data.title } }));
}
