import { defineFeature } from "../define-feature";
import { feedsConfigSchema } from "./found-config";

/**
 * Found and shared (docs/behaviour/found.md): what search engines, feed readers and shopping
 * surfaces read of the site — the sitemaps' language versions, the journal's Atom feeds, the
 * product feed and every page's social card, made at build from the same content as the pages
 * and costing visitors no script. Its generators are in `feeds/`, `structured-data/` and
 * `cards/`; its setting is `feeds` (full text or summaries).
 */
const found = defineFeature({
  name: "found",
  config: { key: "feeds", schema: feedsConfigSchema },
});

export default found;
declare module "../feature-registry" {
  interface Features {
    found: typeof found;
  }
}
