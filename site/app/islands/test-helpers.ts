import { vi } from "vitest";

type Registration = { target: EventTarget; type: string; listener: unknown; capture: boolean };

/**
 * Test-only: records every addEventListener/removeEventListener from now on, so a test
 * can check that whatever was added has been removed again (`active()` is empty).
 */
export function trackListeners() {
  const registrations: Registration[] = [];
  // jsdom's selector engine adds listeners of its own on a document's first query.
  document.querySelector("*");
  const capture = (options: unknown) => (typeof options === "boolean" ? options : Boolean((options as AddEventListenerOptions | undefined)?.capture));
  // jsdom's window has methods of its own, apart from EventTarget.prototype's.
  const owners: { addEventListener: EventTarget["addEventListener"]; removeEventListener: EventTarget["removeEventListener"] }[] = [
    EventTarget.prototype,
  ];
  if (window.addEventListener !== EventTarget.prototype.addEventListener) owners.push(window);
  for (const owner of owners) {
    const add = owner.addEventListener;
    const remove = owner.removeEventListener;
    vi.spyOn(owner, "addEventListener").mockImplementation(function (this: EventTarget, type, listener, options) {
      registrations.push({ target: this, type, listener, capture: capture(options) });
      add.call(this, type, listener, options);
    });
    vi.spyOn(owner, "removeEventListener").mockImplementation(function (this: EventTarget, type, listener, options) {
      const index = registrations.findIndex(
        (r) => r.target === this && r.type === type && r.listener === listener && r.capture === capture(options),
      );
      if (index >= 0) registrations.splice(index, 1);
      remove.call(this, type, listener, options);
    });
  }
  return {
    active: () => registrations.map((r) => r.type),
    /** The types still listened to, except on `ignored` (e.g. a React root's container). */
    activeExcept: (ignored: EventTarget) => registrations.filter((r) => r.target !== ignored).map((r) => r.type),
  };
}

/** Test-only: a controllable requestIdleCallback; `run()` calls what is pending. */
export function installFakeIdle(win: Window = window) {
  const pending = new Map<number, IdleRequestCallback>();
  let next = 1;
  const options: (IdleRequestOptions | undefined)[] = [];
  win.requestIdleCallback = (callback, opts) => {
    options.push(opts);
    pending.set(next, callback);
    return next++;
  };
  win.cancelIdleCallback = (id) => void pending.delete(id);
  return {
    options,
    pending: () => pending.size,
    run() {
      const callbacks = [...pending.values()];
      pending.clear();
      for (const callback of callbacks) callback({ didTimeout: false, timeRemaining: () => 50 });
    },
  };
}
