import { parseCookieString } from "../codecs/cookie-string";
import { rootMarker } from "../core/marker";
import type { StoredDecision } from "../core/ports";
import { readPage, type PageReading } from "../core/reading";
import { ruleDefaults } from "../base-defaults.js";
import { resolvePageStatus, type PageStatus, type RuleSettings } from "../core/rules";
import type { Decision } from "../core/types";
import { GLOBAL_NAME, GPC_MARKER_ATTR, ROOT_MARKER_ATTR } from "../dom/names";

/** The page's global as the boot script fills it. */
export interface BootGlobal {
  reading?: PageReading;
  customIntegration?: (enableBar?: boolean, enableBlocking?: boolean) => void;
  integration?: { enableBar: boolean; enableBlocking: boolean };
  /** Layer 2's public hooks registered before its code loaded (`window.WPConsent`). */
  hooks?: { displayChecks: unknown[]; settingsHooks: unknown[] };
  /** Controls of the bar or the banner pressed before their code was live, in order (`src/dom/early-clicks.ts`). */
  held?: Element[];
}

interface BootSettings extends RuleSettings {
  readonly bypassValue?: string;
}

/** What the layers' readers made of the cookies. */
export interface LayersRead {
  /** One reading per store, in the engine's order. */
  readonly readings: readonly StoredDecision[];
  /** The decision made of them (one store's, or `mergeReadings`'s). */
  readonly decision: Decision;
  /** Per store: rewrite it to agree with the decision. */
  readonly rewrite?: readonly boolean[];
  /** The GPC signal was honoured on this page view. */
  readonly gpc?: boolean;
}

/**
 * What every boot script does, whatever layers it carries (docs/decisions/001-consent-engine.md):
 * reads the cookies once with the layers' readers (`read`), decides the page view's
 * decision and status, sets `<html data-consent>` (and `data-consent-gpc` when the GPC
 * signal was honoured) before the first paint, and publishes the reading on
 * `window.vitrineConsent.reading`, where the engine starts from it. It writes no cookie
 * and runs no script: the engine does both once the page's code has loaded.
 */
export function bootPage(
  win: Window,
  settings: Partial<BootSettings>,
  read: (cookies: ReadonlyMap<string, string>, header: string) => LayersRead,
): { reading: PageReading; status: PageStatus; api: BootGlobal } {
  const doc = win.document;
  const root = doc.documentElement;
  const rules = { ...ruleDefaults, ...settings };
  const header = doc.cookie;
  const layers = read(parseCookieString(header), header);
  const reading = {
    ...readPage(layers.readings, layers.decision, { search: win.location.search, bypassValue: rules.bypassValue ?? "" }, layers.rewrite),
    ...(layers.gpc ? { gpc: true } : {}),
  };
  const status = resolvePageStatus(rules, reading.decision, reading.bypass);
  root.setAttribute(ROOT_MARKER_ATTR, rootMarker(status.showBar, status.suppressed));
  if (layers.gpc) root.setAttribute(GPC_MARKER_ATTR, "");
  const api: BootGlobal = ((win as unknown as Record<string, BootGlobal>)[GLOBAL_NAME] ??= {});
  api.reading = reading;
  return { reading, status, api };
}
