import type { Options as EngineOptions } from "../core/options";
import { layer1Defaults } from "../defaults.js";
import type { Region } from "../core/types";
import type { DocumentJarOptions } from "../dom/cookie-jar";

/**
 * Layer 1's settings (the CookieLawInfo plugin's, docs/behaviour/consent-layer-1.md):
 * the engine's, its cookies', and what the bar adds.
 */
export interface Options extends EngineOptions, DocumentJarOptions {
  /** Written as `ver` in the preference record; a choice under another version is asked again. @default 1 */
  readonly consentVersion: string | number;
  /** Reload the page after accept. @default false */
  readonly acceptReload: boolean;
  /** Reload the page after reject. @default false */
  readonly rejectReload: boolean;
  /** Reload the page after scroll-accept. @default false */
  readonly scrollReload: boolean;
  /** Scrolling past `scrollThreshold` px without an answer counts as accept. @default false */
  readonly scrollClose: boolean;
  /** @default 100 */
  readonly scrollThreshold: number;
  /** Close the open, unanswered bar by itself after `showOnceMs` and count that as accept. @default false */
  readonly showOnceYn: boolean;
  /** @default 10000 */
  readonly showOnceMs: number;
  /** Show the "Manage consent" tab while the bar is closed after a choice. @default true */
  readonly showAgainTab: boolean;
  /** Where the visitor is, for `ccpaRegionBased`; "unknown" shows the CCPA control. @default () => "unknown" */
  readonly ccpaRegion: () => Region | Promise<Region>;
  /** The CCPA link's confirm prompt. @default "Do you really wish to opt out?" */
  readonly ccpaOptOutPrompt: string;
}

/**
 * Every layer-1 default (src/defaults.js): the engine and the boot script read them here,
 * and the site's config schema takes its defaults from the same module
 * (`@vitrine/consent/defaults`).
 */
export const defaultOptions: Options = layer1Defaults;
