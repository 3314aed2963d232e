import { currentSiteConfig, featureWordsIn, shopWords } from "@vitrine/site/editor/server";

/**
 * The site's name and the shop's words in an order's language, for the buyer's mail saying
 * the order was shipped (docs/behaviour/shop.md#order-states): the site's own words in its
 * first language, the shop's table in another one the site ships, English otherwise.
 */
export async function orderMailWords(language: string | null) {
  const config = await currentSiteConfig();
  const primary = (tag: string) => tag.toLowerCase().split("-")[0];
  const own = !language || primary(language) === primary(config.language);
  const words = own ? config.words.shop : ((featureWordsIn(shopWords, language) as typeof shopWords.en | undefined) ?? shopWords.en);
  return { site: config.name, words };
}
