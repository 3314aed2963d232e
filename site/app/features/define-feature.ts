import type { z } from "zod";
import type { SiteConfig } from "../config/site-config";
import type { PolicyCookie } from "../consent/policy-cookies";
import type { CatalogueService } from "../consent/service-catalogue";
import type { BuyData } from "../source/buy-data";
import type { Entry } from "../source/entry";
import type { Gate } from "../source/gate";
import type { ProductFrontMatter } from "../source/schemas/product";
import type { PolicyWords } from "../words/consent-words";
import type { FeatureWords } from "../words/feature-words";

/**
 * A feature's Content-Security-Policy origins (docs/decisions/017-csp-and-headers.md), per
 * directive: what its code or its frames load once consent allows them.
 */
export type CspOrigins = Partial<Record<"script" | "connect" | "img" | "frame" | "style", readonly string[]>>;

/** What the build has rendered, for a feature whose origins are needed only where it is used. */
export type BuiltPages = {
  /** True when some page's HTML contains `text` (a marker attribute of the feature's markup). */
  someInclude(text: string): boolean;
};

/** What a feature's build step is given: it runs after the content check, before the bundler copies `public/`. */
export type BuildContext = {
  config: SiteConfig;
  /** Every content text (Markdown bodies, pages' and blocks' data as JSON). */
  texts: readonly string[];
  /** `site/public/media`: what a step writes there is published with the site's media. */
  mediaDir: string;
  /** `site/.cache`: a step keeps what it fetched in a folder of its own there, between builds. */
  cacheDir: string;
  /**
   * When this build began (ms), the same in a second language's run: a file a step finds
   * written since was written by this build's first language, so the step need not make it
   * (or warn about it) again.
   */
  startedMs: number;
};

/** A lazily imported module exporting a build step by default. */
export type BuildModule = { default: (context: BuildContext) => Promise<void> };
/** A lazily imported module exporting the feature's content-policy gate, made from the site's config. */
export type GateModule = { default: (config: SiteConfig) => Gate };

/**
 * What one feature's folder declares (docs/decisions/037-features.md). Only plain data and
 * small pure functions live here: the parts that need the server (rendering markup,
 * fetching, writing files) are imported lazily, so reading the registry costs nothing and
 * no server code reaches a browser chunk.
 */
export type FeatureSpec<N extends string, D> = {
  /** The folder's name and the file's (`<name>/<name>.feature.ts`); in camel case, its key in `SiteData`. */
  name: N;
  /**
   * Its slice of `site.config.ts`, which the site's config takes in as one more key
   * (app/site-config.ts): the key, its zod schema (with its defaults), and, where the slice
   * must agree with the rest of the config, a check that names the field, and what the built
   * site keeps of it. The key's type joins `SiteConfig` through the `FeatureConfigs`
   * interface, which the folder's config file extends (docs/decisions/037-features.md).
   */
  config?: {
    key: string;
    schema: z.ZodType;
    /** Problems between the slice and the rest of the config, added at their fields (`ctx.addIssue`). */
    check?: (config: SiteConfig, ctx: z.RefinementCtx) => void;
    /** The slice as the built site has it, given the whole config (the shop on a static host: none). */
    finish?: (config: SiteConfig) => unknown;
  };
  /**
   * Its words, English defaults and a translation per language (words/feature-words.ts),
   * `{placeholders}` in braces: the site's words table takes them in under the feature's
   * name in camel case (`words.photoFeed`), and a site in a language gets that language's.
   */
  words?: FeatureWords;
  /**
   * Its words are what it says before a visitor allows its service (the video's prompt): the
   * owner words them in the studio's Consent screen, beside the consent layers' words, under
   * this title, and content/settings/consent.yaml keeps them there (`words.<its name>`).
   */
  consentScreen?: { title: string; about: string };
  /** What its widgets need of the site, as `SiteData[camelName]` (`site.photoFeed`): built at build time from the site's config. */
  siteData?: (config: SiteConfig) => D;
  /** Its CSP origins, from the site's config and what the pages hold. */
  csp?: (config: SiteConfig, pages: BuiltPages) => CspOrigins;
  /** The content HTML policy's part (docs/behaviour/content.md#html-policy). */
  content?: {
    /** Pasted `<iframe>`s (and lone links, see `ownsLink`) the gate turns into the feature's markup: imported lazily. */
    gate?: () => Promise<GateModule>;
    /** A link alone on its Markdown line that the gate takes: the renderer writes it as a frame for the gate. */
    ownsLink?: (href: string) => boolean;
    /** The gate takes any host of a kind (layer 2's frames): it runs after the features' own gates. */
    fallback?: boolean;
    /** Attributes of the feature's own markup whose code loads an address: content may not imitate them (attribute → what it is). */
    markers?: Readonly<Record<string, string>>;
  };
  /** Its own pages, pre-rendered with the content's and linkable from it (the shop's cart and checkout), from the site's config. */
  pages?: (config: SiteConfig) => readonly string[];
  /** Its part in the content's products (the shop's): what the content loaders ask of it. */
  products?: {
    /** Problems in the products under the site's config (each names its file), beside the content's own checks. */
    check?: (products: readonly Entry<ProductFrontMatter>[], config: SiteConfig) => readonly string[];
    /** What a product's card carries for it (the shop's buy form), or undefined when the config leaves it out; `image` is the card's small picture. */
    buy?: (product: Entry<ProductFrontMatter>, image: () => string, config: SiteConfig) => BuyData | undefined;
  };
  /**
   * The outside services it loads (YouTube, say), for the catalogue an owner picks from in the
   * studio: each with its category, purpose, hosts and cookies (consent/service-catalogue.ts).
   */
  services?: readonly CatalogueService[];
  /**
   * What it keeps in the visitor's browser without asking, being strictly necessary for
   * what the visitor asked (the shop's cart in local storage), from the site's config, in
   * the privacy page's words: the cookie policy lists it under the necessary category.
   */
  storage?: (config: SiteConfig, words: PolicyWords) => readonly PolicyCookie[];
  /**
   * The layer-2 services its config makes it wait for, whatever the pages hold (the photo
   * feed's): an owner is stopped from unticking one in the studio's Consent screen, naming
   * what needs it, instead of a publish failing on the config.
   */
  needs?: (config: SiteConfig) => readonly { service: string; by: string }[];
  /** Steps the build runs after the content check (posters, say): imported lazily. */
  build?: { label: string; load: () => Promise<BuildModule> };
};

/** A feature as the registry holds it. */
export type FeatureDefinition<N extends string = string, D = unknown> = Readonly<FeatureSpec<N, D>>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any feature, whatever its data
export type AnyFeatureDefinition = FeatureDefinition<string, any>;

/**
 * One feature, in the spirit of Puck's one object per component and `defineWidget`: what it
 * adds to the site's config, words, `SiteData`, CSP, content policy and build. Its widgets,
 * islands and enhancers are found by their file names in its folder (ADR 010, ADR 011).
 */
export function defineFeature<N extends string, D = undefined>(spec: FeatureSpec<N, D>): FeatureDefinition<N, D> {
  return Object.freeze({ ...spec });
}
