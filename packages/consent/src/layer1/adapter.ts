import type { ChoiceControl, ChoiceMethod, ChoiceSource } from "../core/choice";
import type { ConsentEngine } from "../core/engine-api";
import type { ConsentSnapshot } from "../core/snapshot";
import type { Flags, Region } from "../core/types";
import type { IntegrationCall } from "../dom/events";
import { withDefaults } from "../core/options";
import { ccpaControl, ccpaOnly } from "../core/predicates.js";
import { defaultOptions, type Options } from "./options";

/** What layer 1's UI renders from: every visibility and CCPA state it shows. */
export interface Layer1Snapshot {
  /** The page's consent is known; false before hydration, when CSS shows the pre-rendered bar from `<html data-consent>`. */
  readonly known: boolean;
  readonly barVisible: boolean;
  /** The "Manage consent" tab (after a choice, when enabled). */
  readonly showAgainVisible: boolean;
  readonly settingsOpen: boolean;
  /** The bar never shows by itself on this page view: custom integration, or `ccpa` mode without bar. */
  readonly manual: boolean;
  /** Button 6, "Do not sell my personal information": CCPA applies, a ccpa mode, and not outside the region. */
  readonly ccpaControlVisible: boolean;
  readonly optedOut: boolean;
  /** One boolean per category slug. */
  readonly categories: Flags;
}

export interface AdapterOptions extends Options {
  /** Asks the CCPA link's yes/no question. @default the browser's confirm dialog (false where there is none) */
  readonly confirm: (message: string) => boolean | Promise<boolean>;
}

const browserConfirm = (message: string) => typeof window !== "undefined" && window.confirm(message);

/**
 * Layer 1 over the engine: the plugin's buttons, CCPA wording and rules, show-once,
 * scroll-accept and custom integration mapped onto the engine's neutral actions, and the
 * bar's snapshot (docs/behaviour/consent-layer-1.md). What has no layer-1 meaning of its
 * own (a switch, Enable all, reopening, the delete link, the settings modal open or
 * closed) the UI asks of `engine` directly.
 */
export interface Layer1 {
  readonly engine: ConsentEngine;
  readonly options: AdapterOptions;
  subscribe(listener: () => void): () => void;
  getSnapshot(): Layer1Snapshot;
  getServerSnapshot(): Layer1Snapshot;
  /** Button 1: keep the current category states and accept. */
  accept(): void;
  /** Button 7: every category on, then accept. */
  acceptAll(): void;
  /** Button 3: every category off except locked ones, then reject. */
  rejectAll(): void;
  /** The close control: accept (in `ccpa` mode after turning every category on). */
  close(): void;
  /** The settings modal's "Save & Accept". */
  saveAndAccept(): void;
  /** Button 6 as a checkbox; in `ccpa` mode it also turns every category on and accepts. */
  setCcpaOptout(optedOut: boolean): void;
  /** Button 6 as a link: asks the confirm prompt (Confirm = opted out) and records the answer; resolves to it. */
  requestCcpaOptout(): Promise<boolean>;
  /** show_once: accept without reloading, only while the bar is open and unanswered. */
  showOnceElapsed(): void;
  /** Scroll-accept while unanswered (reloading when a reload flag says so); returns whether it accepted. */
  scrollAccept(): boolean;
  /** The public `customIntegration(enableBar, enableBlocking)` call; ignored unless configured. */
  customIntegration(call: IntegrationCall): void;
  /** Looks the visitor's region up once (`ccpaRegionBased`); resolves when known. */
  locate(): Promise<void>;
}

export function createLayer1(engine: ConsentEngine, overrides: Partial<AdapterOptions> = {}): Layer1 {
  const settings = withDefaults<AdapterOptions>({ ...defaultOptions, confirm: browserConfirm }, overrides);
  let region: Region = "unknown";
  const regionListeners = new Set<() => void>();
  const ccpaAlone = ccpaOnly(settings);
  const view = (s: ConsentSnapshot, where: Region): Layer1Snapshot => ({
    known: s.known,
    barVisible: s.noticeOpen,
    showAgainVisible: settings.showAgainTab && s.marker === "given",
    settingsOpen: s.preferencesOpen,
    manual: s.status.suppressed,
    ccpaControlVisible: ccpaControl(settings) && (!settings.ccpaRegionBased || where !== "outside"),
    optedOut: s.decision.ccpaOptout ?? false,
    categories: s.decision.categories,
  });
  const server = view(engine.getServerSnapshot(), "unknown");
  let last: [ConsentSnapshot, Region, Layer1Snapshot] | undefined;
  const unanswered = () => engine.getSnapshot().decision.consent === null;
  // An accept as the categories stand keeps each of layer 1's, shown in its bar and settings, for
  // the layer-2 purpose the map links to it (AnswerOptions `leading`): the map's keys are layer 1's.
  const asShown = { leading: Object.keys(engine.options.categoryMap) };
  const accepted = { reload: settings.acceptReload, ...asShown };
  // Every answer says how it was made, for a proof-of-consent log (docs/decisions/020-consent-layer-2-and-the-bridge.md#choices-say-how-they-were-made).
  const from = (control: ChoiceControl, method: ChoiceMethod): ChoiceSource => ({ layer: 1, control, method });

  const layer: Layer1 = {
    engine,
    options: settings,
    subscribe(listener) {
      regionListeners.add(listener);
      const unsubscribe = engine.subscribe(listener);
      return () => {
        regionListeners.delete(listener);
        unsubscribe();
      };
    },
    getSnapshot() {
      const s = engine.getSnapshot();
      if (last?.[0] !== s || last[1] !== region) last = [s, region, view(s, region)];
      return last[2];
    },
    getServerSnapshot: () => server,
    accept: () => engine.answer("yes", { ...accepted, source: from("notice", "accept") }),
    acceptAll: () => engine.accept(undefined, { ...accepted, source: from("notice", "accept-all") }),
    rejectAll: () => engine.deny(undefined, { reload: settings.rejectReload, source: from("notice", "reject-all") }),
    close: () => (ccpaAlone ? engine.accept(undefined, { ...accepted, source: from("notice", "accept") }) : engine.answer("yes", { ...accepted, source: from("notice", "accept") })),
    saveAndAccept: () => engine.answer("yes", { ...accepted, source: from("preferences", "save") }),
    setCcpaOptout(optedOut) {
      // In `ccpa` mode the control also turns every category on and accepts: that answer is the choice.
      engine.setOptOut(optedOut, ccpaAlone ? {} : { source: from("notice", "ccpa") });
      if (ccpaAlone) engine.accept(undefined, { ...accepted, source: from("notice", "ccpa") });
    },
    async requestCcpaOptout() {
      const optedOut = Boolean(await settings.confirm(settings.ccpaOptOutPrompt));
      layer.setCcpaOptout(optedOut);
      return optedOut;
    },
    showOnceElapsed() {
      if (unanswered() && engine.getSnapshot().noticeOpen) engine.answer("yes", { ...asShown, source: from("page", "show-once") });
    },
    scrollAccept() {
      if (!unanswered()) return false;
      engine.answer("yes", { ...asShown, reload: settings.acceptReload || settings.scrollReload, source: from("page", "scroll") });
      return true;
    },
    customIntegration({ enableBar, enableBlocking }) {
      if (settings.customIntegration) engine.release({ showNotice: enableBar, blocking: enableBlocking });
    },
    async locate() {
      if (!settings.ccpaEnabled || !settings.ccpaRegionBased) return;
      region = await Promise.resolve()
        .then(settings.ccpaRegion)
        .catch((): Region => "unknown");
      regionListeners.forEach((listener) => listener());
    },
  };
  return layer;
}
