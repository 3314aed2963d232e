import { z } from "zod";

/**
 * A photo feed's own fields, as a footer area (owner-settings.ts) and the photo feed's
 * widget write them: the site's settings know a footer may show a feed, so the fields are
 * the config's, below the feature that draws it (features/photo-feed/).
 */

/** The provider's user id, as its public feed takes it (`12345678@N01`). */
export const feedUserId = z.string().regex(/^[0-9]+@N[0-9]{2}$/, "must be a Flickr user id like 12345678@N01");
/** The provider's public feed gives at most 20 photos. */
export const feedMaxPhotos = z.number().int().min(1).max(20);
