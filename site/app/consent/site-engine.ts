import { connectConsentEngine, createConsentEngine, type ConsentEngine } from "@vitrine/consent";
import type { ConsentConfig } from "./consent-config";
import { toEngineOptions } from "./engine-options";

/**
 * One engine per page view in the browser, made on first use (hydration). The page's
 * state lives in its cookies and `<html>`, so a single instance is the page's truth;
 * the engine package itself keeps no module state (architecture.md "Factories").
 */
let engine: ConsentEngine | undefined;

export function getSiteEngine(config: ConsentConfig): ConsentEngine {
  engine ??= createConsentEngine(toEngineOptions(config));
  return engine;
}

/** Scroll-accept, show_once, content hooks and custom integration; returns the disposer. */
export function connectSiteEngine(config: ConsentConfig): () => void {
  return connectConsentEngine(getSiteEngine(config));
}
