import { z } from "zod";
import { feedMaxPhotos, feedUserId } from "../../config/feed-fields";
import { PhotoFeed } from "./photo-feed";
import { defineWidget } from "../../widgets/define-widget";

/**
 * Recent photos from a Flickr user's public feed (docs/behaviour/media.md#photo-feed),
 * shown once the visitor allows the feed's consent; nothing at all before that or when
 * the feed fails. The address, consent and stored copy are the site's (`photoFeed`).
 */
const photoFeed = defineWidget({
  type: "photo-feed",
  label: "Photo feed",
  props: {
    userId: feedUserId.meta({ title: "Flickr user id", description: "As in the address of the user's public feed.", example: "12345678@N01" }),
    maxPhotos: feedMaxPhotos.default(9).meta({ title: "Photos at most", description: "1 to 20: the public feed gives the latest 20." }),
    title: z.string().max(120).default("").meta({ title: "Title", description: "Shown above the photos, and hidden with them." }),
  },
  defaultProps: { userId: "", maxPhotos: 9, title: "" },
  resolveData: (props, context) => ({ ...props, settings: context.site.photoFeed, label: context.site.words.photoFeed.photos }),
  render: ({ userId, maxPhotos, title, settings, label }) => <PhotoFeed userId={userId} maxPhotos={maxPhotos} settings={settings} title={title || undefined} label={label} />,
});

export default photoFeed;
declare module "../../widgets/widget-registry" {
  interface Widgets {
    "photo-feed": typeof photoFeed;
  }
}
