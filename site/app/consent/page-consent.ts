import { createBrowserEnvironment, createEngine, createServerEnvironment, watchConsentMode, type ConsentEngine } from "@vitrine/consent";
import { watchPluginEvents, watchPreferenceLinks } from "@vitrine/consent/layer2";
import pagePart from "~/config/parts/page";
import { watchClarity } from "./clarity-consent";
import { consentModeOf, engineOptionsOf, signalMapOf } from "./consent-options";

// The consent rules alone, not the whole site config: this is in every page's first load (app/config/browser-parts.ts).
const options = engineOptionsOf(pagePart);
const consentMode = consentModeOf(pagePart);
const signalMap = signalMapOf(pagePart);
// A site with nothing to ask its visitors runs no consent code at all (consent-asked.ts).
const enabled = pagePart.consentAsked && (pagePart.consent.enabled || pagePart.layer2.enabled);

/**
 * The page's one consent engine, over every layer the site runs (one answer for both,
 * docs/behaviour/consent-layer-2.md#one-answer). In the browser it is made once per page
 * view (islands are separate React roots and enhancers have none: they all reach this
 * one), starting from the inline boot script's reading; the engine package itself keeps
 * no module state. Pre-rendering gets a fresh engine over the server environment each
 * time: nothing stored, so every page renders the same.
 */
let engine: ConsentEngine | undefined;

export function pageConsent(): ConsentEngine {
  if (import.meta.env.SSR) return createEngine(options, createServerEnvironment());
  engine ??= createEngine(options, createBrowserEnvironment(window, pagePart.consent));
  return engine;
}

/**
 * Called once by the client entry, which runs after the document is parsed and before
 * DOMContentLoaded: the writes the boot's reading asks for, the blocked scripts the
 * stored decision allows (at DOMContentLoaded), a stored yes announced, Consent Mode's
 * updates after every choice, Clarity told the choice once it runs, and with layer 2 the
 * plugin's events and its `.wpconsent-open-preferences` links.
 */
export function startPageConsent(): void {
  if (!enabled) return;
  const page = pageConsent();
  // Lives as long as the page: the engine is the page's.
  if (consentMode) watchConsentMode(page, window, consentMode);
  watchClarity(page, window, signalMap);
  if (pagePart.layer2.enabled) {
    watchPluginEvents(page, window);
    watchPreferenceLinks(page, document);
  }
  page.start();
}
