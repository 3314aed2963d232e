import { robotsTxt } from "~/content/sitemap.server";

/** /robots.txt, pre-rendered as a file; points crawlers at the sitemap. */
export async function loader() {
  return new Response(robotsTxt(), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
