import type { PostSummary } from "~/source/types";
import { SliderImage } from "~/media/slider/slider-image";
import { Picture } from "./picture";
import siteConfig from "../../site.config";
import "./cards.css";
import { sitePath } from "../lib/site-path";

export type PostCardProps = {
  post: PostSummary;
  /** @default 3 */
  headingLevel?: 2 | 3 | 4;
  priority?: boolean;
  /** The cover's address waits for the carousel it sits in (docs/behaviour/media.md#carousel). @default false */
  deferredImage?: boolean;
};

/** A journal post in a list: cover, date, title (the one link, stretched), excerpt. */
export function PostCard({ post, headingLevel = 3, priority = false, deferredImage = false }: PostCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="card post-card">
      {deferredImage ? <SliderImage image={post.cover} deferred className="card__image" /> : <Picture image={post.cover} priority={priority} className="card__image" />}
      <div className="card__body">
        <p className="card__eyebrow">
          <time dateTime={post.date}>{post.dateLabel}</time>
          {post.format === "gallery" && <span className="card__badge">{siteConfig.words.listings.gallery}</span>}
        </p>
        <Heading className="card__title">
          <a href={sitePath(post.href)} className="card__link">
            {post.title}
          </a>
        </Heading>
        <p className="card__excerpt">{post.excerpt}</p>
      </div>
    </article>
  );
}
