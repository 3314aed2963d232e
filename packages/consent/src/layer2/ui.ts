import { createFocusTrap, deepActiveElement, isShown, type FocusTrap } from "@vitrine/focus-trap";
import type { ChoiceSource } from "../core/choice";
import type { ConsentEngine } from "../core/engine-api";
import { withDefaults } from "../core/options";
import { replayEarlyClicks } from "../dom/early-clicks";
import { CHECKS_MARKER_ATTR, GPC_MARKER_ATTR } from "../dom/names";
import { acceptLateHooks, hookQueue, runHooks, type PublicSettings } from "./hooks";
import { BANNER_OPEN_ATTR, CLASSES, FLOATING_OPEN_ATTR, LIVE_ATTR, NOTICE_OPEN_ATTR, PREFERENCES_OPEN_ATTR, SITE_STYLE_ATTR } from "./names";
import { defaultOptions, type UiOptions } from "./options";
import { bindControls } from "./controls";
import { paintDraft } from "./paint";
import { draftOf, type Draft } from "./selection-draft";
import { shadowRootOf } from "./shadow-root";
import { loadSiteStylesheet, stylesheetUrl } from "./site-stylesheet";

export interface Layer2Ui {
  /** Releases every listener, trap and request. */
  destroy(): void;
}

/** Where an open preferences modal was opened from, for the choice it ends with. */
type OpenedFrom = NonNullable<ChoiceSource["openedFrom"]>;

/**
 * Layer 2's banner, preferences, floating button and GPC notice, live over the page's
 * engine (docs/behaviour/consent-layer-2.md#banner). The markup is pre-rendered in the
 * host's declarative shadow root (`renderLayer2Shadow`); this takes it over: what shows
 * follows the engine's snapshot, each control maps to one engine action, focus is trapped
 * in whichever part is open, Escape closes the preferences, else the banner.
 */
export function createLayer2Ui(host: HTMLElement, engine: ConsentEngine, overrides: Partial<UiOptions> = {}): Layer2Ui {
  let o = withDefaults<UiOptions>(defaultOptions, overrides);
  const doc = host.ownerDocument;
  const queue = hookQueue(doc.defaultView!);
  const root = shadowRootOf(host);
  const part = <T extends HTMLElement>(cls: string) => root.querySelector<T>(`.${cls}`);
  const banner = part(CLASSES.banner);
  const dialog = part(CLASSES.dialog)!;
  const title = part(CLASSES.title)!;
  const floating = part(CLASSES.floating);
  const stop = new AbortController();
  const state = {
    draft: null as Draft | null,
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
  let dialogTrap: FocusTrap | undefined;
  const gpcPageView = doc.documentElement.hasAttribute(GPC_MARKER_ATTR);
  const shownFloating = () => (floating && isShown(floating) ? floating : null);

  const set = (name: string, on: boolean) => (on ? host.setAttribute(name, "") : host.removeAttribute(name));
  const render = () => {
    const s = engine.getSnapshot();
    // The banner is to show again on this page (a "manage consent" link): display checks registered late decide now.
    if (s.noticeOpen && !state.noticeWasOpen && state.checks !== "waiting" && queue.displayChecks.length) decide();
    state.noticeWasOpen = s.noticeOpen;
    const prefs = s.preferencesOpen;
    const notice = gpcPageView && s.decision.gpc === true && !state.noticeDismissed && !prefs;
    const bannerOpen = !!banner && o.bannerEnabled && s.noticeOpen && state.checks === "passed" && !prefs;
    set(BANNER_OPEN_ATTR, bannerOpen);
    set(PREFERENCES_OPEN_ATTR, prefs);
    set(NOTICE_OPEN_ATTR, notice);
    // Beside the GPC notice too, as the plugin shows it on the page view the signal answered.
    set(FLOATING_OPEN_ATTR, o.floatingEnabled && s.decision.consent !== null && !s.noticeOpen && !prefs);
    set("data-gpc", s.decision.gpc === true);
    set(LIVE_ATTR, true);
    if (prefs && !state.draft) {
      state.draft = draftOf(o.categories, s.decision);
      paintDraft(root, o, state.draft);
      dialogTrap = createFocusTrap(dialog, { initialFocus: "keep", returnFocusTo: () => (opener && isShown(opener) ? opener : shownFloating()) });
      title.focus({ preventScroll: true });
    } else if (!prefs && state.draft) {
      state.draft = null;
      dialogTrap?.release();
      dialogTrap = undefined;
    }
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

  const unbind = bindControls(root, engine, o, {
    draft: () => state.draft,
    setDraft(draft) {
      state.draft = draft;
      paintDraft(root, o, draft);
    },
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
    void runHooks(queue, settings).then((passed) => {
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
      dialogTrap?.release();
      restoreRegistrations?.();
    },
  };
}
