import { data } from "react-router";
import { PageMain } from "~/blocks/page-main";
import { Pagination, paginationLinks } from "~/blocks/pagination";
import { PostCard } from "~/blocks/post-card";
import { journalBase, journalListing } from "~/content/listings.server";
import { loadContent } from "~/content/load.server";
import { sizes } from "~/content/media.server";
import { pageHref } from "~/lib/pagination";
import { site } from "~/content/queries.server";
import { seoMeta } from "~/content/seo";
import { absoluteUrl, buildSeo } from "~/content/seo.server";
import { jsonLdMeta } from "~/features/found/structured-data/json-ld";
import { listingStructuredData } from "~/features/found/structured-data/pages";
import { postSummary } from "~/content/summaries.server";
import { fill } from "~/words/word.mjs";
import siteConfig from "../../site.config";
import type { Route } from "./+types/blog";

const words = siteConfig.words.listings;
import "./listing.css";

export async function loader({ params }: Route.LoaderArgs) {
  const store = await loadContent();
  const listing = journalListing(store, params);
  if (!listing) throw data(null, { status: 404 });
  const { tag, items, pagination, base } = listing;
  const intro = tag ? fill(words.tagIntro, { tag: tag.name, site: site.name }) : fill(words.journalIntro, { site: site.name });
  const title = tag ? fill(words.tagTitle, { tag: tag.name }) : words.journal;
  return {
    title,
    intro,
    pagination,
    posts: items.map((post) => postSummary(store.manifest, post, sizes.card)),
    seo: buildSeo({
      title: pagination.page > 1 ? fill(words.titlePage, { title, page: pagination.page }) : title,
      description: intro,
      pathname: pageHref(base, pagination.page),
    }),
    // A tag's pages: the journal above it, as a breadcrumb.
    structuredData:
      tag &&
      listingStructuredData({ url: absoluteUrl(pageHref(base, pagination.page)), name: tag.name, language: siteConfig.language }, [
        { name: words.journal, url: absoluteUrl(journalBase()) },
      ]),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  ...paginationLinks(loaderData?.pagination),
  ...jsonLdMeta(loaderData?.structuredData),
];

/** The journal and its tag pages: posts newest first, `listings.pageSize` to a page. */
export default function Blog({ loaderData }: Route.ComponentProps) {
  const { posts, intro, title, pagination } = loaderData;
  return (
    <PageMain type="blog" className="listing">
      <header className="container listing__header">
        <h1>{title}</h1>
        <p className="listing__intro">{intro}</p>
      </header>
      <div className="container">
        <ul className="card-grid">
          {posts.map((post, index) => (
            <li key={post.slug}>
              <PostCard post={post} headingLevel={2} priority={index === 0} />
            </li>
          ))}
        </ul>
        <Pagination pagination={pagination} label={fill(words.pages, { title })} />
      </div>
    </PageMain>
  );
}
