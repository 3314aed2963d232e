import { byName } from "./by-name";
import type { IslandModule } from "./define-island";

/**
 * Every island the site has, found by its file (`*.island.tsx` anywhere under app/),
 * loaded on demand: a page downloads the code of the islands it contains, when their
 * triggers fire, and nothing else. Each one is its own chunk, named after its file.
 */
export const islandLoaders = byName(
  import.meta.glob<IslandModule>(["../**/*.island.tsx", "!**/__fixtures__/**"]),
  ".island.tsx",
);
