import { normaliseCategories } from "../core/categories";
import type { CategoryMap } from "../core/category-map";
import { withDefaults } from "../core/options";
import { ruleDefaults } from "../base-defaults.js";
import type { RuleSettings } from "../core/rules";
import type { CategoryConfig } from "../core/types";
import type { ConsentModeSettings } from "../core/consent-mode";
import { defaultOptions, type Options as Layer1Options } from "../layer1/options";

/** A category as the boot script carries it: `[slug, defaultEnabled, locked, services]`, trailing defaults left out. */
export type BootCategory = readonly [slug: string, defaultEnabled?: 0 | 1, locked?: 0 | 1, services?: readonly string[]];

function bootCategory(slug: string, defaultEnabled: boolean, locked: boolean, services: readonly string[] = []): BootCategory {
  const full: BootCategory = [slug, defaultEnabled ? 1 : 0, locked ? 1 : 0, services];
  let end = full.length;
  while (end > 1 && (full[end - 1] === 0 || (Array.isArray(full[end - 1]) && (full[end - 1] as string[]).length === 0))) end--;
  return full.slice(0, end) as unknown as BootCategory;
}

/** Layer 2 as the boot carries it. */
interface BootLayer2 {
  readonly categories: readonly BootCategory[];
  /** The slugs a stored cookie must cover, when they are not the category slugs (`manual_toggle_services`). */
  readonly slugs?: readonly string[];
  /** Honour the GPC signal (`respect_gpc`). */
  readonly gpc?: 1;
}

/** What the boot script reads of the options: only what decides the first paint, kept small because every page inlines it. */
interface BootConfig extends RuleSettings {
  /** Layer 1's categories (absent: layer 1 is off). */
  readonly categories: readonly BootCategory[];
  readonly consentVersion: string | number;
  readonly bypassValue: string;
  readonly l2: BootLayer2;
  readonly map: CategoryMap;
  readonly consentMode: ConsentModeSettings;
}

/** Settings the boot script restores when the embedded config leaves them out. */
export type EmbeddedConfig = Partial<BootConfig>;

/** Layer 2's settings the boot needs (the site's `layer2` block). */
export interface BootLayer2Options {
  /** Layer 2's categories with their services. */
  readonly categories: readonly CategoryConfig[];
  /** `manual_toggle_services`: services are the slugs a stored cookie must cover, and each unlocks on its own value. */
  readonly manualServices?: boolean;
  /** `respect_gpc`. */
  readonly respectGpc?: boolean;
  /** `default_allow`: opt-out mode. */
  readonly defaultAllow?: boolean;
}

/** Which layers run, and how they join (the site's consent settings). */
export interface BootOptions {
  /** Layer 1's options, when it runs. */
  readonly layer1?: Partial<Layer1Options>;
  /** Layer 2's, when it runs. */
  readonly layer2?: BootLayer2Options;
  /** With both layers: slugs that name one purpose. */
  readonly categoryMap?: CategoryMap;
  /** Google Consent Mode v2's default command, when the site sends the signals. */
  readonly consentMode?: ConsentModeSettings;
}

/** Which boot bundle a set of options needs (`BOOT_SOURCES` keys). */
export function bootBundleName(options: BootOptions): string {
  const layers = options.layer1 && options.layer2 ? "both" : options.layer2 ? "layer2" : "layer1";
  return options.consentMode ? `${layers}-consent-mode` : layers;
}

/**
 * The options → the boot's compact config: categories normalised like the engine does,
 * and every setting equal to its default left out (the boot puts `ruleDefaults` back;
 * the others default to "none").
 */
export function toBootConfig(options: BootOptions): EmbeddedConfig {
  const o = withDefaults(defaultOptions, options.layer1 ?? {});
  const l2 = options.layer2;
  const full: Omit<BootConfig, "categories" | "l2" | "map" | "consentMode"> & Partial<BootConfig> = {
    ...pick(o),
    defaultAllow: l2?.defaultAllow ?? false,
    manualServices: l2?.manualServices ?? false,
    consentVersion: o.consentVersion,
    bypassValue: o.bypassValue,
    ...(options.layer1 ? { categories: normaliseCategories(o.categories).map((c) => bootCategory(c.slug, c.defaultEnabled, c.locked)) } : {}),
    ...(l2 ? { l2: layer2Config(l2) } : {}),
    ...(options.layer1 && l2 && options.categoryMap ? { map: options.categoryMap } : {}),
    ...(options.consentMode ? { consentMode: options.consentMode } : {}),
  };
  const defaults: Readonly<Record<string, unknown>> = { ...ruleDefaults };
  const layer1Only = new Set(["consentVersion", "bypassValue"]);
  return Object.fromEntries(
    Object.entries(full).filter(
      ([key, value]) => value !== defaults[key] && value !== "" && value !== undefined && (options.layer1 !== undefined || !layer1Only.has(key)),
    ),
  ) as EmbeddedConfig;
}

function layer2Config(l2: BootLayer2Options): BootLayer2 {
  const categories = normaliseCategories(l2.categories);
  return {
    categories: categories.map((c) => bootCategory(c.slug, c.defaultEnabled, c.locked, c.services)),
    ...(l2.manualServices ? { slugs: categories.flatMap((c) => (c.services.length ? c.services : [c.slug])) } : {}),
    ...(l2.respectGpc ? { gpc: 1 as const } : {}),
  };
}

function pick(o: RuleSettings): Omit<RuleSettings, "defaultAllow" | "manualServices"> {
  const { blocking, ccpaEnabled, ccpaType, ccpaRegionBased, ccpaBarEnabled, customIntegration } = o;
  return { blocking, ccpaEnabled, ccpaType, ccpaRegionBased, ccpaBarEnabled, customIntegration };
}
