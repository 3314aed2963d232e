import { nonNecessaryCookies, normaliseCategories } from "./categories";
import { applySelection, type Selection } from "./selection";
import type { AnswerOptions, ConsentEngine } from "./engine-api";
import { createSnapshotStore } from "./engine-store";
import { defaultOptions, withDefaults, type Options } from "./options";
import type { ChangeOptions, ConsentAction } from "./origin";
import type { ConsentEnvironment, ConsentEventDetail, SaveParts } from "./ports";
import { housekeep } from "./housekeeping";
import { linkedSlugs } from "./category-map";
import { emptyReading } from "./reading";
import { eraseDisallowedCookies, resolvePageStatus, scriptGate } from "./rules";
import { buildSnapshot, type ConsentSnapshot, type EngineState } from "./snapshot";
import type { Decision } from "./types";
import { defaultDecision } from "./decision";

/**
 * The engine over an explicit environment. It starts from the boot script's reading
 * (`env.reading`; without one, from nothing stored), performs the writes that reading
 * asks for, and from then on writes every change through every store. It reads no
 * cookie itself (docs/decisions/001-consent-engine.md).
 */
export function createEngine(overrides: Partial<Options>, env: ConsentEnvironment): ConsentEngine {
  const options = withDefaults(defaultOptions, overrides);
  const categories = normaliseCategories(options.categories);
  const stores = options.stores.map((make) => make(env.jar, categories));
  const context = { categories, map: options.categoryMap };
  const reading = env.reading?.() ?? emptyReading(categories);
  const saveAll = (decision: Decision, parts: SaveParts) => stores.forEach((store) => store.save(decision, parts));
  const eraseNonNecessary = () => nonNecessaryCookies(categories).forEach((name) => env.jar.erase(name));
  housekeep(reading, stores, { saveAll, eraseNonNecessary, categories: categories.map((c) => c.slug) });

  let state = initialState(options, reading.decision, reading.bypass);
  const snapshots = createSnapshotStore(buildSnapshot(state, categories, true));
  const serverSnapshot = buildSnapshot(initialState(options, defaultDecision(categories), false), categories, false);
  let reloading = false;
  let started = false;

  const detail = (s: ConsentSnapshot, action: ConsentAction, how: Partial<ChangeOptions> = {}): ConsentEventDetail => ({
    consent: s.decision.consent,
    allowed: s.allowed,
    categories: s.decision.categories,
    services: s.decision.services,
    ...(s.decision.ccpaOptout === undefined ? {} : { ccpaOptout: s.decision.ccpaOptout }),
    action,
    ...(how.origin ? { origin: how.origin } : {}),
  });
  const update = (next: Partial<EngineState>) => {
    state = { ...state, ...next };
    const snapshot = buildSnapshot(state, categories, true);
    env.mark?.(snapshot.marker);
    snapshots.set(snapshot);
    return snapshot;
  };
  /** An update that changes the decision: announced as "changed", with what and how. */
  const change = (next: Partial<EngineState>, action: ConsentAction, how: Partial<ChangeOptions>) => {
    const snapshot = update(next);
    env.emit?.("changed", detail(snapshot, action, how));
  };
  const activate = () =>
    new Promise<void>((resolve) => {
      const { decision, status: now } = state;
      const finish = () => {
        eraseDisallowedCookies(env.jar, decision, categories, now);
        resolve();
      };
      if (env.activate) env.activate({ mayRun: scriptGate(decision, categories, now), triggerDomRefresh: options.triggerDomRefresh }, finish);
      else finish();
    });
  const announceAccept = (how: Partial<ChangeOptions>) => {
    const snapshot = snapshots.getSnapshot();
    options.onAccept?.(snapshot);
    env.emit?.("accepted", detail(snapshot, "answer", how));
  };
  /** Saves an answer in every store, closes the notice and the preferences, runs what is now allowed. */
  const answer = (decision: Decision, consent: "yes" | "no", how: Partial<AnswerOptions> = {}) => {
    const next: Decision = { ...decision, consent };
    saveAll(next, { categories: true, summary: true, answer: true });
    if (consent === "no") eraseNonNecessary();
    change({ decision: next, noticeOpen: false, preferencesOpen: false }, "answer", how);
    void activate();
    if (consent === "yes") announceAccept(how);
    if (how.reload && !reloading) {
      reloading = true;
      env.reload();
    }
  };
  /** Saves a change made without answering: the per-category records of `slugs` (default: all) and the summary. */
  const toggle = (decision: Decision, how: Partial<ChangeOptions>, slugs?: readonly string[]) => {
    saveAll(decision, { categories: slugs ?? true, summary: true });
    change({ decision }, "toggle", how);
  };
  const select = (selection: Selection | undefined, on: boolean) => applySelection(state.decision, selection ?? {}, on, context);

  const engine: ConsentEngine = {
    options,
    categories,
    getSnapshot: snapshots.getSnapshot,
    subscribe: snapshots.subscribe,
    getServerSnapshot: () => serverSnapshot,
    accept: (selection, how) => answer(select(selection, true), "yes", how),
    deny: (selection, how) => answer(select(selection, false), "no", how),
    answer: (consent, how) => answer(state.decision, consent, how),
    setCategory(slug, on, how = {}) {
      const category = categories.find((c) => c.slug === slug);
      if (!category || category.locked) return;
      toggle(select({ categories: [slug] }, on), how, linkedSlugs(options.categoryMap, slug));
    },
    setService(slug, on, how = {}) {
      const category = categories.find((c) => c.services.includes(slug));
      if (!category || category.locked) return;
      toggle(select({ services: [slug] }, on), how);
    },
    setAll: (on, how = {}) => toggle(select(undefined, on), how),
    setOptOut(optedOut, how = {}) {
      const decision: Decision = { ...state.decision, ccpaOptout: optedOut };
      saveAll(decision, { summary: true });
      change({ decision }, "opt-out", how);
    },
    forget(how = {}) {
      stores.forEach((store) => store.forget({ answer: true }));
      eraseNonNecessary();
      const decision: Decision = { ...state.decision, consent: null };
      saveAll(decision, { summary: true });
      // With no answer the notice shows (the plugin waited for the next page view).
      change({ decision, noticeOpen: !state.status.suppressed }, "forget", how);
    },
    openNotice: () => update({ noticeOpen: true }),
    closeNotice: () => update({ noticeOpen: false }),
    openPreferences: () => update({ preferencesOpen: true }),
    closePreferences: () => update({ preferencesOpen: false }),
    release({ showNotice, blocking }) {
      const released = { ...state.status, suppressed: !showNotice, blocking: blocking && !state.status.bypass };
      update({ status: released, noticeOpen: showNotice && state.decision.consent === null });
      void activate();
    },
    activate,
    start() {
      if (started) return;
      started = true;
      if (state.status.activateOnLoad) void activate();
      // Like the plugin's accept callback, every page view with a stored yes announces it.
      if (state.decision.consent === "yes") env.emit?.("accepted", detail(snapshots.getSnapshot(), "stored"));
    },
  };
  env.mark?.(snapshots.getSnapshot().marker);
  return engine;
}

function initialState(options: Options, decision: Decision, bypass: boolean): EngineState {
  const status = resolvePageStatus(options, decision, bypass);
  return { decision, status, noticeOpen: status.showBar, preferencesOpen: false };
}
