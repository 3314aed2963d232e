import { normaliseCategories } from "../core/categories";
import { withDefaults } from "../core/options";
import { ruleDefaults } from "../base-defaults.js";
import type { RuleSettings } from "../core/rules";
import { defaultOptions, type Options } from "../layer1/options";

/** A category as the boot script carries it: `[slug, defaultEnabled, locked]`, trailing zeros left out. */
export type BootCategory = readonly [slug: string, defaultEnabled?: 0 | 1, locked?: 0 | 1];

function bootCategory(slug: string, defaultEnabled: boolean, locked: boolean): BootCategory {
  if (locked) return [slug, defaultEnabled ? 1 : 0, 1];
  return defaultEnabled ? [slug, 1] : [slug];
}

/** What the boot script reads of the options: only what decides the first paint, kept small because every page inlines it. */
interface BootConfig extends RuleSettings {
  readonly categories: readonly BootCategory[];
  readonly consentVersion: string | number;
  readonly bypassValue: string;
}

/** Settings the boot script restores when the embedded config leaves them out. */
export type EmbeddedConfig = Partial<BootConfig> & Pick<BootConfig, "categories">;

/**
 * Layer-1 options → the boot's compact config: categories normalised like the engine
 * does, and every setting equal to its default left out (the boot puts `ruleDefaults`
 * back; the others default to "none").
 */
export function toBootConfig(overrides: Partial<Options>): EmbeddedConfig {
  const o = withDefaults(defaultOptions, overrides);
  const full: BootConfig = {
    ...pick(o),
    categories: normaliseCategories(o.categories).map((c) => bootCategory(c.slug, c.defaultEnabled, c.locked)),
    consentVersion: o.consentVersion,
    bypassValue: o.bypassValue,
  };
  const defaults: Readonly<Record<string, unknown>> = { ...ruleDefaults };
  return Object.fromEntries(
    Object.entries(full).filter(([key, value]) => key === "categories" || (value !== defaults[key] && value !== "" && value !== undefined)),
  ) as EmbeddedConfig;
}

function pick(o: RuleSettings): RuleSettings {
  const { blocking, ccpaEnabled, ccpaType, ccpaRegionBased, ccpaBarEnabled, customIntegration } = o;
  return { blocking, ccpaEnabled, ccpaType, ccpaRegionBased, ccpaBarEnabled, customIntegration };
}
