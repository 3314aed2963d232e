import type { CategoryConfig, CcpaType, Region } from "./types";
import { TRUTHY_BOOT_DEFAULTS } from "./boot-defaults";
import type { ConsentSnapshot } from "./snapshot";

/**
 * Settings of the consent engine (spec §3 "Settings object" and "Data object",
 * compat.md "Layer 1"). Names follow the site's consent config (and through it the
 * plugin's settings), so that config can be passed as it is.
 */
export interface ConsentOptions {
  /** The cookie categories, in display order. @default [] */
  readonly categories: readonly CategoryConfig[];
  /** Written as `ver` into the preference cookie; a stored choice under another version is asked again. @default undefined (no versioning) */
  readonly consentVersion?: string | number;
  /** Hold blocked scripts back until consent (the plugin's `js_blocking`). @default true */
  readonly blocking: boolean;
  /** CCPA rules apply (opt-out blocks scripts, the opt-out control shows). @default false */
  readonly ccpaEnabled: boolean;
  /** gdpr, ccpa (opt-out only) or ccpa_gdpr (both). @default "gdpr" */
  readonly ccpaType: CcpaType;
  /** Show the CCPA control only to visitors inside the region `ccpaRegion` reports. @default false */
  readonly ccpaRegionBased: boolean;
  /** In `ccpa` mode, show the bar at all; without it blocking is off. @default true */
  readonly ccpaBarEnabled: boolean;
  /** Where the visitor is; "unknown" shows the CCPA control. @default () => "unknown" */
  readonly ccpaRegion: () => Region | Promise<Region>;
  /** The bar does not show by itself; site code calls `customIntegration(enableBar, enableBlocking)`. @default false */
  readonly customIntegration: boolean;
  /** Dispatch a synthetic DOMContentLoaded after activating scripts. @default false */
  readonly triggerDomRefresh: boolean;
  /** Write cookies with `secure` (always on https pages). @default false */
  readonly secureCookies: boolean;
  /** Registrable domain, used only to erase cookies set on it (see `registrableDomain`). @default undefined */
  readonly cookieDomain?: string;
  /** Lifetime of the consent cookies in days. @default 365 */
  readonly cookieDays: number;
  /** Reload the page after accept. @default false */
  readonly acceptReload: boolean;
  /** Reload the page after reject. @default false */
  readonly rejectReload: boolean;
  /** Reload the page after scroll-accept. @default false */
  readonly scrollReload: boolean;
  /** Scrolling past `scrollThreshold` px without an answer counts as accept (spec §4). @default false */
  readonly scrollClose: boolean;
  /** @default 100 (spec §9) */
  readonly scrollThreshold: number;
  /** Close the bar by itself after `showOnceMs` and count that as accept. @default false */
  readonly showOnceYn: boolean;
  /** @default 10000 (compat.md) */
  readonly showOnceMs: number;
  /** Show the "Manage consent" tab while the bar is closed. @default true */
  readonly showAgainTab: boolean;
  /**
   * The value of `?cli_bypass=` that runs one page view with blocking off, for a cookie
   * scanner, while the visitor has not answered; "" turns the parameter off.
   * @default ""
   */
  readonly bypassValue: string;
  /** The CCPA link's confirm prompt (compat.md). @default "Do you really wish to opt out?" */
  readonly ccpaOptOutPrompt: string;
  /** Called after every accept, with the new snapshot. @default undefined */
  readonly onAccept?: (snapshot: ConsentSnapshot) => void;
}

export const defaultOptions: ConsentOptions = {
  ...TRUTHY_BOOT_DEFAULTS,
  categories: [],
  ccpaEnabled: false,
  ccpaRegionBased: false,
  ccpaRegion: () => "unknown",
  ccpaOptOutPrompt: "Do you really wish to opt out?",
  customIntegration: false,
  triggerDomRefresh: false,
  secureCookies: false,
  acceptReload: false,
  rejectReload: false,
  scrollReload: false,
  scrollClose: false,
  scrollThreshold: 100,
  showOnceYn: false,
  showOnceMs: 10000,
  showAgainTab: true,
  bypassValue: "",
};

/** Defaults under `overrides`, ignoring keys explicitly set to undefined. */
export function resolveOptions(overrides: Partial<ConsentOptions> = {}): ConsentOptions {
  const defined = Object.fromEntries(Object.entries(overrides).filter(([, v]) => v !== undefined));
  return { ...defaultOptions, ...defined } as ConsentOptions;
}
