import { z } from "zod";
import type { ConsentConfig } from "../../config/consent-config";
import type { Layer2Config } from "../../config/consent2-config";

/**
 * The photo feed's site-wide settings (docs/behaviour/media.md#photo-feed): where the feed
 * is asked, which consent it waits for, and how long a returning visitor's copy is kept.
 * Each feed on a page (a `photo-feed` widget, a footer area's `photoFeed`) names its user
 * and its photo count.
 */

const slug = z.string().regex(/^[a-z0-9-]+$/, "must be a lowercase slug");
const host = z.string().regex(/^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+$/, "must be a host name like live.staticflickr.com (or *.example.com)");


export const photoFeedConfigSchema = z.strictObject({
  /** The public feed's address, without a query (https). @default "https://api.flickr.com/services/feeds/photos_public.gne" */
  url: z.url({ protocol: /^https$/ }).default("https://api.flickr.com/services/feeds/photos_public.gne"),
  /** Hosts the feed's photos load from; with the feed's own host, the only ones the CSP adds for it. @default ["live.staticflickr.com"] */
  imageHosts: z.array(host).min(1).default(["live.staticflickr.com"]),
  /** The consent category the feed waits for (of layer 2 when it is on, else of layer 1). @default "marketing" */
  category: slug.default("marketing"),
  /** Layer 2's service within that category, when layer 2 is on and lists one. @default none: the category alone */
  service: slug.optional(),
  /** Seconds a fetched feed is kept in the visitor's browser (0: not kept, asked on every page). @default 3600 */
  storeSeconds: z.number().int().min(0).max(30 * 24 * 3600).default(3600),
  /** How long the feed has to answer before it counts as failed, ms. @default 8000 */
  timeoutMs: z.number().int().min(1000).max(60_000).default(8000),
});

export type PhotoFeedConfig = z.output<typeof photoFeedConfigSchema>;

/**
 * The feed's consent must be one a visitor can give: its category one of the layer's
 * that decides (layer 2 when it is on), its service one of that category's.
 */
export function checkPhotoFeedConsent(value: { consent: ConsentConfig; layer2: Layer2Config; photoFeed: PhotoFeedConfig }, ctx: z.RefinementCtx): void {
  const { consent, layer2, photoFeed } = value;
  const path = (field: string) => ["photoFeed", field];
  if (layer2.enabled) {
    const category = layer2.categories.find((c) => c.slug === photoFeed.category);
    if (!category) {
      ctx.addIssue({ code: "custom", path: path("category"), message: `"${photoFeed.category}" is not one of layer 2's categories (${layer2.categories.map((c) => c.slug).join(", ")})` });
    } else if (photoFeed.service !== undefined && !category.services.some((s) => s.slug === photoFeed.service)) {
      const services = category.services.map((s) => s.slug).join(", ") || "none configured";
      ctx.addIssue({ code: "custom", path: path("service"), message: `"${photoFeed.service}" is not one of the services of layer 2's "${category.slug}" category (${services})` });
    }
    return;
  }
  // A layer without categories (a site not configured yet) has nothing to check against.
  if (consent.enabled && consent.categories.length > 0 && !consent.categories.some((c) => c.slug === photoFeed.category)) {
    ctx.addIssue({ code: "custom", path: path("category"), message: `"${photoFeed.category}" is not one of the consent categories (${consent.categories.map((c) => c.slug).join(", ")})` });
  }
}

declare module "../../config/site-config" {
  interface FeatureConfigs {
    photoFeed: PhotoFeedConfig;
  }
  interface FeatureConfigInputs {
    photoFeed?: z.input<typeof photoFeedConfigSchema>;
  }
}
