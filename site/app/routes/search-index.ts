import { data } from "react-router";
import { loadContent } from "~/content/load.server";
import { searchFiles } from "~/content/search-documents.server";
import type { Route } from "./+types/search-index";
import { addressOf } from "~/lib/site-path";

/**
 * The chunked search index (docs/decisions/014-chunked-search.md): /search-index.json and
 * the hashed files under /search-index/. The build writes them straight from
 * searchFiles(); these routes serve the same files to `npm run dev`.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const file = (await searchFiles(await loadContent())).get(decodeURIComponent(addressOf(request)));
  if (file === undefined) throw data(null, { status: 404 });
  return new Response(file, { headers: { "Content-Type": "application/json; charset=utf-8" } });
}
