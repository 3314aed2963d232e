import { onConsentEvent, type IntegrationCall } from "../dom/events";
import { GLOBAL_NAME, INTEGRATION_EVENT } from "../dom/names";
import { DELETE_CONSENT_SELECTOR, MANAGE_CONSENT_SELECTOR } from "./names";
import type { Layer1 } from "./adapter";

type Dispose = () => void;

/**
 * Scroll-accept (docs/behaviour/consent-layer-1.md#scroll-accept): while unanswered,
 * scrolling past `scrollThreshold` px accepts once; the listener is then removed, and
 * also as soon as the visitor answers some other way.
 */
function attachScrollAccept(layer: Layer1, win: Window): Dispose {
  const settings = layer.options;
  const answered = () => layer.engine.getSnapshot().decision.consent !== null;
  if (!settings.scrollClose || answered()) return () => {};
  const onScroll = () => {
    if (win.scrollY <= settings.scrollThreshold) return;
    dispose();
    layer.scrollAccept();
  };
  const unsubscribe = layer.engine.subscribe(() => {
    if (answered()) dispose();
  });
  const dispose = () => {
    win.removeEventListener("scroll", onScroll);
    unsubscribe();
  };
  win.addEventListener("scroll", onScroll, { passive: true });
  return dispose;
}

/** show_once: the open, unanswered bar closes itself after `showOnceMs` and counts as accept. */
function attachShowOnce(layer: Layer1, win: Window): Dispose {
  const settings = layer.options;
  const { decision, noticeOpen } = layer.engine.getSnapshot();
  if (!settings.showOnceYn || decision.consent !== null || !noticeOpen) return () => {};
  const timer = win.setTimeout(() => layer.showOnceElapsed(), settings.showOnceMs);
  return () => win.clearTimeout(timer);
}

/**
 * Content hooks authors already use (docs/behaviour/consent-layer-1.md#content-hooks):
 * `.cli_manage_current_consent` and `.wt-cli-manage-consent-link` reopen the bar,
 * `.cookielawinfo-cookie-delete` erases the choice. One delegated listener, so links
 * added later work too.
 */
function attachContentHooks(layer: Layer1, doc: Document): Dispose {
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest(MANAGE_CONSENT_SELECTOR)) {
      event.preventDefault();
      layer.engine.openNotice();
    } else if (target?.closest(DELETE_CONSENT_SELECTOR)) {
      event.preventDefault();
      layer.engine.forget({ source: { layer: 1, control: "link", method: "withdraw" } });
    }
  };
  doc.addEventListener("click", onClick);
  return () => doc.removeEventListener("click", onClick);
}

/**
 * Custom integration: the boot script's public function records each call on
 * `window.vitrineConsent.integration` and fires `vitrine:consent-integration`; layer 1
 * follows both (a call made before it connected is picked up).
 */
function attachCustomIntegration(layer: Layer1, win: Window): Dispose {
  if (!layer.options.customIntegration) return () => {};
  const recorded = (win as unknown as Record<string, { integration?: IntegrationCall } | undefined>)[GLOBAL_NAME]?.integration;
  if (recorded) layer.customIntegration(recorded);
  return onConsentEvent(win.document, INTEGRATION_EVENT, (call) => layer.customIntegration(call));
}

/** All of the above, and the region lookup; call from the UI's mount effect and call the result on unmount. */
export function connectLayer1(layer: Layer1, win: Window): Dispose {
  void layer.locate();
  const disposers = [
    attachScrollAccept(layer, win),
    attachShowOnce(layer, win),
    attachContentHooks(layer, win.document),
    attachCustomIntegration(layer, win),
  ];
  return () => disposers.forEach((dispose) => dispose());
}
