import { parseCookieString } from "../codecs/cookie-string";
import { rootMarker } from "../core/marker";
import type { StoredDecision } from "../core/ports";
import { readPage, type PageReading } from "../core/reading";
import { ruleDefaults } from "../base-defaults.js";
import { resolvePageStatus, type PageStatus, type RuleSettings } from "../core/rules";
import { GLOBAL_NAME, ROOT_MARKER_ATTR } from "../dom/names";

/** The page's global as the boot script fills it. */
interface BootGlobal {
  reading?: PageReading;
  customIntegration?: (enableBar?: boolean, enableBlocking?: boolean) => void;
  integration?: { enableBar: boolean; enableBlocking: boolean };
}

interface BootSettings extends RuleSettings {
  readonly bypassValue?: string;
}

/**
 * What every boot script does, whatever layers it carries (one cookie format read here;
 * a boot for both layers reads both and merges them with `mergeReadings`) (docs/decisions/001-consent-engine.md):
 * reads the cookies once with the layers' readers, decides the page view's decision and
 * status, sets `<html data-consent>` before the first paint, and publishes the reading
 * on `window.vitrineConsent.reading`, where the engine starts from it. It writes no
 * cookie and runs no script: the engine does both once the page's code has loaded.
 */
export function bootPage(
  win: Window,
  settings: Partial<BootSettings>,
  read: (cookies: ReadonlyMap<string, string>) => StoredDecision,
): { reading: PageReading; status: PageStatus; api: BootGlobal } {
  const doc = win.document;
  const rules = { ...ruleDefaults, ...settings };
  const stored = read(parseCookieString(doc.cookie));
  const reading = readPage([stored], stored.decision, { search: win.location.search, bypassValue: rules.bypassValue ?? "" });
  const status = resolvePageStatus(rules, reading.decision, reading.bypass);
  doc.documentElement.setAttribute(ROOT_MARKER_ATTR, rootMarker(status.showBar, status.suppressed));
  const api: BootGlobal = ((win as unknown as Record<string, BootGlobal>)[GLOBAL_NAME] ??= {});
  api.reading = reading;
  return { reading, status, api };
}
