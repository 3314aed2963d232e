import { createBrowserEnvironment, createLayer1Engine, createServerEnvironment, type ConsentEngine } from "@vitrine/consent";
import siteConfig from "../../site.config";

const config = siteConfig.consent;

/**
 * The page's one consent engine. In the browser it is made once per page view (islands
 * are separate React roots and enhancers have none: they all reach this one), starting
 * from the inline boot script's reading; the engine package itself keeps no module state. Pre-rendering gets a fresh engine over the server
 * environment each time: nothing stored, so every page renders the same.
 */
let engine: ConsentEngine | undefined;

export function pageConsent(): ConsentEngine {
  if (import.meta.env.SSR) return createLayer1Engine(config, createServerEnvironment());
  engine ??= createLayer1Engine(config, createBrowserEnvironment(window, config));
  return engine;
}

/**
 * Called once by the client entry, which runs after the document is parsed and before
 * DOMContentLoaded: the writes the boot's reading asks for, the blocked scripts the
 * stored decision allows (at DOMContentLoaded), and a stored yes announced.
 */
export function startPageConsent(): void {
  if (config.enabled) pageConsent().start();
}
