import type { BootGlobal } from "../boot/boot-page";
import { GLOBAL_NAME } from "../dom/names";

/** What the boot script queued (`window.WPConsent.registerDisplayCheck` / `registerSettingsHook`) before this code loaded. */
export type HookQueue = NonNullable<BootGlobal["hooks"]>;

/**
 * Layer 2's settings as site code written for the plugin sees them, with the plugin's
 * names. A settings hook may change the two switches; the rest is for reading.
 */
export interface PublicSettings {
  enable_consent_banner: boolean;
  enable_consent_floating: boolean;
  readonly default_allow: boolean;
  readonly consent_type: "optin" | "optout";
  readonly slugs: readonly string[];
}

/** The page's queue, from the boot script's global (an empty one if the boot script is not layer 2's). */
export function hookQueue(win: Window): HookQueue {
  const api = ((win as unknown as Record<string, BootGlobal>)[GLOBAL_NAME] ??= {});
  return (api.hooks ??= { displayChecks: [], settingsHooks: [] });
}

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
