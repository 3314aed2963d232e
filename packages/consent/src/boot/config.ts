import { normaliseCategories } from "./core/categories";
import { TRUTHY_BOOT_DEFAULTS } from "./core/boot-defaults";
import { resolveOptions, type ConsentOptions } from "./core/options";
import type { RuleSettings } from "./core/rules";

/**
 * A category as the boot script carries it: `[slug, defaultEnabled, locked, cookie
 * names]`, trailing values left out when they are 0 or empty.
 */
export type BootCategory = readonly [slug: string, defaultEnabled?: 0 | 1, locked?: 0 | 1, cookies?: readonly string[]];

function bootCategory(slug: string, defaultEnabled: boolean, locked: boolean, cookies: readonly string[]): BootCategory {
  if (cookies.length) return [slug, defaultEnabled ? 1 : 0, locked ? 1 : 0, cookies];
  if (locked) return [slug, defaultEnabled ? 1 : 0, 1];
  return defaultEnabled ? [slug, 1] : [slug];
}

/** The part of the options the boot script needs, kept small because it is inlined in every page. */
export interface BootConfig extends RuleSettings {
  readonly categories: readonly BootCategory[];
  readonly consentVersion?: string | number;
  readonly bypassValue: string;
  readonly triggerDomRefresh: boolean;
  readonly secureCookies: boolean;
  readonly cookieDomain?: string;
  readonly cookieDays: number;
}


/** Engine options → the boot's compact config (categories normalised like the engine does). */
export function toBootConfig(overrides: Partial<ConsentOptions>): Partial<BootConfig> & Pick<BootConfig, "categories"> {
  const o = resolveOptions(overrides);
  const full: BootConfig = {
    // A locked category's cookies are never erased, so the boot does not need their names.
    categories: normaliseCategories(o.categories).map((c) => bootCategory(c.slug, c.defaultEnabled, c.locked, c.locked ? [] : c.cookies)),
    consentVersion: o.consentVersion,
    bypassValue: o.bypassValue,
    blocking: o.blocking,
    ccpaEnabled: o.ccpaEnabled,
    ccpaType: o.ccpaType,
    ccpaBarEnabled: o.ccpaBarEnabled,
    ccpaRegionBased: o.ccpaRegionBased,
    customIntegration: o.customIntegration,
    triggerDomRefresh: o.triggerDomRefresh,
    secureCookies: o.secureCookies,
    cookieDomain: o.cookieDomain,
    cookieDays: o.cookieDays,
  };
  const defaults: Record<string, unknown> = TRUTHY_BOOT_DEFAULTS;
  const isDefault = (key: string, value: unknown) =>
    value === undefined || value === "" || value === (key in defaults ? defaults[key] : false);
  return Object.fromEntries(
    Object.entries(full).filter(([key, value]) => key === "categories" || !isDefault(key, value)),
  ) as Partial<BootConfig> & Pick<BootConfig, "categories">;
}
