import { nonNecessaryCookies, normaliseCategories } from "./categories";
import { apiChoice, type ChoiceSource } from "./choice";
import { applySelection, followLinked, type Selection } from "./selection";
import type { AnswerOptions, ConsentEngine, SwitchOptions } from "./engine-api";
import { createSnapshotStore } from "./engine-store";
import { defaultOptions, withDefaults, type Options } from "./options";
import type { ConsentChoiceDetail, ConsentEnvironment, ConsentEventDetail, SaveParts } from "./ports";
import { housekeep } from "./housekeeping";
import { linkedSlugs } from "./category-map";
import { emptyReading } from "./reading";
import { eraseDisallowedCookies, resolvePageStatus, scriptGate } from "./rules";
import { buildSnapshot, type ConsentSnapshot, type EngineState } from "./snapshot";
import type { Decision, Flags } from "./types";
import { defaultDecision, grantService } from "./decision";
import { formatSync, SYNC_COOKIE } from "../codecs/sync";

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
  // With several formats, the engine records what it wrote in all of them
  // (docs/decisions/020-consent-layer-2-and-the-bridge.md#newer-wins) — only with a choice:
  // before one, and after a withdrawal, there is nothing to tell apart, and no cookie is
  // written before the visitor answers.
  const sync = (decision: Decision) => {
    if (stores.length < 2) return;
    if (decision.consent !== null) env.jar.write(SYNC_COOKIE, formatSync(stores.map((store) => store.raw())));
    else if (env.jar.read(SYNC_COOKIE) !== undefined) env.jar.erase(SYNC_COOKIE);
  };
  const saveAll = (decision: Decision, parts: SaveParts) => {
    stores.forEach((store) => store.save(decision, parts));
    sync(decision);
  };
  const eraseNonNecessary = () => nonNecessaryCookies(categories).forEach((name) => env.jar.erase(name));
  if (housekeep(reading, stores, { saveAll, eraseNonNecessary, categories: categories.map((c) => c.slug) })) sync(reading.decision);

  let state = initialState(options, reading.decision, reading.bypass);
  const snapshots = createSnapshotStore(buildSnapshot(state, categories, true));
  const serverSnapshot = buildSnapshot(initialState(options, defaultDecision(categories), false), categories, false);
  let reloading = false;
  let started = false;

  const detail = (s: ConsentSnapshot): ConsentEventDetail => ({
    consent: s.decision.consent,
    allowed: s.allowed,
    ...(s.decision.ccpaOptout === undefined ? {} : { ccpaOptout: s.decision.ccpaOptout }),
  });
  const choiceDetail = (s: ConsentSnapshot, source: ChoiceSource, reload: boolean): ConsentChoiceDetail => ({
    ...detail(s),
    ...source,
    categories: { ...s.decision.categories },
    services: { ...s.decision.services },
    ...(s.decision.gpc === undefined ? {} : { gpc: s.decision.gpc }),
    reloading: reload,
  });
  const update = (next: Partial<EngineState>) => {
    state = { ...state, ...next };
    const snapshot = buildSnapshot(state, categories, true);
    env.mark?.(snapshot.marker);
    snapshots.set(snapshot);
    return snapshot;
  };
  /** An update that changes the decision: announced as "changed". */
  const change = (next: Partial<EngineState>) => {
    const snapshot = update(next);
    env.emit?.("changed", detail(snapshot));
    return snapshot;
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
  const announceAccept = () => {
    const snapshot = snapshots.getSnapshot();
    options.onAccept?.(snapshot);
    env.emit?.("accepted", detail(snapshot));
  };
  /**
   * Saves an answer in every store, closes the notice and the preferences, announces the
   * choice, runs what is now allowed. A visitor's answer after the GPC signal decided
   * records that it overrides the signal.
   */
  const answer = (asItStands: Decision, consent: "yes" | "no", how: Partial<AnswerOptions> = {}) => {
    const decision = how.leading ? followLinked(asItStands, how.leading, context) : asItStands;
    const source = how.source ?? apiChoice(consent === "yes" ? "accept" : "reject-all");
    const gpc = source.method === "gpc" ? true : decision.gpc === undefined ? undefined : false;
    const next: Decision = { ...decision, consent, ...(gpc === undefined ? {} : { gpc }) };
    const reload = Boolean(how.reload) && !reloading;
    const save = () => {
      saveAll(next, { categories: true, summary: true, answer: true });
      if (consent === "no") eraseNonNecessary();
    };
    if (how.clearCookies && env.jar.eraseAllAndFreeze) env.jar.eraseAllAndFreeze(save);
    else save();
    const snapshot = change({ decision: next, noticeOpen: false, preferencesOpen: false });
    env.emit?.("choice", choiceDetail(snapshot, source, reload));
    if (!reload) void activate();
    if (consent === "yes") announceAccept();
    if (reload) {
      reloading = true;
      env.reload();
    }
  };
  /** Saves a change made without answering: the per-category records of `slugs` (default: all) and the summary. */
  const toggle = (decision: Decision, how: SwitchOptions = {}, slugs?: readonly string[]) => {
    saveAll(decision, { categories: slugs ?? true, summary: true });
    const snapshot = change({ decision });
    // After an answer a switch changes what is stored, so it is a choice to record.
    if (decision.consent !== null) env.emit?.("choice", choiceDetail(snapshot, how.source ?? apiChoice("switch"), false));
  };
  const select = (selection: Selection | undefined, on: boolean, from: Decision = state.decision) => applySelection(from, selection ?? {}, on, context);
  /** The decision with exactly these states (linked categories following), and whether it allows anything optional. */
  const exactly = (states: { readonly categories: Flags; readonly services?: Flags }) => {
    const slugs = (flags: Flags | undefined, on: boolean) => Object.keys(flags ?? {}).filter((slug) => flags![slug] === on);
    let decision = select({ categories: slugs(states.categories, false) }, false);
    decision = select({ categories: slugs(states.categories, true) }, true, decision);
    decision = select({ services: slugs(states.services, false) }, false, decision);
    decision = select({ services: slugs(states.services, true) }, true, decision);
    return decision;
  };
  const anyOptional = (decision: Decision) => categories.some((c) => !c.locked && decision.categories[c.slug] === true);

  const engine: ConsentEngine = {
    options,
    categories,
    getSnapshot: snapshots.getSnapshot,
    subscribe: snapshots.subscribe,
    getServerSnapshot: () => serverSnapshot,
    record: (name) => stores.find((store) => store.name === name)?.record?.(state.decision),
    accept: (selection, how) => answer(select(selection, true), "yes", how),
    deny: (selection, how) => answer(select(selection, false), "no", how),
    answer: (consent, how) => answer(state.decision, consent, how),
    choose(states, how) {
      const decision = exactly(states);
      answer(decision, anyOptional(decision) ? "yes" : "no", how);
    },
    allow(ask, how) {
      const category = categories.find((c) => ask.service !== undefined && c.services.includes(ask.service));
      // The service on its own, or — the plugin's way — its whole category (docs/behaviour/consent-layer-2.md#frames).
      const own = options.placeholderGrant === "service" && category !== undefined;
      const decision = own ? grantService(state.decision, category, ask.service!) : select({ categories: [ask.category], services: ask.service === undefined ? [] : [ask.service] }, true);
      answer(decision, "yes", how);
    },
    setCategory(slug, on, how) {
      const category = categories.find((c) => c.slug === slug);
      if (!category || category.locked) return;
      toggle(select({ categories: [slug] }, on), how, linkedSlugs(options.categoryMap, slug));
    },
    setService(slug, on, how) {
      const category = categories.find((c) => c.services.includes(slug));
      if (!category || category.locked) return;
      toggle(select({ services: [slug] }, on), how);
    },
    setAll: (on, how) => toggle(select(undefined, on), how),
    setOptOut(optedOut, how = {}) {
      const decision: Decision = { ...state.decision, ccpaOptout: optedOut };
      saveAll(decision, { summary: true });
      const snapshot = change({ decision });
      if (how.source) env.emit?.("choice", choiceDetail(snapshot, how.source, false));
    },
    forget(how = {}) {
      stores.forEach((store) => store.forget({ answer: true }));
      eraseNonNecessary();
      const decision: Decision = { ...state.decision, consent: null };
      saveAll(decision, { summary: true });
      // With no answer the notice shows (the plugin waited for the next page view).
      const snapshot = change({ decision, noticeOpen: !state.status.suppressed });
      env.emit?.("choice", choiceDetail(snapshot, how.source ?? apiChoice("withdraw"), false));
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
      // The GPC signal, honoured on this page view by the boot's reading, is a choice (saved by housekeeping).
      if (reading.gpc) env.emit?.("choice", choiceDetail(snapshots.getSnapshot(), { layer: 2, control: "signal", method: "gpc" }, false));
      // Like the plugin's accept callback, every page view with a stored yes announces it.
      if (state.decision.consent === "yes") env.emit?.("accepted", detail(snapshots.getSnapshot()));
    },
  };
  env.mark?.(snapshots.getSnapshot().marker);
  return engine;
}

function initialState(options: Options, decision: Decision, bypass: boolean): EngineState {
  const status = resolvePageStatus(options, decision, bypass);
  return { decision, status, noticeOpen: status.showBar, preferencesOpen: false };
}
