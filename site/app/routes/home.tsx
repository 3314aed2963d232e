import { PageBlocks } from "~/blocks/page-blocks";
import { PageMain } from "~/blocks/page-main";
import { loadPage } from "~/content/page-loader.server";
import { hasSearchRoute } from "~/content/paths.server";
import { seoMeta } from "~/content/seo";
import { absoluteUrl } from "~/content/seo.server";
import { jsonLdMeta } from "~/features/found/structured-data/json-ld";
import { homeStructuredData } from "~/features/found/structured-data/pages";
import siteConfig from "../../site.config";
import type { Route } from "./+types/home";

export async function loader() {
  const { name, tagline, language, hosting, social, logo } = siteConfig;
  return {
    ...(await loadPage("home")),
    // The site and its maker, as search engines name them.
    structuredData: homeStructuredData({
      name,
      description: tagline,
      language,
      url: absoluteUrl("/"),
      searchUrl: hasSearchRoute() ? absoluteUrl("/search") : undefined,
      // The contact may be a page's address instead (config/hosting-config.ts).
      email: hosting.contact?.includes("@") && !hosting.contact.includes("/") ? hosting.contact : undefined,
      sameAs: social.map((link) => link.href),
      // The logo's largest file, as the media library names its sizes (theme/site-brand.tsx).
      logo: logo && absoluteUrl(`/media/${logo.image}-${Math.max(...logo.widths)}.webp`),
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [...seoMeta(loaderData?.seo), ...jsonLdMeta(loaderData?.structuredData)];

/** The home page, built from `content/pages/home.yaml`. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <PageMain type="home" noLocalScroll={page.noLocalScroll}>
      <PageBlocks page={page} />
    </PageMain>
  );
}
