import { data } from "react-router";
import { PageMain } from "~/blocks/page-main";
import { PostArticle } from "~/blocks/post-article";
import { loadContent } from "~/content/load.server";
import { postView } from "~/content/queries.server";
import { seoMeta } from "~/content/seo";
import { absoluteUrl, buildSeo } from "~/content/seo.server";
import { jsonLdMeta } from "~/features/found/structured-data/json-ld";
import { postStructuredData } from "~/features/found/structured-data/pages";
import siteConfig from "../../site.config";
import type { Route } from "./+types/post";
import "./post.css";

export async function loader({ params }: Route.LoaderArgs) {
  const store = await loadContent();
  const post = postView(store, params.slug);
  if (!post) throw data(null, { status: 404 });
  return {
    post,
    seo: buildSeo({ title: post.title, description: post.excerpt, pathname: post.href, type: "article", image: post.cover.large, imageAlt: post.cover.alt }),
    structuredData: postStructuredData(
      {
        url: absoluteUrl(post.href),
        headline: post.title,
        description: post.excerpt,
        datePublished: post.date,
        images: [post.cover, ...post.gallery].map((image) => absoluteUrl(image.large)),
        keywords: post.tags.map((tag) => tag.name),
      },
      {
        language: siteConfig.language,
        author: { name: siteConfig.name, url: absoluteUrl("/") },
        crumbs: [{ name: siteConfig.words.listings.journal, url: absoluteUrl("/blog") }],
      },
    ),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [...seoMeta(loaderData?.seo), ...jsonLdMeta(loaderData?.structuredData)];

/**
 * A journal post. Gallery-format posts lead with a slider of their gallery instead of the
 * cover, autoplaying every 6000 ms, each image opening in the lightbox (docs/behaviour/media.md#sliders).
 */
export default function Post({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  return (
    <PageMain type="post">
      <PostArticle post={post} />
    </PageMain>
  );
}
