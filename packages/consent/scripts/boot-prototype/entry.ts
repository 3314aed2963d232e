/**
 * PROTOTYPE, for measuring only (measure.mjs): a boot script per set of enabled layers,
 * built on the real boot (`bootPage`) and readers, with layer 2's reading (GPC included)
 * and Consent Mode as issue 9 would add them. LAYER1, LAYER2 and GCM are build-time
 * constants, so each bundle carries only its parts.
 */
import { readCookieLawInfo } from "../../src/codecs/cookielawinfo";
import { readWpConsent } from "../../src/codecs/wpconsent-store";
import { parseCookieString } from "../../src/codecs/cookie-string";
import { mergeReadings, readPage } from "../../src/core/reading";
import { ruleDefaults } from "../../src/base-defaults.js";
import { rootMarker } from "../../src/core/marker";
import { resolvePageStatus } from "../../src/core/rules";
import { emptyFlags } from "../../src/core/flags";
import type { StoredDecision } from "../../src/core/ports";
import type { CategoryCore } from "../../src/core/types";
import type { BootCategory } from "../../src/boot/config";
import { consentModeDefault, type ConsentModeSettings } from "./consent-mode";

declare const LAYER1: boolean, LAYER2: boolean, GCM: boolean;
declare const __VITRINE_CONSENT_CONFIG__: {
  categories: BootCategory[];
  consentVersion?: number;
  bypassValue?: string;
  l2: { categories: BootCategory[]; respectGpc?: boolean };
  map: Record<string, string>;
  gcm: ConsentModeSettings;
};

const toCategories = (list: readonly BootCategory[]): CategoryCore[] =>
  list.map(([slug, on, locked]) => ({ slug, defaultEnabled: !!on, locked: !!locked, cookies: [] }));

(function boot(config, win: Window & Record<string, unknown>) {
  try {
    const doc = win.document;
    const cookies = parseCookieString(doc.cookie);
    const readings: StoredDecision[] = [];
    if (LAYER1) readings.push(readCookieLawInfo(cookies, toCategories(config.categories), config.consentVersion));
    if (LAYER2) {
      const l2 = toCategories(config.l2.categories);
      let stored = readWpConsent(cookies, l2);
      // GPC, honoured once: every slug off except locked ones, no banner (the engine writes it).
      if (!stored.hasChoice && config.l2.respectGpc && (win.navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl === true) {
        const off = emptyFlags();
        for (const c of l2) off[c.slug] = c.locked;
        stored = { ...stored, decision: { consent: "yes", categories: off, services: emptyFlags() }, hasChoice: true, unsaved: l2.map((c) => c.slug) };
      }
      readings.push(stored);
    }
    const reading = readPage(readings, LAYER1 && LAYER2 ? mergeReadings(readings, config.map) : readings[0]!.decision, { search: win.location.search, bypassValue: config.bypassValue ?? "" });
    const status = resolvePageStatus({ ...ruleDefaults, ...config }, reading.decision, reading.bypass);
    if (GCM) consentModeDefault(win, reading.decision, config.gcm);
    doc.documentElement.setAttribute("data-consent", rootMarker(status.showBar, status.suppressed));
    ((win.vitrineConsent ??= {}) as { reading?: unknown }).reading = reading;
  } catch (error) {
    console.error(error);
  }
})(__VITRINE_CONSENT_CONFIG__, window as never);
