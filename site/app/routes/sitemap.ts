import { data } from "react-router";
import { loadContent } from "~/content/load.server";
import { sitemapAlternates, sitemapFiles } from "~/content/sitemap.server";
import type { Route } from "./+types/sitemap";
import { addressOf } from "~/lib/site-path";

const files = new WeakMap<object, Map<string, string>>();

/** /sitemap.xml and, past 50,000 URLs, its parts /sitemaps/{n}.xml, pre-rendered as files. */
export async function loader({ request }: Route.LoaderArgs) {
  const store = await loadContent();
  // Built once per build: every part comes from the same list.
  let all = files.get(store);
  if (!all) files.set(store, (all = sitemapFiles(store, { alternates: await sitemapAlternates(store) })));
  const xml = all.get(addressOf(request));
  if (xml === undefined) throw data(null, { status: 404 });
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
