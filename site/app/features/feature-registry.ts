import type { SiteConfig } from "../config/site-config";
import type { PolicyCookie } from "../consent/policy-cookies";
import type { CatalogueService } from "../consent/service-catalogue";
import type { BuyData } from "../source/buy-data";
import type { Entry } from "../source/entry";
import type { Gate } from "../source/gate";
import type { ProductFrontMatter } from "../source/schemas/product";
import type { z } from "zod";
import type { PolicyWords } from "../words/consent-words";
import type { FeatureWords } from "../words/feature-words";
import type { AnyFeatureDefinition, BuiltPages, CspOrigins } from "./define-feature";

/**
 * Every feature, by its folder's name. Each `features/<name>/<name>.feature.ts` adds itself
 * here, so `SiteData` is the union of the folders' data without a list kept by hand:
 *
 *     declare module "../feature-registry" { interface Features { video: typeof video } }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each feature folder
export interface Features {}

/** `photo-feed` → `photoFeed`: a feature's key in `SiteData`. */
type Camel<S extends string> = S extends `${infer H}-${infer T}` ? `${H}${Capitalize<Camel<T>>}` : S;
export const camelName = (name: string) => name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** What each feature gives its widgets of the site (define-widget.ts `SiteData`), under its name in camel case. */
export type FeatureData = {
  [K in keyof Features as Camel<K & string>]: Features[K] extends { siteData?: (config: SiteConfig) => infer D } ? D : never;
};

export type FeatureRegistry = {
  /** Every definition, by name (the folders' order). */
  readonly all: readonly AnyFeatureDefinition[];
  get(name: string): AnyFeatureDefinition | undefined;
  /** Each feature's data for its widgets, keyed by its name in camel case. */
  siteData(config: SiteConfig): FeatureData;
  /** The origins every feature adds, per directive. */
  csp(config: SiteConfig, pages: BuiltPages): Required<{ [K in keyof CspOrigins]: string[] }>;
  /** Every feature's gate, in the folders' order, fallbacks last (define-feature.ts `content.fallback`): loads their modules. */
  gates(config: SiteConfig): Promise<Gate[]>;
  /** True when some feature's gate takes this link alone on its line. */
  ownsLink(href: string): boolean;
  /** The features' own markers content may not imitate (attribute → what it is). */
  markers: Readonly<Record<string, string>>;
  /** The features' own pages (define-feature.ts `pages`), in the folders' order. */
  pages(config: SiteConfig): string[];
  /** Every feature's problems with the products (define-feature.ts `products.check`). */
  checkProducts(products: readonly Entry<ProductFrontMatter>[], config: SiteConfig): string[];
  /** What a product's card carries for the first feature that sells it (define-feature.ts `products.buy`), if any does. */
  buyData(product: Entry<ProductFrontMatter>, image: () => string, config: SiteConfig): BuyData | undefined;
  /** The outside services the features declare, in the folders' order (consent/service-catalogue.ts). */
  services: readonly CatalogueService[];
  /** What the features keep in the browser without asking (define-feature.ts `storage`), in the folders' order, for the cookie policy. */
  storage(config: SiteConfig, words: PolicyWords): PolicyCookie[];
  /** The services the features' config makes them wait for (define-feature.ts `needs`). */
  needs(config: SiteConfig): { service: string; by: string }[];
  /** Each feature's words, keyed by its name in camel case: what the site's table of words takes in. */
  words: Readonly<Record<string, FeatureWords>>;
  /** Each feature's config slice schema, by its key: what the site's config schema takes in. */
  configShape: Readonly<Record<string, z.ZodType>>;
  /** Every feature's checks of its slice against the rest of the config. */
  checkConfig(config: SiteConfig, ctx: z.RefinementCtx): void;
  /** The config with each feature's slice as the built site has it (define-feature.ts `config.finish`). */
  finishConfig<C extends SiteConfig>(config: C): C;
};

/** `./video/video.feature.ts` (or an absolute path ending so) → folder and file names. */
function partsOf(path: string) {
  const [folder = "", file = ""] = path.split("/").slice(-2);
  return { folder, file };
}

/**
 * The registry from `path → definition` for files `<name>/<name>.feature.ts`: from
 * import.meta.glob under Vite, from a folder scan under Node (load-site-features.server.ts).
 * A file whose folder, name and `name` disagree, or a name defined twice, is refused.
 */
export function createFeatureRegistry(files: Record<string, AnyFeatureDefinition>): FeatureRegistry {
  const byName = new Map<string, AnyFeatureDefinition>();
  for (const [path, definition] of Object.entries(files)) {
    const { folder, file } = partsOf(path);
    if (file !== `${folder}.feature.ts` || definition?.name !== folder) {
      throw new Error(`${path}: a feature lives in features/<name>/<name>.feature.ts and its default export has that name (found "${definition?.name}")`);
    }
    if (byName.has(folder)) throw new Error(`${path}: the feature "${folder}" is defined twice`);
    byName.set(folder, definition);
  }
  const all = [...byName.keys()].sort().map((name) => byName.get(name)!);
  // A service is one entry of the catalogue an owner picks from, and one slug in layer 2's cookie.
  const declaredBy = new Map<string, string>();
  for (const feature of all) {
    for (const service of feature.services ?? []) {
      const other = declaredBy.get(service.slug);
      if (other) throw new Error(`features/${feature.name}: the service "${service.slug}" is declared by the ${other} feature too; one feature declares each service`);
      declaredBy.set(service.slug, feature.name);
    }
  }
  // A config key is one feature's slice of the site's settings.
  const keyedBy = new Map<string, string>();
  for (const feature of all) {
    const key = feature.config?.key;
    if (key === undefined) continue;
    if (keyedBy.has(key)) throw new Error(`features/${feature.name}: the config key "${key}" is the ${keyedBy.get(key)} feature's too; each feature has a key of its own`);
    keyedBy.set(key, feature.name);
  }
  const configured = all.filter((f) => f.config);
  return {
    all,
    get: (name) => byName.get(name),
    siteData: (config) => Object.fromEntries(all.filter((f) => f.siteData).map((f) => [camelName(f.name), f.siteData!(config)])) as FeatureData,
    csp(config, pages) {
      const origins = { script: [] as string[], connect: [] as string[], img: [] as string[], frame: [] as string[], style: [] as string[] };
      for (const feature of all) {
        const own = feature.csp?.(config, pages) ?? {};
        for (const directive of Object.keys(origins) as (keyof typeof origins)[]) origins[directive].push(...(own[directive] ?? []));
      }
      return origins;
    },
    gates: async (config) => {
      const gated = all.filter((f) => f.content?.gate);
      const ordered = [...gated.filter((f) => !f.content!.fallback), ...gated.filter((f) => f.content!.fallback)];
      return Promise.all(ordered.map((f) => f.content!.gate!().then((module) => module.default(config))));
    },
    ownsLink: (href) => all.some((f) => f.content?.ownsLink?.(href)),
    markers: Object.assign({}, ...all.map((f) => f.content?.markers ?? {})) as Record<string, string>,
    pages: (config) => all.flatMap((f) => f.pages?.(config) ?? []),
    checkProducts: (products, config) => all.flatMap((f) => f.products?.check?.(products, config) ?? []),
    buyData(product, image, config) {
      for (const feature of all) {
        const buy = feature.products?.buy?.(product, image, config);
        if (buy) return buy;
      }
      return undefined;
    },
    services: all.flatMap((f) => f.services ?? []),
    storage: (config, words) => all.flatMap((f) => f.storage?.(config, words) ?? []),
    needs: (config) => all.flatMap((f) => f.needs?.(config) ?? []),
    words: Object.fromEntries(all.filter((f) => f.words).map((f) => [camelName(f.name), f.words!])),
    configShape: Object.fromEntries(configured.map((f) => [f.config!.key, f.config!.schema])),
    checkConfig: (config, ctx) => configured.forEach((f) => f.config!.check?.(config, ctx)),
    finishConfig: (config) =>
      configured.reduce((done, f) => (f.config!.finish ? { ...done, [f.config!.key]: f.config!.finish(done) } : done), config),
  };
}
