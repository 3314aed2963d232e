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

/**
 * Runs what is queued (`runHooks`), its code loaded only when there is something to run:
 * most pages register no hook, and their first load carries none of it.
 */
export function runQueued(queue: HookQueue, settings: PublicSettings): Promise<boolean> {
  return queue.settingsHooks.length || queue.displayChecks.length ? import("./run-hooks").then((code) => code.runHooks(queue, settings)) : Promise.resolve(true);
}

/** `window.WPConsent`'s two registration functions, as the boot script defined them. */
type Registrations = { registerDisplayCheck?: (fn: unknown) => void; registerSettingsHook?: (fn: unknown) => void };

export interface LateHooksOptions {
  /** The page's settings object, which a late settings hook receives and may change. */
  readonly settings: PublicSettings;
  /** After a late settings hook has settled: apply what it changed. */
  readonly onSettingsChanged: () => void;
}

/**
 * Hooks registered after the banner decision (docs/behaviour/consent-layer-2.md#public-hooks).
 * The plugin reads its hooks once, at load; here nothing registered late is lost. A late
 * settings hook runs at once, after any earlier one, and what it changes applies at once.
 * A late display check cannot undo a decision already shown to the visitor: it is kept in
 * `queue` for the next time the banner is to show on this page (`runQueued` then), and a
 * `console.warn` says it came too late. Returns what puts the queueing functions back.
 */
export function acceptLateHooks(wp: Registrations, queue: HookQueue, options: LateHooksOptions): () => void {
  const before = { registerDisplayCheck: wp.registerDisplayCheck, registerSettingsHook: wp.registerSettingsHook };
  let chain = Promise.resolve();
  wp.registerSettingsHook = (fn) => {
    chain = chain.then(() => runQueued({ settingsHooks: [fn], displayChecks: [] }, options.settings)).then(options.onSettingsChanged);
  };
  wp.registerDisplayCheck = (fn) => {
    console.warn("A layer-2 display check was registered after the banner decision; it applies the next time the banner is to show.");
    queue.displayChecks.push(fn);
  };
  return () => Object.assign(wp, before);
}
