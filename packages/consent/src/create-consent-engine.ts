import { createCookieLawInfoStore } from "./codecs/cookielawinfo-store";
import { createMemoryCookieJar } from "./core/memory-cookie-jar";
import type { ConsentEngine } from "./core/engine-api";
import { createEngine } from "./core/engine";
import type { ConsentOptions } from "./core/options";
import type { ConsentEnvironment } from "./core/ports";
import { createBrowserEnvironment } from "./dom/browser-environment";

/**
 * Creates a layer-1 (CookieLawInfo-compatible) consent engine. In a browser it works
 * on the page's cookies and scripts; elsewhere (pre-rendering, tests without DOM) on
 * an in-memory jar with no side effects. Pass `env` to supply your own adapters.
 * No module-level state: every call makes an independent engine.
 */
export function createConsentEngine(options: Partial<ConsentOptions> = {}, env?: ConsentEnvironment): ConsentEngine {
  const environment = env ?? (typeof window === "undefined" ? createServerEnvironment() : createBrowserEnvironment(window, options));
  return createEngine(options, environment, (categories, version) =>
    createCookieLawInfoStore(environment.jar, categories, version),
  );
}

/** No cookies, no DOM: what a pre-rendering pass sees. */
export function createServerEnvironment(): ConsentEnvironment {
  return { jar: createMemoryCookieJar(), search: "", reload: () => {}, confirm: () => false };
}
