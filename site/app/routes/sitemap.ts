import { loadContent } from "~/content/load.server";
import { sitemapXml } from "~/content/sitemap.server";

/** /sitemap.xml, pre-rendered as a file. */
export async function loader() {
  const store = await loadContent();
  return new Response(sitemapXml(store), { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
