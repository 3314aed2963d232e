import { nonNecessaryCookies, normaliseCategories } from "./categories";
import { setAllCategories, setCategory } from "./decision";
import type { ConsentEngine } from "./engine-api";
import { createSnapshotStore } from "./engine-store";
import { resolveOptions, type ConsentOptions } from "./options";
import type { ConsentEnvironment, ConsentEventDetail, DecisionStore } from "./ports";
import { eraseDisallowedCookies, scriptGate } from "./rules";
import { serverState, startSession } from "./session";
import { buildSnapshot, type ConsentSnapshot, type EngineState } from "./snapshot";
import type { Category, Decision, Region } from "./types";

/** Makes the store of one cookie format for the normalised categories (e.g. `createCookieLawInfoStore`). */
export type StoreFactory = (categories: readonly Category[], consentVersion: string | number | undefined) => DecisionStore;

/**
 * The engine over an explicit environment and cookie format. The core knows no cookie
 * format: `createConsentEngine` wires the layer-1 codec; layer 2 can wire its own.
 */
export function createEngine(
  overrides: Partial<ConsentOptions>,
  env: ConsentEnvironment,
  makeStore: StoreFactory,
): ConsentEngine {
  const options = resolveOptions(overrides);
  const categories = normaliseCategories(options.categories);
  const store = makeStore(categories, options.consentVersion);
  let state: EngineState = {
    ...startSession(options, categories, { store, jar: env.jar, search: env.search }),
    region: "unknown",
  };
  const snap = (s: EngineState) => buildSnapshot(s, categories, options);
  const snapshots = createSnapshotStore(snap(state));
  const serverSnapshot = snap(serverState(options, categories));
  const acceptListeners = new Set<(s: ConsentSnapshot) => void>();
  let reloading = false;

  const detail = (s: ConsentSnapshot): ConsentEventDetail => ({
    consent: s.decision.consent,
    allowed: s.allowed,
    ...(s.decision.ccpaOptout === undefined ? {} : { ccpaOptout: s.decision.ccpaOptout }),
  });
  const update = (next: Partial<EngineState>, decisionChanged = false) => {
    state = { ...state, ...next };
    const snapshot = snap(state);
    env.mark?.(snapshot.marker);
    snapshots.set(snapshot);
    if (decisionChanged) env.emit?.("changed", detail(snapshot));
  };
  const reload = () => {
    if (reloading) return;
    reloading = true;
    env.reload();
  };
  const eraseNonNecessary = () => nonNecessaryCookies(categories).forEach((name) => env.jar.erase(name));
  const activate = () =>
    new Promise<void>((resolve) => {
      const { decision, status } = state;
      const finish = () => {
        eraseDisallowedCookies(env.jar, decision, categories, status);
        resolve();
      };
      if (env.activate) env.activate(scriptGate(decision, categories, status), options.triggerDomRefresh, finish);
      else finish();
    });
  /** spec §4 Accept / Reject: save, hide the bar, run what is now allowed, maybe reload. */
  const answer = (decision: Decision, consent: "yes" | "no", reloadAfter: boolean) => {
    const next: Decision = { ...decision, consent };
    store.save(next, { categories: true, summary: true, answer: true });
    if (consent === "no") eraseNonNecessary();
    update({ decision: next, barOpen: false }, true);
    void activate();
    if (consent === "yes") {
      const snapshot = snapshots.getSnapshot();
      options.onAccept?.(snapshot);
      acceptListeners.forEach((listener) => listener(snapshot));
      env.emit?.("accepted", detail(snapshot));
    }
    if (reloadAfter) reload();
  };
  const all = (on: boolean, decision = state.decision) => setAllCategories(decision, categories, on);
  const toggleAll = (on: boolean) => {
    const decision = all(on);
    store.save(decision, { categories: true });
    update({ decision }, true);
  };
  const ccpaOnly = options.ccpaType === "ccpa";

  const engine: ConsentEngine = {
    options,
    categories,
    getSnapshot: snapshots.getSnapshot,
    subscribe: snapshots.subscribe,
    getServerSnapshot: () => serverSnapshot,
    accept: () => answer(state.decision, "yes", options.acceptReload),
    acceptAll: () => answer(all(true), "yes", options.acceptReload),
    reject: () => answer(state.decision, "no", options.rejectReload),
    rejectAll: () => answer(all(false), "no", options.rejectReload),
    close: () => answer(ccpaOnly ? all(true) : state.decision, "yes", options.acceptReload),
    saveAndAccept: () => engine.accept(),
    setCategory(slug, on) {
      const category = categories.find((c) => c.slug === slug);
      if (!category || category.locked) return;
      const decision = setCategory(state.decision, category, on);
      store.save(decision, { categories: [slug], summary: true });
      update({ decision }, true);
    },
    enableAll: () => toggleAll(true),
    disableAll: () => toggleAll(false),
    erase() {
      store.forget({ answer: true });
      eraseNonNecessary();
      const decision: Decision = { ...state.decision, consent: null };
      store.save(decision, { summary: true });
      // spec §4: with no consent cookie the bar is shown (the plugin waited for the next page).
      update({ decision, barOpen: !state.status.suppressed }, true);
    },
    reopen: () => update({ barOpen: true }),
    dismiss: () => update({ barOpen: false }),
    setCcpaOptout(optedOut) {
      const decision: Decision = { ...state.decision, ccpaOptout: optedOut };
      // compat.md CCPA: in `ccpa` mode the control also enables every category and accepts.
      if (ccpaOnly) return answer(all(true, decision), "yes", options.acceptReload);
      store.save(decision, { summary: true });
      update({ decision }, true);
    },
    async requestCcpaOptout() {
      const optedOut = Boolean(await env.confirm(options.ccpaOptOutPrompt));
      engine.setCcpaOptout(optedOut);
      return optedOut;
    },
    showOnceElapsed() {
      if (state.decision.consent === null && state.barOpen) answer(state.decision, "yes", false);
    },
    scrollAccept() {
      if (state.decision.consent !== null) return false;
      answer(state.decision, "yes", options.acceptReload || options.scrollReload);
      return true;
    },
    customIntegration(enableBar = true, enableBlocking = true) {
      if (!options.customIntegration) return;
      const status = { ...state.status, suppressed: !enableBar, blocking: enableBlocking && !state.status.bypass };
      update({ status, barOpen: enableBar && state.decision.consent === null });
      void activate();
    },
    onAccept(listener) {
      acceptListeners.add(listener);
      return () => void acceptListeners.delete(listener);
    },
    activate,
  };

  if (options.ccpaEnabled && options.ccpaRegionBased) {
    Promise.resolve()
      .then(options.ccpaRegion)
      .catch((): Region => "unknown")
      .then((region) => update({ region }));
  }
  env.mark?.(snapshots.getSnapshot().marker);
  return engine;
}
