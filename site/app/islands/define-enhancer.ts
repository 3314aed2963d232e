import type { EventStore } from "./event-store";
import type { Trigger } from "./triggers";

export type EnhancerContext = {
  /** Listeners, observers and timers put here are released when the enhancer is destroyed. */
  store: EventStore;
};

/**
 * What an enhancer's lazily loaded module exports by default: it upgrades one
 * pre-rendered element, reading what it needs from the DOM. It may return a cleanup of
 * its own besides what it put in the store.
 */
export type EnhancerSetup = (element: HTMLElement, context: EnhancerContext) => void | (() => void);
export type EnhancerModule = { default: EnhancerSetup };

export type EnhancerDefinition = {
  /** The elements it upgrades, found in the pre-rendered page and in content added later. */
  readonly selector: string;
  /** When each element's upgrade loads (docs/behaviour/in-page.md#triggers). @default "visible" */
  readonly trigger: Trigger;
  /** Imports the module with the setup: a bare `import("./x")`, its own chunk. */
  readonly load: () => Promise<EnhancerModule>;
};

/**
 * A framework-free behaviour for pre-rendered HTML (docs/decisions/011): no React root,
 * no props in the page. The definition is the default export of a `*.enhancer.ts` file,
 * whose name is the enhancer's name; it is small and in every page's entry, so the
 * browser knows what to look for, while the setup stays in its own chunk until needed.
 */
export function defineEnhancer(definition: Omit<EnhancerDefinition, "trigger"> & Partial<Pick<EnhancerDefinition, "trigger">>): EnhancerDefinition {
  return { trigger: "visible", ...definition };
}

/** Written by the browser on an element: the names of the enhancers live on it, space-separated. */
export const ENHANCED_ATTRIBUTE = "data-enhanced";
