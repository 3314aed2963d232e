import { useFrontendConfig } from "../../config/frontend-config";
import type { PhotoFeedConfig } from "./photo-feed-config";
import { PHOTO_FEED, PHOTO_FEED_CLASSES } from "./photo-feed-names";
import "./photo-feed.css";

export type PhotoFeedProps = {
  userId: string;
  maxPhotos: number;
  /** The site's feed settings (site.config.ts `photoFeed`). */
  settings: PhotoFeedConfig;
  /** A title shown with the photos, and hidden with them. */
  title?: string;
  /** The title's level. @default 2 */
  headingLevel?: 2 | 3;
  /** The list's accessible name when there is no title (`words.photoFeed.photos` in the site's language). */
  label: string;
};

/**
 * A photo feed's container (docs/behaviour/media.md#photo-feed): pre-rendered with what its
 * enhancer needs and nothing to see. The photos are put in by the enhancer once the
 * visitor allows the feed's consent; until then, and for good if the feed fails, the
 * container takes no room. In the editor's canvas it is a placeholder that loads nothing.
 */
export function PhotoFeed({ userId, maxPhotos, settings, title, headingLevel = 2, label }: PhotoFeedProps) {
  const { mode } = useFrontendConfig();
  if (mode === "edit") {
    return (
      <p className={PHOTO_FEED_CLASSES.placeholder}>
        Photo feed: up to {maxPhotos} photos of Flickr user {userId}, shown to visitors who allow “{settings.category}” content.
      </p>
    );
  }
  const Heading = `h${headingLevel}` as const;
  const attributes = {
    [PHOTO_FEED.root]: "",
    [PHOTO_FEED.userId]: userId,
    [PHOTO_FEED.maxPhotos]: maxPhotos,
    [PHOTO_FEED.url]: settings.url,
    [PHOTO_FEED.category]: settings.category,
    [PHOTO_FEED.service]: settings.service,
    [PHOTO_FEED.storeSeconds]: settings.storeSeconds,
    [PHOTO_FEED.timeoutMs]: settings.timeoutMs,
  };
  return (
    <div className={PHOTO_FEED_CLASSES.root} {...attributes}>
      <div className={PHOTO_FEED_CLASSES.content} hidden>
        {title && <Heading className={PHOTO_FEED_CLASSES.title}>{title}</Heading>}
        <ul className={PHOTO_FEED_CLASSES.list} aria-label={title || label} />
      </div>
    </div>
  );
}
