import { PageBlocks } from "~/blocks/page-blocks";
import { PageMain } from "~/blocks/page-main";
import { loadPage } from "~/content/page-loader.server";
import { seoMeta } from "~/content/seo";
import type { Route } from "./+types/page";

export async function loader({ params }: Route.LoaderArgs) {
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
