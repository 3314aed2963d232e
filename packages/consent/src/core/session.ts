import { bypassApplies } from "./bypass";
import { nonNecessaryCookies } from "./categories";
import { defaultDecision } from "./decision";
import { emptyFlags } from "./flags";
import type { CookieJar, DecisionStore } from "./ports";
import { needsRenewal, resolvePageStatus, type RuleSettings } from "./rules";
import type { EngineState } from "./snapshot";
import type { CategoryCore } from "./types";

export interface SessionSettings extends RuleSettings {
  readonly consentVersion?: string | number;
  /** The `cli_bypass` value that turns blocking off for a scanner; "" for none. */
  readonly bypassValue?: string;
}

/**
 * Page-load housekeeping shared by the boot script and the engine (both run it; every
 * step is idempotent): consent-version renewal, first-load category cookies from the
 * defaults, the bypass parameter, and the page status.
 */
export function startSession(
  settings: SessionSettings,
  categories: readonly CategoryCore[],
  io: { readonly store: DecisionStore; readonly jar: CookieJar; readonly search: string },
): Omit<EngineState, "region"> {
  const { store, jar } = io;
  let stored = store.load();
  if (needsRenewal(stored.version, settings.consentVersion, stored.hasChoice)) {
    // compat.md: erase viewed_cookie_policy, CookieLawInfoConsent and nn_cookie_ids; the bar shows again.
    store.forget({ answer: true, summary: true });
    nonNecessaryCookies(categories).forEach((name) => jar.erase(name));
    stored = store.load();
  }
  if (stored.unsaved.length) store.save(stored.decision, { categories: stored.unsaved });
  const bypass = bypassApplies(io.search, settings.bypassValue ?? "", stored.decision);
  if (bypass) {
    // compat.md: bypass generates the preference cookie, every category on (what a scanner sees run).
    const everything = emptyFlags();
    for (const c of categories) everything[c.slug] = true;
    store.save({ ...stored.decision, categories: everything }, { summary: true });
  }
  const status = resolvePageStatus(settings, stored.decision, bypass);
  return { decision: stored.decision, status, barOpen: status.showBar };
}

/** The state of a pre-rendered page: nothing stored, no bypass. */
export function serverState(settings: RuleSettings, categories: readonly CategoryCore[]): EngineState {
  const decision = defaultDecision(categories);
  const status = resolvePageStatus(settings, decision, false);
  return { decision, status, barOpen: status.showBar, region: "unknown" };
}
