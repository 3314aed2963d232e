import { data } from "react-router";
import { loadContent } from "~/content/load.server";
import { journalFeedXml } from "~/found-feeds.server";
import type { Route } from "./+types/found-journal-feed";

/** /blog/feed.xml and /blog/tag/{tag}/feed.xml, pre-rendered as files (docs/behaviour/found.md#feeds). */
export async function loader({ params }: Route.LoaderArgs) {
  const xml = journalFeedXml(await loadContent(), params.tag);
  if (xml === undefined) throw data(null, { status: 404 });
  return new Response(xml, { headers: { "Content-Type": "application/atom+xml; charset=utf-8" } });
}
