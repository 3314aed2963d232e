import type { HookQueue, PublicSettings } from "./hooks";

const call = (fn: unknown, ...args: unknown[]): Promise<unknown> => {
  try {
    return typeof fn === "function" ? Promise.resolve(fn(...args)) : Promise.reject(new TypeError(`${String(fn)} is not a function`));
  } catch (error) {
    return Promise.reject(error);
  }
};

/**
 * Runs what is queued, in the plugin's order (docs/behaviour/consent-layer-2.md#public-hooks):
 * every settings hook, one after the other in the order registered, with `settings`;
 * then every display check at once. Resolves when all have settled: true unless a check
 * resolved to `false`. A hook or check that throws or rejects is logged with
 * `console.error`, and a failed check counts as passed: a broken check must not hide
 * the banner and leave the visitor unasked. What is registered while they run is run too.
 */
export async function runHooks(queue: HookQueue, settings: PublicSettings): Promise<boolean> {
  let passed = true;
  while (queue.settingsHooks.length || queue.displayChecks.length) {
    for (const hook of queue.settingsHooks.splice(0)) await call(hook, settings).catch((error: unknown) => console.error("A layer-2 settings hook failed:", error));
    const results = await Promise.allSettled(queue.displayChecks.splice(0).map((check) => call(check)));
    for (const result of results) {
      if (result.status === "rejected") console.error("A layer-2 display check failed; it counts as passed:", result.reason);
      else if (result.value === false) passed = false;
    }
  }
  return passed;
}

