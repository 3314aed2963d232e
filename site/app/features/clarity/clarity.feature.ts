import { defineFeature } from "../define-feature";
import { clarityCsp } from "./clarity-csp";
import { CLARITY_TAG_HOST } from "../../config/clarity-host";

/**
 * Microsoft Clarity, the session analytics layer 1 runs (docs/behaviour/consent-layer-2.md#clarity):
 * its settings are layer 1's `consent.analytics` (config/clarity-config.ts, its host once in
 * config/clarity-host.ts), its tag a blocked script in the page's head (config/clarity-tag.ts),
 * told the visitor's choice once it runs (consent/clarity-consent.ts): every page's first-load
 * consent code runs those, and reads no registry (docs/decisions/037-features.md#layers).
 * Here, what a feature declares: its CSP origins and its catalogue entry.
 */
const clarity = defineFeature({
  name: "clarity",
  csp: ({ consent }) => clarityCsp(consent),
  services: [
    {
      slug: "clarity",
      name: "Microsoft Clarity",
      category: "statistics",
      purpose: "Session analytics: which pages are visited, clicks and scrolling, without identifying visitors.",
      // Its tag is layer 1's analytics setting, loaded from its host; it frames nothing.
      hosts: [],
      reaches: [CLARITY_TAG_HOST],
      cookies: [
        { name: "_clck", lasts: { count: 1, unit: "year" }, description: "A random visitor identifier, so repeat visits can be counted" },
        { name: "_clsk", lasts: { count: 1, unit: "day" }, description: "Joins several page views into one visit" },
      ],
      words: {
        fr: {
          purpose: "Analyse des sessions : pages visitées, clics et défilement, sans identifier les visiteurs.",
          cookies: { _clck: "Un identifiant de visiteur tiré au hasard, pour compter les visites répétées", _clsk: "Réunit plusieurs pages vues en une seule visite" },
        },
        de: {
          purpose: "Sitzungsanalyse: besuchte Seiten, Klicks und Scrollen, ohne Besucher zu erkennen.",
          cookies: { _clck: "Eine zufällige Besucherkennung, damit wiederholte Besuche gezählt werden können", _clsk: "Fasst mehrere Seitenaufrufe zu einem Besuch zusammen" },
        },
        ar: {
          purpose: "تحليل الجلسات: الصفحات التي تُزار والنقرات والتمرير، دون التعرف على الزوار.",
          cookies: { _clck: "معرّف عشوائي للزائر، لإحصاء الزيارات المتكررة", _clsk: "يجمع عدة مشاهدات للصفحات في زيارة واحدة" },
        },
      },
      account: { label: "Clarity project ID", pattern: "^[a-z0-9]+$", example: "abcd1234ef" },
    },
  ],
});

export default clarity;
declare module "../feature-registry" {
  interface Features {
    clarity: typeof clarity;
  }
}
