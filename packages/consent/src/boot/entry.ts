/**
 * The inline boot script (scripts/build-boot.mjs builds one bundle per set of enabled
 * layers from this entry: LAYER1, LAYER2 and CONSENT_MODE are replaced by constants, so
 * each bundle carries only its parts; docs/decisions/001-consent-engine.md). The config
 * identifier is left free by the bundler and replaced by the JSON config in
 * `renderBootScript`. Run before any other script; never breaks the page: on any error
 * the marker stays unset, so the banners stay hidden and every blocked script blocked.
 */
import { readCookieLawInfo } from "../codecs/cookielawinfo";
import { parseSync, SYNC_COOKIE } from "../codecs/sync";
import { mayRun } from "../core/predicates.js";
import { mergeReadings } from "../core/reading";
import type { StoredDecision } from "../core/ports";
import type { CategoryCore } from "../core/types";
import { bannerControl, barControl, holdEarlyClicks } from "../dom/early-clicks";
import { dispatchConsentEvent } from "../dom/events";
import { CHECKS_MARKER_ATTR, INTEGRATION_EVENT } from "../dom/names";
import { bootPage, type LayersRead } from "./boot-page";
import type { BootCategory, EmbeddedConfig } from "./config";
import { consentModeDefault } from "./consent-mode";
import { readLayer2 } from "./read-layer2";

declare const LAYER1: boolean, LAYER2: boolean, CONSENT_MODE: boolean;
declare const __VITRINE_CONSENT_CONFIG__: EmbeddedConfig;

const toCategories = (list: readonly BootCategory[] = []): CategoryCore[] =>
  list.map(([slug, on, locked, services]) => ({ slug, defaultEnabled: !!on, locked: !!locked, cookies: [], services: services ?? [] }));

(function boot(config: EmbeddedConfig, win: Window & { CLI?: Record<string, unknown>; WPConsent?: Record<string, unknown> }) {
  try {
    const doc = win.document;
    const l1 = toCategories(config.categories);
    const l2 = toCategories(config.l2?.categories);
    const defaultAllow = !!config.defaultAllow;
    const { api, reading } = bootPage(win, config, (cookies, header): LayersRead => {
      const readings: StoredDecision[] = [];
      if (LAYER1) readings.push(readCookieLawInfo(cookies, l1, config.consentVersion));
      let gpc = false;
      if (LAYER2) {
        const answeredElsewhere = LAYER1 && readings[0]!.decision.consent !== null;
        const layer2 = readLayer2(cookies, header, win, { ...config.l2, categories: l2, answeredElsewhere });
        readings.push(layer2.reading);
        gpc = layer2.gpc;
      }
      if (LAYER1 && LAYER2) {
        const merged = mergeReadings(readings, { map: config.map ?? {}, categories: [...l1, ...l2], synced: parseSync(cookies.get(SYNC_COOKIE)) });
        return { readings, decision: merged.decision, rewrite: [merged.rewrite[0]!, merged.rewrite[1]! || gpc], gpc };
      }
      return { readings, decision: readings[0]!.decision, rewrite: [gpc], gpc };
    });
    // A press on the bar or the banner before their code is live is held for it (docs/behaviour/consent-layer-1.md#early-presses).
    holdEarlyClicks(win, api, [LAYER1 && barControl, LAYER2 && bannerControl]);
    if (CONSENT_MODE && config.consentMode) {
      const d = reading.decision;
      const running = mayRun(d, defaultAllow);
      consentModeDefault(win, (slug) => running && d.categories[slug] === true, config.consentMode, d.consent !== null);
    }
    if (LAYER2) {
      // Layer 2's public hooks, callable before its code loads (docs/behaviour/consent-layer-2.md#public-hooks).
      const hooks = (api.hooks = { displayChecks: [] as unknown[], settingsHooks: [] as unknown[] });
      // Either kind keeps the banner back until it has run: CSS waits for the marker's removal.
      const queue = (list: unknown[]) => (fn: unknown) => {
        list.push(fn);
        doc.documentElement.setAttribute(CHECKS_MARKER_ATTR, "");
      };
      const wp = (win.WPConsent ??= {});
      wp.registerDisplayCheck = queue(hooks.displayChecks);
      wp.registerSettingsHook = queue(hooks.settingsHooks);
    }
    if (!LAYER1 || !config.customIntegration) return;
    // Layer 1's custom integration (docs/behaviour/consent-layer-1.md#custom-integration): records the call and announces it.
    api.customIntegration = (enableBar = true, enableBlocking = true) => {
      api.integration = { enableBar, enableBlocking };
      dispatchConsentEvent(doc, INTEGRATION_EVENT, api.integration);
    };
    (win.CLI ??= {}).CookieLawInfo_Callback = api.customIntegration;
  } catch (error) {
    console.error(error);
  }
})(__VITRINE_CONSENT_CONFIG__, window);
