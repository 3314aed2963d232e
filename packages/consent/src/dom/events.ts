import type { ConsentChoiceDetail, ConsentEventDetail, EngineEvent } from "../core/ports";
import { LEGACY_ACCEPT_CALLBACK } from "../layer1/names";
import { ACCEPTED_EVENT, CHANGED_EVENT, CHOICE_EVENT, INTEGRATION_EVENT, SCRIPTS_DONE_EVENT } from "./names";

/** The custom-integration call, as the boot script records it. */
export interface IntegrationCall {
  readonly enableBar: boolean;
  readonly enableBlocking: boolean;
}

/**
 * Every event the consent layer fires on `document`, with its detail: the one place
 * they are typed. Each has one emitter: the engine ("accepted", "changed", "choice"), the script
 * activator ("scripts-done"), the boot script's public function ("integration").
 */
export interface ConsentEvents {
  [ACCEPTED_EVENT]: ConsentEventDetail;
  [CHANGED_EVENT]: ConsentEventDetail;
  [CHOICE_EVENT]: ConsentChoiceDetail;
  [SCRIPTS_DONE_EVENT]: null;
  [INTEGRATION_EVENT]: IntegrationCall;
}

export function dispatchConsentEvent<K extends keyof ConsentEvents>(doc: Document, name: K, detail: ConsentEvents[K]): void {
  doc.dispatchEvent(new CustomEvent(name, { detail }));
}

/** Listens to one consent event; returns the disposer. */
export function onConsentEvent<K extends keyof ConsentEvents>(
  doc: Document,
  name: K,
  listener: (detail: ConsentEvents[K]) => void,
  options: AddEventListenerOptions = {},
): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<ConsentEvents[K]>).detail);
  doc.addEventListener(name, handler, options);
  return () => doc.removeEventListener(name, handler, options);
}

/**
 * An engine event as a DOM event. After "accepted", the plugin's global
 * `CookieLawInfo_Accept_Callback` runs when the site defines one, so site code written
 * for the plugin keeps working.
 */
const DOM_EVENTS = { accepted: ACCEPTED_EVENT, changed: CHANGED_EVENT, choice: CHOICE_EVENT } as const;

export function emitEngineEvent(win: Window, event: EngineEvent, detail: ConsentEventDetail | ConsentChoiceDetail): void {
  win.document.dispatchEvent(new CustomEvent(DOM_EVENTS[event], { detail }));
  if (event !== "accepted") return;
  const legacy = (win as unknown as Record<string, unknown>)[LEGACY_ACCEPT_CALLBACK];
  if (typeof legacy !== "function") return;
  try {
    legacy();
  } catch (error) {
    console.error(error);
  }
}
