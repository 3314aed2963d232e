import { defineFeature } from "../define-feature";
import { visitsConfigSchema, type VisitsConfig } from "./visits-config";
import { visitsWords, type VisitsWords } from "./visits-words";

export type VisitsSite = VisitsConfig & { words: VisitsWords };

/**
 * The site's own visit count, the visitor's side (docs/behaviour/visits.md): every page's
 * beacon (`visits.enhancer.ts`, woken by the `<meta>` the root writes while it is on), the
 * privacy page's objection control (`visits-objection.widget.tsx`) and its words
 * (`words.visits`). It keeps nothing in the browser but the objection's flag, which is no
 * one's: no cookie-policy entry. The server's half is site/server/visits/.
 */
const visits = defineFeature({
  name: "visits",
  // A static host has no server to count them: off there, so pages send nothing.
  config: { key: "visits", schema: visitsConfigSchema, finish: (config) => (config.hosting.mode === "static" ? { ...config.visits, enabled: false } : config.visits) },
  words: visitsWords,
  siteData: ({ visits, words }): VisitsSite => ({ ...visits, words: words.visits }),
});

export default visits;
declare module "../feature-registry" {
  interface Features {
    visits: typeof visits;
  }
}
