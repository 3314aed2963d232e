import { consentAsked } from "./consent-asked";
import { consentRulesOf } from "./consent-rules";
import { settingsViewOf } from "./layer1-ui-options";
import { layer2BrowserOptionsOf } from "./layer2-ui-options";
import type { SiteConfig } from "./site-config";

/**
 * Parts of the site config the browser reads, each with the code that reads it
 * (docs/decisions/035-react-only-where-an-island-needs-it.md). Each has its module,
 * `parts/<name>.ts`, whose default export is the part of the site's config; in the
 * browser build that module is only the part's value (site/vite.config.ts), so a page
 * loads the part with the code that needs it, and the whole config (app/config/browser-site-config.ts)
 * only with the islands and enhancers that read it, never in the first load.
 */
export const browserParts = {
  /**
   * Read by every page from the start (the entry and the layer-1 bar): the consent rules
   * and categories without their words or looks, the consent log switch, the in-page
   * scroll offsets, and the one word the bar's code shows itself (the opt-out prompt).
   */
  page: (config: SiteConfig) => ({
    ...consentRulesOf(config),
    // Nothing to ask (config/consent-asked.ts): the page starts no consent engine.
    consentAsked: consentAsked(config),
    consentLog: { enabled: config.consentLog.enabled && consentAsked(config) },
    scroll: { customOffset: config.scroll.customOffset },
    header: { stickyFallbackHeight: config.header.stickyFallbackHeight },
    ccpaConfirm: config.consentWords.layer1.ccpaConfirm,
    // What the first load's code says when a part's code cannot load (theme/behaviours/chunk-error.ts).
    chunkError: { lead: config.words.theme.chunkError, retry: config.words.theme.retry },
  }),
  /** Layer 1's settings modal: its words, categories and look, loaded when a visitor first opens it. */
  "layer1-settings": settingsViewOf,
  /**
   * Layer 2's banner, preferences and floating button, where layer 2 is the layer visitors
   * see: what its code reads (the rest is in their pre-rendered markup), loaded with it.
   */
  "layer2-banner": (config: SiteConfig) => layer2BrowserOptionsOf(config.layer2, config.consentWords.layer2),
  /**
   * The site's words an enhancer shows, each namespace loaded with the code that shows it
   * (docs/decisions/039-site-words.md): the slider's buttons and counter, the lightbox's
   * names and messages, the forms' checks and answers, the search page's status and results.
   */
  "slider-words": (config: SiteConfig) => ({ ...config.words.slider, language: config.language }),
  "lightbox-words": (config: SiteConfig) => config.words.lightbox,
  "new-tab-words": (config: SiteConfig) => ({ labelSuffix: ` ${config.consentWords.placeholder.newTab}`, emptyLabel: config.words.theme.newTabLink }),
  "photo-feed-words": (config: SiteConfig) => config.words.photoFeed,
  "form-words": (config: SiteConfig) => ({ ...config.words.forms, language: config.language }),
} satisfies Record<string, (config: SiteConfig) => unknown>;

export type BrowserPartName = keyof typeof browserParts;
