import { featureWords } from "../../../words/feature-words";
import { defineFeature } from "../../define-feature";

/** The map service this feature waits for: a layer-2 service of its own, in the marketing category. */
export const MAP_SERVICE = { slug: "oak-maps", name: "Oak Maps", category: "marketing", host: "maps.oak.example" } as const;

const words = featureWords(
  {
    message: "This map is hosted by {service}.",
    button: "Show the map",
    link: "Open the map on {service}",
  },
  {},
);

const isMap = (href: string) => {
  try {
    return new URL(href).host === MAP_SERVICE.host;
  } catch {
    return false;
  }
};

/**
 * A throwaway feature for the tests: a consent-aware map embed with its own service, words,
 * CSP origin and gate. This folder alone is all it takes for the registry, the CSP, the
 * content policy, `SiteData` and the words to know it (feature-collection.test.ts).
 */
export default defineFeature({
  name: "map-embed",
  words,
  siteData: ({ layer2 }) => ({ service: MAP_SERVICE, layer2: layer2.enabled, words: words.en }),
  csp: () => ({ frame: [`https://${MAP_SERVICE.host}`] }),
  services: [{ slug: MAP_SERVICE.slug, name: MAP_SERVICE.name, category: MAP_SERVICE.category, purpose: "Shows the map of a place.", hosts: [MAP_SERVICE.host], cookies: [] }],
  content: {
    gate: () => import("./map-gate.server"),
    ownsLink: isMap,
    markers: { "data-map-embed": "the map embed" },
  },
});
