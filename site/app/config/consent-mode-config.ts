import { z } from "zod";

/**
 * Google Consent Mode v2 settings (docs/decisions/021-consent-mode.md). `signals` maps
 * each storage signal to the category slugs, of either layer, that grant it: that is how
 * a layer-1 choice reaches Google's tags too. functionality_storage and security_storage
 * are always granted and cannot be mapped.
 */

const signalName = z.enum(["ad_storage", "ad_user_data", "ad_personalization", "analytics_storage", "personalization_storage"]);
const state = z.enum(["granted", "denied"]);

export const consentModeSchema = z.strictObject({
  /** Send the default and update commands. @default false */
  enabled: z.boolean().default(false),
  /** `wait_for_update` of the default command, ms. @default 500 */
  waitForUpdate: z.number().int().nonnegative().max(10000).default(500),
  /** `gtag('set', 'ads_data_redaction', true)`. @default false */
  adsDataRedaction: z.boolean().default(false),
  /** `gtag('set', 'url_passthrough', true)`. @default false */
  urlPassthrough: z.boolean().default(false),
  /** Signal → category slugs granting it. @default marketing/advertisement → the three ad signals, statistics/analytics → analytics_storage */
  signals: z.partialRecord(signalName, z.array(z.string().min(1))).default({
    ad_storage: ["marketing", "advertisement"],
    ad_user_data: ["marketing", "advertisement"],
    ad_personalization: ["marketing", "advertisement"],
    analytics_storage: ["statistics", "analytics"],
    personalization_storage: [],
  }),
  /** Region-specific defaults for a visitor who has not chosen, e.g. `{ region: ["US-CA"], signals: { ad_storage: "granted" } }`. @default [] */
  regions: z
    .array(
      z.strictObject({
        region: z.array(z.string().regex(/^[A-Z]{2}(-[A-Z0-9]{1,3})?$/, "must be an ISO 3166-2 code like ES or US-CA")).min(1),
        signals: z.partialRecord(signalName, state),
      }),
    )
    .default([]),
});
