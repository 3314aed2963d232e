/// <reference types="vite/client" />
import type { AnyFeatureDefinition } from "./define-feature";
import { createFeatureRegistry, type FeatureRegistry } from "./feature-registry";

/**
 * The site's features, one per folder, found by Vite's import.meta.glob (the pre-render,
 * the dev server, the router's config and the tests). Plain Node (`tsx`, the build's
 * content check and post-build) has no glob: there this is undefined and
 * load-site-features.server.ts scans the same folders instead.
 */
export const siteFeatures: FeatureRegistry | undefined = import.meta.env
  ? createFeatureRegistry(import.meta.glob<AnyFeatureDefinition>("./*/*.feature.ts", { eager: true, import: "default" }))
  : undefined;
