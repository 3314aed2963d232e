import { createFocusTrap, deepActiveElement, isShown, type FocusTrap } from "@vitrine/focus-trap";
import type { ChoiceSource } from "../core/choice";
import type { ConsentEngine } from "../core/engine-api";
import { withDefaults } from "../core/options";
import { replayEarlyClicks } from "../dom/early-clicks";
import { CHECKS_MARKER_ATTR, GPC_MARKER_ATTR } from "../dom/names";
import { acceptLateHooks, hookQueue, runQueued, type PublicSettings } from "./hooks";
import { BANNER_OPEN_ATTR, CLASSES, FLOATING_OPEN_ATTR, LIVE_ATTR, NOTICE_OPEN_ATTR, PREFERENCES_OPEN_ATTR, SITE_STYLE_ATTR } from "./names";
import { defaultOptions, type UiOptions } from "./options";
import { bindControls, withdrawal } from "./controls";
import type { Preferences, PreferencesContext } from "./preferences";
import { shadowRootOf } from "./shadow-root";
import { loadSiteStylesheet, stylesheetUrl } from "./site-stylesheet";

export interface Layer2Ui {
  /** Releases every listener, trap and request. */
  destroy(): void;
}

/** The preferences' code, loaded the first time they open (most visitors never open them). */
export interface Layer2Lazy {
  /** @default a dynamic import of the package's `preferences` module, a chunk of its own in a bundle */
  readonly loadPreferences: () => Promise<{ createPreferences(context: PreferencesContext): Preferences }>;
  /** Their code failed to load: the preferences close again, and a next press loads afresh. @default console.error */
  readonly onPreferencesError: (error: unknown) => void;
}

const defaultLazy: Layer2Lazy = {
  loadPreferences: () => import("./preferences"),
  onPreferencesError: (error) => console.error("Layer 2's preferences could not be loaded.", error),
};

/** Where an open preferences modal was opened from, for the choice it ends with. */
type OpenedFrom = NonNullable<ChoiceSource["openedFrom"]>;

/**
 * Layer 2's banner, preferences, floating button and GPC notice, live over the page's
 * engine (docs/behaviour/consent-layer-2.md#banner). The markup is pre-rendered in the
 * host's declarative shadow root (`renderLayer2Shadow`); this takes it over: what shows
 * follows the engine's snapshot, each control maps to one engine action, focus is trapped
 * in whichever part is open, Escape closes the preferences, else the banner. The
 * preferences' own code loads when they first open; until it is live they do not show
 * and the banner stays (docs/behaviour/consent-layer-2.md#preferences).
 */
export function createLayer2Ui(host: HTMLElement, engine: ConsentEngine, overrides: Partial<UiOptions> = {}, lazy: Partial<Layer2Lazy> = {}): Layer2Ui {
  let o = withDefaults<UiOptions>(defaultOptions, overrides);
  const { loadPreferences, onPreferencesError } = { ...defaultLazy, ...lazy };
  const doc = host.ownerDocument;
  const queue = hookQueue(doc.defaultView!);
  const root = shadowRootOf(host);
  const part = <T extends HTMLElement>(cls: string) => root.querySelector<T>(`.${cls}`);
  const banner = part(CLASSES.banner);
  const floating = part(CLASSES.floating);
  const stop = new AbortController();
  const state = {
    /** The preferences' code once loaded; `null` while it loads. */
    preferences: undefined as Preferences | null | undefined,
    /** Whether the preferences show (their code live). */
    prefsShown: false,
    checks: (queue.displayChecks.length || queue.settingsHooks.length ? "waiting" : "passed") as "waiting" | "passed" | "failed",
    noticeWasOpen: false,
    noticeDismissed: false,
    styled: false,
    openedFrom: "notice" as OpenedFrom,
  };
  const settings: PublicSettings = {
    enable_consent_banner: o.bannerEnabled,
    enable_consent_floating: o.floatingEnabled,
    default_allow: o.defaultAllow,
    consent_type: o.defaultAllow ? "optout" : "optin",
    slugs: o.categories.flatMap((c) => (engine.options.manualServices && c.services.length ? c.services.map((s) => s.slug) : [c.slug])),
  };
  // A settings hook may turn the banner or the floating button off for this page.
  const applySettings = () => (o = { ...o, bannerEnabled: settings.enable_consent_banner, floatingEnabled: settings.enable_consent_floating });
  let restoreRegistrations: (() => void) | undefined;
  let opener: HTMLElement | null = null;
  let bannerTrap: FocusTrap | undefined;
  const gpcPageView = doc.documentElement.hasAttribute(GPC_MARKER_ATTR);
  const shownFloating = () => (floating && isShown(floating) ? floating : null);

  const set = (name: string, on: boolean) => (on ? host.setAttribute(name, "") : host.removeAttribute(name));
  const render = () => {
    const s = engine.getSnapshot();
    // The banner is to show again on this page (a "manage consent" link): display checks registered late decide now.
    if (s.noticeOpen && !state.noticeWasOpen && state.checks !== "waiting" && queue.displayChecks.length) decide();
    state.noticeWasOpen = s.noticeOpen;
    // The preferences show once their code is live: until then the banner, the notice or the floating button stays.
    if (s.preferencesOpen && state.preferences === undefined) loadTheirCode();
    const prefs = s.preferencesOpen && !!state.preferences;
    const notice = gpcPageView && s.decision.gpc === true && !state.noticeDismissed && !prefs;
    const bannerOpen = !!banner && o.bannerEnabled && s.noticeOpen && state.checks === "passed" && !prefs;
    set(BANNER_OPEN_ATTR, bannerOpen);
    set(PREFERENCES_OPEN_ATTR, prefs);
    set(NOTICE_OPEN_ATTR, notice);
    // Beside the GPC notice too, as the plugin shows it on the page view the signal answered.
    set(FLOATING_OPEN_ATTR, o.floatingEnabled && s.decision.consent !== null && !s.noticeOpen && !prefs);
    set("data-gpc", s.decision.gpc === true);
    set(LIVE_ATTR, true);
    if (prefs && !state.prefsShown) state.preferences!.open();
    else if (!prefs && state.prefsShown) state.preferences!.close();
    state.prefsShown = prefs;
    if (bannerOpen && !bannerTrap) {
      // The centred modal blocks the page, so it takes focus; a bar or box waits for Tab. The markup says which it is.
      const modal = banner.getAttribute("data-layout") === "modal";
      bannerTrap = createFocusTrap(banner, { initialFocus: modal ? "container" : "keep", returnFocusTo: shownFloating });
    } else if (!bannerOpen && bannerTrap) {
      bannerTrap.release();
      bannerTrap = undefined;
    }
    if (!state.styled && (bannerOpen || prefs || notice || host.hasAttribute(FLOATING_OPEN_ATTR))) styleOnce();
  };

  /** The site's stylesheet, the first time anything of layer 2 shows (docs/behaviour/consent-layer-2.md#stylesheet). */
  const styleOnce = () => {
    state.styled = true;
    if (!o.cssUrl) return;
    void loadSiteStylesheet(root, stylesheetUrl(o.cssUrl, o.cssVersion, root.ownerDocument.baseURI), stop.signal).then((ok) => {
      if (!ok) return;
      root.querySelector<HTMLStyleElement>(".wpconsent-built-in")?.setAttribute("media", "not all");
      host.setAttribute(SITE_STYLE_ATTR, "");
    });
  };

  function loadTheirCode() {
    state.preferences = null;
    loadPreferences().then(
      (code) => {
        if (stop.signal.aborted) return;
        state.preferences = code.createPreferences({
          root,
          engine,
          options: o,
          save: (draft) => engine.choose(draft, { source: { layer: 2, control: "preferences", method: "save", openedFrom: state.openedFrom }, ...withdrawal(engine, o, draft) }),
          returnFocusTo: () => (opener && isShown(opener) ? opener : shownFloating()),
        });
        render();
      },
      (error: unknown) => {
        state.preferences = undefined;
        if (stop.signal.aborted) return;
        onPreferencesError(error);
        engine.closePreferences();
      },
    );
  }

  const unbind = bindControls(root, engine, o, {
    openPreferences(from) {
      opener = deepActiveElement(doc) as HTMLElement | null;
      state.openedFrom = from;
      engine.openPreferences();
    },
    openedFrom: () => state.openedFrom,
    dismissNotice() {
      state.noticeDismissed = true;
      render();
    },
  });
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    const s = engine.getSnapshot();
    if (s.preferencesOpen) engine.closePreferences();
    else if (host.hasAttribute(BANNER_OPEN_ATTR)) engine.closeNotice();
    else return;
    event.preventDefault();
  };
  doc.addEventListener("keydown", onKey);
  const unsubscribe = engine.subscribe(render);
  render();
  /** Runs what is queued, then lets the banner show unless a check said no (this one or an earlier one). */
  function decide() {
    const before = state.checks;
    if (queue.displayChecks.length || queue.settingsHooks.length) state.checks = "waiting";
    void runQueued(queue, settings).then((passed) => {
      if (stop.signal.aborted) return;
      applySettings();
      state.checks = passed && before !== "failed" ? "passed" : "failed";
      doc.documentElement.removeAttribute(CHECKS_MARKER_ATTR);
      restoreRegistrations ??= acceptLateHooks(((doc.defaultView as unknown as { WPConsent?: object }).WPConsent ??= {}), queue, {
        settings,
        onSettingsChanged: () => {
          applySettings();
          render();
        },
      });
      render();
    });
  }
  decide();
  // Live now (render marked the host): the presses the boot script held meanwhile reach the controls.
  replayEarlyClicks(doc.defaultView!, (control) => control.getRootNode() === root);

  return {
    destroy() {
      stop.abort();
      unsubscribe();
      unbind();
      doc.removeEventListener("keydown", onKey);
      bannerTrap?.release();
      state.preferences?.destroy();
      restoreRegistrations?.();
    },
  };
}
