import siteConfig from "../../site.config";
import { buildSearchIndex } from "~/search/build-index.server";
import { loadSearchDocuments } from "~/search/search-documents.server";

/**
 * SEARCH_INDEX_PATH (/search-index.json): a resource route pre-rendered at build time into a static file,
 * read by the results page in the browser and by the server's no-JavaScript fallback.
 */
export async function loader() {
  const browse = siteConfig.header.menu.flatMap(({ label, href }) => (href && href !== "/" ? [{ label, href }] : []));
  return Response.json(buildSearchIndex(await loadSearchDocuments(), { browse }));
}
