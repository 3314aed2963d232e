import type { PostView } from "~/source/types";
import { ImageSlider } from "~/media/slider/image-slider";
import { SLIDER_TIMING } from "~/media/slider/slider-names";
import { fill } from "~/words/word.mjs";
import siteConfig from "../../site.config";
import { Picture } from "./picture";
import { sitePath } from "../lib/site-path";

const { words } = siteConfig;

/**
 * A journal post's article: on its page (routes/post.tsx) and in the editor's live
 * preview of a post being written (docs/behaviour/page-builder.md#journal-posts), so the
 * preview is the page's own markup. Gallery-format posts lead with a slider of their
 * gallery instead of the cover (docs/behaviour/media.md#sliders). Its words are the site's
 * (docs/decisions/039-site-words.md); its date was written by `Intl` in the site's language
 * when the post's view was made (content/format.server.ts).
 */
export function PostArticle({ post }: { post: PostView }) {
  const isGallery = post.format === "gallery" && post.gallery.length > 0;
  return (
    <article className="post">
      <header className="container post__header">
        <p className="post__meta">
          <a href={sitePath("/blog")}>{words.listings.journal}</a>
          <span aria-hidden="true"> · </span>
          <time dateTime={post.date}>{post.dateLabel}</time>
        </p>
        <h1 className="post__title">{post.title}</h1>
        <p className="post__lede">{post.excerpt}</p>
      </header>
      <div className="container post__media">
        {isGallery ? (
          <ImageSlider
            images={post.gallery}
            priority
            link="lightbox"
            autoplayMs={SLIDER_TIMING.galleryMs}
            label={fill(words.post.gallery, { title: post.title })}
            className="post__slider"
          />
        ) : (
          <Picture image={post.cover} priority className="post__cover" />
        )}
      </div>
      <div className="container">
        <div
          className="prose post__body"
          dangerouslySetInnerHTML={{ __html: post.html }}
        />
        {post.tags.length > 0 && (
          <ul className="post__tags" aria-label={words.theme.tags}>
            {post.tags.map((tag) => (
              <li key={tag.href}>
                <a href={sitePath(tag.href)}>{tag.name}</a>
              </li>
            ))}
          </ul>
        )}
        <p className="post__back">
          <a href={sitePath("/blog")}>{words.post.allPosts}</a>
        </p>
      </div>
    </article>
  );
}
