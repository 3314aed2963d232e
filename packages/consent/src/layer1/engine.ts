import { cookieLawInfoStore } from "../codecs/cookielawinfo-store";
import { createEngine } from "../core/engine";
import type { ConsentEngine } from "../core/engine-api";
import { createMemoryCookieJar } from "../core/memory-cookie-jar";
import { withDefaults } from "../core/options";
import type { ConsentEnvironment } from "../core/ports";
import { defaultOptions, type Options } from "./options";

/**
 * The engine wired for layer 1: the CookieLawInfo store first (then any `stores` given,
 * e.g. layer 2's), over `env`: `createBrowserEnvironment(window, options)` on a page
 * (its cookies, scripts and the boot script's reading), `createServerEnvironment()` for
 * pre-rendering and tests. No module-level state.
 */
export function createLayer1Engine(overrides: Partial<Options>, env: ConsentEnvironment): ConsentEngine {
  const options = withDefaults(defaultOptions, overrides);
  return createEngine({ ...options, stores: [cookieLawInfoStore({ version: options.consentVersion }), ...options.stores] }, env);
}

/** No cookies, no DOM: what a pre-rendering pass sees. */
export function createServerEnvironment(): ConsentEnvironment {
  return { jar: createMemoryCookieJar(), search: "", reload: () => {} };
}
