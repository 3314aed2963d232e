import type { IslandDefinition } from "./define-island";

/** An island's chunk: its module, whose default export is the definition. */
export type IslandModule = { default: IslandDefinition<never> };
type Loader = () => Promise<IslandModule>;

/**
 * Every island the site has, loaded on demand: a page downloads the code of the islands
 * it contains and nothing else. Each one is its own chunk, named after its file. A
 * loader resolves to the module itself, so a retry can fetch the same chunk again.
 */
export const islandLoaders: Record<string, Loader> = {
  "site-header": () => import("./site-header.island"),
  "site-footer": () => import("./site-footer.island"),
  "back-to-top": () => import("./back-to-top.island"),
  consent: () => import("./consent.island"),
  "shop-sort": () => import("./shop-sort.island"),
  search: () => import("./search.island"),
};
