import { data } from "react-router";
import { PageMain } from "~/blocks/page-main";
import { Picture } from "~/blocks/picture";
import { ImageSlider } from "~/media/slider/image-slider";
import { SLIDER_TIMING } from "~/media/slider/slider-names";
import { loadContent } from "~/content/load.server";
import { postView } from "~/content/queries.server";
import { seoMeta } from "~/content/seo";
import { buildSeo } from "~/content/seo.server";
import type { Route } from "./+types/post";
import "./post.css";
import { fill } from "~/words/word.mjs";
import siteConfig from "../../site.config";

const { words } = siteConfig;

export async function loader({ params }: Route.LoaderArgs) {
  const store = await loadContent();
  const post = postView(store, params.slug);
  if (!post) throw data(null, { status: 404 });
  return {
    post,
    seo: buildSeo({ title: post.title, description: post.excerpt, pathname: post.href, type: "article", image: post.cover.large }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/**
 * A journal post. Gallery-format posts lead with a slider of their gallery instead of the
 * cover, autoplaying every 6000 ms, each image opening in the lightbox (docs/behaviour/media.md#sliders).
 */
export default function Post({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  const isGallery = post.format === "gallery" && post.gallery.length > 0;
  return (
    <PageMain type="post">
      <article className="post">
        <header className="container post__header">
          <p className="post__meta">
            <a href="/blog">{words.listings.journal}</a>
            <span aria-hidden="true"> · </span>
            <time dateTime={post.date}>{post.dateLabel}</time>
          </p>
          <h1 className="post__title">{post.title}</h1>
          <p className="post__lede">{post.excerpt}</p>
        </header>
        <div className="container post__media">
          {isGallery ? (
            <ImageSlider images={post.gallery} priority link="lightbox" autoplayMs={SLIDER_TIMING.galleryMs} label={fill(words.post.gallery, { title: post.title })} className="post__slider" />
          ) : (
            <Picture image={post.cover} priority className="post__cover" />
          )}
        </div>
        <div className="container">
          <div className="prose post__body" dangerouslySetInnerHTML={{ __html: post.html }} />
          {post.tags.length > 0 && (
            <ul className="post__tags" aria-label={words.theme.tags}>
              {post.tags.map((tag) => (
                <li key={tag.href}>
                  <a href={tag.href}>{tag.name}</a>
                </li>
              ))}
            </ul>
          )}
          <p className="post__back">
            <a href="/blog">← All journal posts</a>
          </p>
        </div>
      </article>
    </PageMain>
  );
}
