import type { ActivationRequest } from "../core/ports";
import type { GateAsk } from "../core/rules";
import { dispatchConsentEvent, onConsentEvent } from "./events";
import {
  BLOCKED_SCRIPT_SELECTOR,
  CATEGORY_ATTR,
  CONSENT_ACCEPTED,
  CONSENT_ATTR,
  ORIGINAL_TYPE_ATTR,
  POSITION_ATTR,
} from "../layer1/names";
import { ACTIVATING_ATTR, SCRIPTS_DONE_EVENT } from "./names";
import { WPCONSENT_CATEGORY_ATTR, WPCONSENT_NAME_ATTR, WPCONSENT_SCRIPT_SELECTOR, WPCONSENT_SRC_ATTR } from "./wpconsent-names";

/** Both layers' blocked scripts, so one pass takes them in document order whichever markup each is written in. */
const BLOCKED_SELECTOR = `${BLOCKED_SCRIPT_SELECTOR}, ${WPCONSENT_SCRIPT_SELECTOR}`;

/**
 * Layer 1's markup names a category; layer 2's a category and a service, under its unlock
 * rule — or several categories, space-separated, any one of which runs it (a tag that serves
 * two purposes, docs/behaviour/consent-layer-2.md#blocked-scripts).
 */
function asksOf(script: HTMLScriptElement): GateAsk[] {
  const layer1 = script.getAttribute(CATEGORY_ATTR);
  if (layer1 !== null) return [{ category: layer1 }];
  const service = script.getAttribute(WPCONSENT_NAME_ATTR) || undefined;
  const categories = (script.getAttribute(WPCONSENT_CATEGORY_ATTR) ?? "").split(/\s+/).filter(Boolean);
  return (categories.length ? categories : [""]).map((category) => ({ category, service, unlockRule: true }));
}

/**
 * Replaces one blocked script by a runnable copy and returns whether the caller must
 * wait for its load or error event. Layer 1's markup (docs/behaviour/consent-layer-1.md#activation):
 * every attribute but `id` and `type`, a runnable type (`module` when
 * `data-cli-original-type="module"`), `data-cli-consent="accepted"`, appended to head
 * or body as `data-cli-element-position` says. Layer 2's (docs/behaviour/consent-layer-2.md#blocked-scripts):
 * every attribute but `type`, its address from `data-wpconsent-src`, in the original's
 * place. The original is removed either way, so no later pass can run it again.
 */
function replaceScript(doc: Document, original: HTMLScriptElement, next: () => void): boolean {
  const layer1 = original.hasAttribute(CATEGORY_ATTR);
  const script = doc.createElement("script");
  for (const { name, value } of original.attributes) {
    if (name !== "type" && (name !== "id" || !layer1)) script.setAttribute(name, value);
  }
  script.nonce = original.nonce;
  script.type = original.getAttribute(ORIGINAL_TYPE_ATTR) === "module" ? "module" : "text/javascript";
  const src = layer1 ? null : original.getAttribute(WPCONSENT_SRC_ATTR);
  if (src) script.setAttribute("src", src);
  if (layer1) script.setAttribute(CONSENT_ATTR, CONSENT_ACCEPTED);
  const external = script.hasAttribute("src");
  // A script added by code runs as soon as it loads; holding the next until then keeps document order.
  if (external) script.onload = script.onerror = next;
  else script.text = original.text;
  if (layer1) {
    original.remove();
    (original.getAttribute(POSITION_ATTR) === "head" ? doc.head : doc.body).appendChild(script);
  } else original.replaceWith(script);
  return external;
}

/**
 * Activates the blocked scripts that may run, of either layer's markup, in document
 * order and one after another: an external script's load or error releases the next, an inline script
 * releases it at once. (An inline module is started in its turn but, like every
 * module, runs a moment later, and browsers fire no load event for it to wait on.) While it runs `<html>` carries `data-consent-activating`, and
 * `vitrine:consent-scripts-done` fires at the end (see `activateWhenIdle`). `done`
 * runs when the sequence has ended.
 */
export function activateBlockedScripts(doc: Document, request: ActivationRequest, done?: () => void): void {
  const root = doc.documentElement;
  root.setAttribute(ACTIVATING_ATTR, "");
  const queue = [...doc.querySelectorAll<HTMLScriptElement>(BLOCKED_SELECTOR)];
  const step = (): void => {
    while (queue.length) {
      const original = queue.shift()!;
      if (original.isConnected && asksOf(original).some((ask) => request.mayRun(ask)) && replaceScript(doc, original, step)) return;
    }
    root.removeAttribute(ACTIVATING_ATTR);
    if (request.triggerDomRefresh) doc.dispatchEvent(new Event("DOMContentLoaded", { bubbles: true, cancelable: true }));
    dispatchConsentEvent(doc, SCRIPTS_DONE_EVENT, null);
    done?.();
  };
  step();
}

/**
 * `activateBlockedScripts` after any sequence already running, in this or another copy
 * of the engine, so two sequences never interleave their order.
 */
export function activateWhenIdle(doc: Document, request: ActivationRequest, done?: () => void): void {
  if (doc.documentElement.hasAttribute(ACTIVATING_ATTR)) {
    onConsentEvent(doc, SCRIPTS_DONE_EVENT, () => activateWhenIdle(doc, request, done), { once: true });
  } else activateBlockedScripts(doc, request, done);
}

/**
 * Runs `fn` in the document's DOMContentLoaded, or at once when that has fired: blocked
 * scripts in `<body>` exist only once it is parsed, and a synthetic DOMContentLoaded
 * after activation must follow the real one, not precede it (module scripts, like the
 * site's entry, run after parsing but before the event; Navigation Timing tells whether
 * it fired).
 */
export function afterDomContentLoaded(doc: Document, fn: () => void): void {
  const timing = doc.defaultView?.performance?.getEntriesByType?.("navigation")[0] as PerformanceNavigationTiming | undefined;
  const fired = timing ? timing.domContentLoadedEventStart > 0 : doc.readyState !== "loading";
  if (fired) fn();
  else doc.addEventListener("DOMContentLoaded", fn, { once: true });
}
