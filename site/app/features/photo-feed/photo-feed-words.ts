import { featureWords } from "../../words/feature-words";

/** The photo feed's words (docs/behaviour/media.md#photo-feed), in each language the site ships: `words.photoFeed`. */
export const photoFeedWords = featureWords(
  {
    /** A photo without a title. */
    alt: "Flickr image",
    /** The photos' list, named for screen readers when the feed has no title of its own. */
    photos: "Photos on Flickr",
    /** The same, in a footer area with its title. */
    photosOf: "Photos on Flickr: {title}",
  },
  {
    fr: { alt: "Image Flickr", photos: "Photos sur Flickr", photosOf: "Photos sur Flickr\u00a0: {title}" },
    de: { alt: "Flickr-Bild", photos: "Fotos auf Flickr", photosOf: "Fotos auf Flickr: {title}" },
    ar: { alt: "صورة من Flickr", photos: "صور على Flickr", photosOf: "صور على Flickr: {title}" },
  },
);

declare module "../../words/site-words" {
  interface FeatureWordTables {
    photoFeed: typeof photoFeedWords.en;
  }
}
