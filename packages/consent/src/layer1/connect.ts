import type { ConsentEngine } from "../core/engine-api";
import { emitAccepted } from "./events";
import { DELETE_CONSENT_SELECTOR, GLOBAL_NAME, INTEGRATION_EVENT, MANAGE_CONSENT_SELECTOR } from "./names";

type Dispose = () => void;

/**
 * Scroll-accept (spec §4, compat.md): while unanswered, scrolling past
 * `scrollThreshold` px accepts once; the listener is then removed, and also as soon
 * as the visitor answers some other way.
 */
export function attachScrollAccept(engine: ConsentEngine, win: Window): Dispose {
  const { scrollClose, scrollThreshold } = engine.options;
  if (!scrollClose || engine.getSnapshot().decision.consent !== null) return () => {};
  const onScroll = () => {
    if (win.scrollY > scrollThreshold) {
      dispose();
      engine.scrollAccept();
    }
  };
  const unsubscribe = engine.subscribe(() => {
    if (engine.getSnapshot().decision.consent !== null) dispose();
  });
  const dispose = () => {
    win.removeEventListener("scroll", onScroll);
    unsubscribe();
  };
  win.addEventListener("scroll", onScroll, { passive: true });
  return dispose;
}

/** show_once: the open, unanswered bar closes itself after `showOnceMs` and counts as accept. */
export function attachShowOnce(engine: ConsentEngine, win: Window): Dispose {
  const { showOnceYn, showOnceMs } = engine.options;
  const snapshot = engine.getSnapshot();
  if (!showOnceYn || snapshot.decision.consent !== null || !snapshot.barVisible) return () => {};
  const timer = win.setTimeout(() => engine.showOnceElapsed(), showOnceMs);
  return () => win.clearTimeout(timer);
}

/**
 * Content hooks authors already use (compat.md): `.cli_manage_current_consent` and
 * `.wt-cli-manage-consent-link` reopen the bar, `.cookielawinfo-cookie-delete` erases
 * the choice. One delegated listener, so links added later work too.
 */
export function attachContentHooks(engine: ConsentEngine, doc: Document): Dispose {
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest(MANAGE_CONSENT_SELECTOR)) {
      event.preventDefault();
      engine.reopen();
    } else if (target?.closest(DELETE_CONSENT_SELECTOR)) {
      event.preventDefault();
      engine.erase();
    }
  };
  doc.addEventListener("click", onClick);
  return () => doc.removeEventListener("click", onClick);
}

interface IntegrationCall {
  readonly enableBar: boolean;
  readonly enableBlocking: boolean;
}

/**
 * Custom integration: the boot script's public function records each call on
 * `window.vitrineConsent.integration` and fires `vitrine:consent-integration`; the
 * engine follows both (a call made before the engine existed is picked up).
 */
export function attachCustomIntegration(engine: ConsentEngine, win: Window): Dispose {
  if (!engine.options.customIntegration) return () => {};
  const apply = (call: IntegrationCall | undefined) => call && engine.customIntegration(call.enableBar, call.enableBlocking);
  apply((win as unknown as Record<string, { integration?: IntegrationCall } | undefined>)[GLOBAL_NAME]?.integration);
  const onCall = (event: Event) => apply((event as CustomEvent<IntegrationCall>).detail);
  win.document.addEventListener(INTEGRATION_EVENT, onCall);
  return () => win.document.removeEventListener(INTEGRATION_EVENT, onCall);
}

/**
 * All of the above; call from the UI's mount effect and call the result on unmount.
 * With a stored yes it also fires `vitrine:consent-accepted` (and the plugin's
 * `CookieLawInfo_Accept_Callback`), as the plugin does on every page view with a yes.
 */
export function connectConsentEngine(engine: ConsentEngine, win: Window = window): Dispose {
  const { decision, allowed } = engine.getSnapshot();
  if (decision.consent === "yes") emitAccepted(win, { consent: "yes", allowed });
  const disposers = [
    attachScrollAccept(engine, win),
    attachShowOnce(engine, win),
    attachContentHooks(engine, win.document),
    attachCustomIntegration(engine, win),
  ];
  return () => disposers.forEach((dispose) => dispose());
}
