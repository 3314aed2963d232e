/// <reference types="vite/client" />
import type { AnyFeatureDefinition } from "./define-feature";
import { createFeatureRegistry, type FeatureData, type FeatureRegistry } from "./feature-registry";

declare module "../widgets/define-widget" {
  /** Each feature's slice of a widget's `SiteData`, under its name in camel case. */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the registry's type, named where widgets read it
  interface FeatureSiteData extends FeatureData {}
}

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
