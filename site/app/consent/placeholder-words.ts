import type { ConsentWords } from "../words/consent-words";
import type { ConsentConfig } from "../config/consent-config";
import type { Layer2Config } from "../config/consent2-config";

/** What a consent placeholder's words depend on: both layers (whose names the visitor sees) and the grant. */
export type PlaceholderSite = {
  consent: Pick<ConsentConfig, "enabled" | "categories">;
  layer2: Pick<Layer2Config, "enabled" | "primary" | "categoryMap" | "placeholderGrant" | "categories">;
};

/**
 * The name the layer the visitor sees gives layer 2's category `slug`
 * (docs/behaviour/consent-layer-2.md#words): with layer 1 primary, the layer-1 category the
 * map links to it ("Advertisement" for `marketing`), since that is the word of the bar and
 * its settings; otherwise, or without a link, layer 2's own.
 */
export function shownCategoryName(site: PlaceholderSite, slug: string): string {
  const own = site.layer2.categories.find((c) => c.slug === slug)?.name ?? slug;
  if (!site.consent.enabled || site.layer2.primary !== "layer1") return own;
  const linked = Object.entries(site.layer2.categoryMap).find(([, to]) => to === slug)?.[0];
  return site.consent.categories.find((c) => c.slug === linked)?.name ?? own;
}

/**
 * The accept button's words: "Allow {service} and load this content" where it grants the
 * service alone, else the plugin's "Click here to accept {category} cookies…" with the
 * visitor's layer's name for the category.
 */
export function placeholderButton(site: PlaceholderSite, words: ConsentWords["placeholder"], owner: { category: string; serviceName: string }): string {
  if (site.layer2.placeholderGrant === "service") return words.serviceButton.replaceAll("{service}", owner.serviceName);
  return words.button.replaceAll("{category}", shownCategoryName(site, owner.category).toLowerCase());
}
