import { data } from "react-router";
import { PageBlocks } from "~/blocks/page-blocks";
import { PageMain } from "~/blocks/page-main";
import { loadPage } from "~/content/page-loader.server";
import { seoMeta } from "~/content/seo";
import type { Route } from "./+types/page";

export async function loader({ params }: Route.LoaderArgs) {
  // The home page lives at `/` only.
  if (params.slug === "home") throw data(null, { status: 404 });
  return loadPage(params.slug);
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** A page from `content/pages/{slug}.yaml`. */
export default function Page({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <PageMain type="page" noLocalScroll={page.noLocalScroll}>
      <PageBlocks page={page} />
    </PageMain>
  );
}
