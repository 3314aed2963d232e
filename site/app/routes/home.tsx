import { PageBlocks } from "~/blocks/page-blocks";
import { PageMain } from "~/blocks/page-main";
import { loadPage } from "~/content/page-loader.server";
import { seoMeta } from "~/content/seo";
import type { Route } from "./+types/home";

export async function loader() {
  return loadPage("home");
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** The home page, built from `content/pages/home.yaml`. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <PageMain type="home" noLocalScroll={page.noLocalScroll}>
      <PageBlocks page={page} />
    </PageMain>
  );
}
