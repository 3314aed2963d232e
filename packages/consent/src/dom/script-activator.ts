import type { ActivationRequest } from "../core/ports";
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

/**
 * Replaces one blocked script by a runnable copy (docs/behaviour/consent-layer-1.md#activation): every
 * attribute but `id` and `type`, a runnable type (`module` when
 * `data-cli-original-type="module"`), `data-cli-consent="accepted"`, appended to head
 * or body as `data-cli-element-position` says; the original is removed. Returns
 * whether the caller must wait for a load or error event.
 */
function replaceScript(doc: Document, original: HTMLScriptElement, next: () => void): boolean {
  const script = doc.createElement("script");
  for (const { name, value } of original.attributes) {
    if (name !== "id" && name !== "type") script.setAttribute(name, value);
  }
  script.nonce = original.nonce;
  script.type = original.getAttribute(ORIGINAL_TYPE_ATTR) === "module" ? "module" : "text/javascript";
  script.setAttribute(CONSENT_ATTR, CONSENT_ACCEPTED);
  const external = script.hasAttribute("src");
  if (external) script.onload = script.onerror = next;
  else script.text = original.text;
  original.remove();
  (original.getAttribute(POSITION_ATTR) === "head" ? doc.head : doc.body).appendChild(script);
  return external;
}

/**
 * Activates the blocked scripts that may run, in document order and one after
 * another: an external script's load or error releases the next, an inline script
 * releases it at once. (An inline module is started in its turn but, like every
 * module, runs a moment later, and browsers fire no load event for it to wait on.) While it runs `<html>` carries `data-consent-activating`, and
 * `vitrine:consent-scripts-done` fires at the end (see `activateWhenIdle`). `done`
 * runs when the sequence has ended.
 */
export function activateBlockedScripts(doc: Document, request: ActivationRequest, done?: () => void): void {
  const root = doc.documentElement;
  root.setAttribute(ACTIVATING_ATTR, "");
  const queue = [...doc.querySelectorAll<HTMLScriptElement>(BLOCKED_SCRIPT_SELECTOR)];
  const step = (): void => {
    while (queue.length) {
      const original = queue.shift()!;
      if (original.isConnected && request.mayRun(original.getAttribute(CATEGORY_ATTR) ?? "") && replaceScript(doc, original, step)) return;
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
