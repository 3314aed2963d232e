import { byName } from "./by-name";
import type { EnhancerDefinition } from "./define-enhancer";

/**
 * Every enhancer the site has, found by its file (`*.enhancer.ts` anywhere under app/).
 * The definitions are read at once (they are a selector, a trigger and an import);
 * each one's code is its own chunk, loaded when an element it upgrades wakes.
 */
export const enhancers = byName(
  import.meta.glob<EnhancerDefinition>(["../**/*.enhancer.ts", "!**/__fixtures__/**"], { eager: true, import: "default" }),
  ".enhancer.ts",
);
