/// <reference types="vite/client" />
import type { AnyFeatureDefinition } from "./define-feature";
import { createFeatureRegistry, type FeatureRegistry } from "./feature-registry";

/**
 * The site's features, one per folder, found by Vite's import.meta.glob (the pre-render,
 * the dev server, the router's config and the tests). Plain Node (`tsx`, the build's
 * content check and post-build) has no glob: there this is undefined and
 * load-site-features.server.ts scans the same folders instead. Vite always sets
 * `import.meta.env.MODE`; other loaders that give an `import.meta.env` (the config loaders
 * of the project's checks) have no glob either.
 */
export const siteFeatures: FeatureRegistry | undefined = import.meta.env?.MODE
  ? createFeatureRegistry(import.meta.glob<AnyFeatureDefinition>("./*/*.feature.ts", { eager: true, import: "default" }))
  : undefined;
