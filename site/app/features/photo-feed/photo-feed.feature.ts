import { defineFeature } from "../define-feature";
import { checkPhotoFeedConsent, photoFeedConfigSchema, type PhotoFeedConfig } from "./photo-feed-config";
import { photoFeedWords } from "./photo-feed-words";
import { photoFeedCsp } from "./photo-feed-csp";
import { PHOTO_FEED } from "./photo-feed-names";

/**
 * The photo feed (docs/behaviour/media.md#photo-feed, docs/decisions/029-photo-feed-and-stored-entries.md):
 * the `photo-feed` widget (and a footer area's feed, which the theme draws with the same
 * component), its hosts in the CSP where a page has a feed, and the enhancer that asks the
 * feed once the visitor allows its consent.
 */
const photoFeed = defineFeature({
  name: "photo-feed",
  config: { key: "photoFeed", schema: photoFeedConfigSchema.prefault({}), check: checkPhotoFeedConsent },
  words: photoFeedWords,
  siteData: (config): PhotoFeedConfig => config.photoFeed,
  // The feed's hosts are allowed only when some page has a feed.
  csp: (config, pages) => (pages.someInclude(`${PHOTO_FEED.root}=`) ? photoFeedCsp(config.photoFeed) : {}),
  content: { markers: { [PHOTO_FEED.root]: "the photo feed" } },
  needs: ({ layer2, photoFeed }) => (layer2.enabled && photoFeed.service ? [{ service: photoFeed.service, by: "the photo feed in the footer" }] : []),
  // The feed is asked from the browser once allowed; its hosts are the CSP's, above, not frames'.
  services: [
    {
      slug: "flickr",
      name: "Flickr",
      category: "marketing",
      purpose: "Shows the latest photographs from a Flickr account.",
      hosts: [],
      reaches: ["api.flickr.com", "live.staticflickr.com"],
      cookies: [],
      words: {
        fr: { purpose: "Affiche les dernières photographies d'un compte Flickr." },
        de: { purpose: "Zeigt die neuesten Fotos eines Flickr-Kontos." },
        ar: { purpose: "يعرض أحدث الصور من حساب على Flickr." },
      },
    },
  ],
});

export default photoFeed;
declare module "../feature-registry" {
  interface Features {
    "photo-feed": typeof photoFeed;
  }
}
