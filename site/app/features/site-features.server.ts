import { loadSiteFeatures } from "./load-site-features.server";

/**
 * The registry for modules that run only at build and on the server (the content policy,
 * the Markdown renderer, `SiteData`), read once before they run: a top-level await, so
 * they can use it synchronously wherever they are loaded (Vite, tsx, Vitest).
 */
export const features = await loadSiteFeatures();
