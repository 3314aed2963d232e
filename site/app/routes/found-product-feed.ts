import { data } from "react-router";
import { loadContent } from "~/content/load.server";
import { productFeedXml } from "~/found-feeds.server";

/** /shop/products.xml, pre-rendered as a file when the site sells (docs/behaviour/found.md#product-feed). */
export async function loader() {
  const xml = productFeedXml(await loadContent());
  if (xml === undefined) throw data(null, { status: 404 });
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
