import { z } from "zod";
import { CLARITY_TAG_HOST } from "./clarity-host";

/**
 * Clarity's slice of the site's config: layer 1's `consent.analytics`, where `site.config.ts`
 * has always written it (app/config/consent-config.ts takes this schema for that key).
 */
export const clarityConfigSchema = z
  .strictObject({
    /** Session-analytics project id; empty for none. @default "" */
    clarityProjectId: z.string().regex(/^[a-z0-9]*$/).default(""),
    /** Host the tag loads from. @default the vendor's, `CLARITY_TAG_HOST` (clarity-host.ts) */
    tagHost: z.string().regex(/^[a-z0-9.-]+(:\d+)?$/, "must be a host name").default(CLARITY_TAG_HOST),
    /** Category the tag belongs to. @default "analytics" */
    category: z.string().default("analytics"),
  })
  .prefault({});

export type ClarityConfig = z.output<typeof clarityConfigSchema>;
