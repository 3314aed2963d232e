import type { IslandDefinition } from "./define-island";

type Loader = () => Promise<IslandDefinition<never>>;

/**
 * Every island the site has, loaded on demand: a page downloads the code of the islands
 * it contains and nothing else. Each one is its own chunk, named after its file.
 */
export const islandLoaders: Record<string, Loader> = {
  "site-header": () => import("./site-header.island").then((m) => m.siteHeaderIsland),
  "site-footer": () => import("./site-footer.island").then((m) => m.siteFooterIsland),
  "back-to-top": () => import("./back-to-top.island").then((m) => m.backToTopIsland),
  consent: () => import("./consent.island").then((m) => m.consentIsland),
  "shop-sort": () => import("./shop-sort.island").then((m) => m.shopSortIsland),
  search: () => import("./search.island").then((m) => m.searchIsland),
};
