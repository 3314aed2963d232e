import { NotFoundView } from "~/blocks/not-found-view";
import { seoMeta } from "~/content/seo";
import { buildSeo } from "~/content/seo.server";
import siteConfig from "../../site.config";
import type { Route } from "./+types/not-found";

export async function loader() {
  return {
    seo: buildSeo({
      title: siteConfig.words.notFound.title,
      description: siteConfig.words.notFound.description,
      pathname: "/404",
      noindex: true,
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** Pre-rendered at /404; the server sends it with a 404 status for every unknown URL. */
export default function NotFound() {
  return <NotFoundView />;
}
