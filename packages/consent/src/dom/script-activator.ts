import {
  ACTIVATING_ATTR,
  CATEGORY_ATTR,
  CONSENT_ACCEPTED,
  CONSENT_ATTR,
  ORIGINAL_TYPE_ATTR,
  POSITION_ATTR,
  BLOCKED_SCRIPT_SELECTOR,
  SCRIPTS_DONE_EVENT,
} from "./names";

export interface ActivationOptions {
  /** Whether a blocked script of this category may run now. */
  readonly mayRun: (category: string) => boolean;
  /** Dispatch a synthetic DOMContentLoaded after the sequence (plugin's `triggerDomRefresh`). */
  readonly triggerDomRefresh: boolean;
}

/**
 * Replaces one blocked script by a runnable copy (compat.md "Activation"): every
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
export function activateBlockedScripts(doc: Document, options: ActivationOptions, done?: () => void): void {
  const root = doc.documentElement;
  root.setAttribute(ACTIVATING_ATTR, "");
  const queue = [...doc.querySelectorAll<HTMLScriptElement>(BLOCKED_SCRIPT_SELECTOR)];
  const step = (): void => {
    while (queue.length) {
      const original = queue.shift()!;
      if (original.isConnected && options.mayRun(original.getAttribute(CATEGORY_ATTR) ?? "") && replaceScript(doc, original, step)) return;
    }
    root.removeAttribute(ACTIVATING_ATTR);
    if (options.triggerDomRefresh) doc.dispatchEvent(new Event("DOMContentLoaded", { bubbles: true, cancelable: true }));
    doc.dispatchEvent(new Event(SCRIPTS_DONE_EVENT));
    done?.();
  };
  step();
}

/**
 * `activateBlockedScripts` after any sequence already running, in this or another
 * copy of the engine (the boot script's runs first, at DOMContentLoaded), so two
 * sequences never interleave their order.
 */
export function activateWhenIdle(doc: Document, options: ActivationOptions, done?: () => void): void {
  if (doc.documentElement.hasAttribute(ACTIVATING_ATTR)) {
    doc.addEventListener(SCRIPTS_DONE_EVENT, () => activateWhenIdle(doc, options, done), { once: true });
  } else activateBlockedScripts(doc, options, done);
}

/** Runs `fn` once the document is parsed, so blocked scripts in `<body>` exist. */
export function whenParsed(doc: Document, fn: () => void): void {
  if (doc.readyState === "loading") doc.addEventListener("DOMContentLoaded", fn, { once: true });
  else fn();
}
