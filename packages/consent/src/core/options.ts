import type { CategoryMap } from "./category-map";
import type { StoreFactory } from "./ports";
import { engineDefaults } from "../defaults.js";
import type { RuleSettings } from "./rules";
import type { ConsentSnapshot } from "./snapshot";
import type { CategoryConfig } from "./types";

/**
 * Settings of the engine, whatever presents it. The page-view rules (blocking, CCPA,
 * custom integration) are `RuleSettings`; what a presentation adds (button numbers,
 * show-once, wording) lives with it (`src/layer1/options.ts`).
 */
export interface Options extends RuleSettings {
  /** Every category of every presentation, in display order. @default [] */
  readonly categories: readonly CategoryConfig[];
  /**
   * Cookie formats the decision is read from and written to, in priority order: the
   * first with a choice is where a page view's decision comes from; every one writes
   * each change. @default [] (nothing stored)
   */
  readonly stores: readonly StoreFactory[];
  /** Slugs two formats use for one purpose (`{ analytics: "statistics" }`): always equal. @default {} */
  readonly categoryMap: CategoryMap;
  /** The `cli_bypass` value that turns blocking off for a cookie scanner's empty browser; "" for none. @default "" */
  readonly bypassValue: string;
  /** Dispatch a synthetic DOMContentLoaded after activating scripts. @default false */
  readonly triggerDomRefresh: boolean;
  /**
   * What a consent placeholder's accept grants (docs/behaviour/consent-layer-2.md#frames):
   * its own service only, or — the plugin's way — its whole category with every service
   * in it. @default "service"
   */
  readonly placeholderGrant: PlaceholderGrant;
  /** Called after every accept, with the new snapshot. @default undefined */
  readonly onAccept?: (snapshot: ConsentSnapshot) => void;
}

/** What a placeholder's accept grants. */
export type PlaceholderGrant = "service" | "category";

/** The engine's defaults (src/defaults.js, the one source of every default). */
export const defaultOptions: Options = engineDefaults;

/** Defaults under `overrides`, ignoring keys explicitly set to undefined. */
export function withDefaults<T extends object>(defaults: T, overrides: Partial<T> = {}): T {
  const defined = Object.fromEntries(Object.entries(overrides).filter(([, v]) => v !== undefined));
  return { ...defaults, ...defined } as T;
}
