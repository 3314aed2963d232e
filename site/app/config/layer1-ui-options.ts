// Types only: the build tool loads this module before any TypeScript of the package is compiled.
import type { ConsentUiSettings, SettingsView, SettingsWords } from "@vitrine/consent/layer1-ui";
import type { SiteConfig } from "./site-config";
import { consentAsked } from "./consent-asked";
import { layer2Shows } from "./layer2-ui-options";
import { sitePath } from "../lib/site-path";

/**
 * Whether layer 1's bar, tab and settings are on the page: layer 1 runs, layer 2's
 * banner is not the one visitors see (with layer 2 primary, layer 1 is silent: its cookie
 * is still read and written, docs/behaviour/consent-layer-2.md#one-answer), and the site
 * has something to ask (consent-asked.ts).
 */
export const layer1Shows = (config: SiteConfig): boolean => config.consent.enabled && !layer2Shows(config) && consentAsked(config);

/** The bar's and the tab's settings: the site's `consent` block is a superset of them. */
export const layer1UiSettingsOf = (config: SiteConfig): ConsentUiSettings => ({
  ...config.consent,
  // The policy page of this language's edition (app/lib/site-path.ts).
  button2: { ...config.consent.button2, url: sitePath(config.consent.button2.url) },
});

/**
 * What the settings modal shows besides the bar: its words, the categories and the look
 * (docs/behaviour/consent-layer-1.md#settings-modal). The browser gets it with the modal's
 * own code, when a visitor first opens it (app/config/browser-parts.ts).
 */
export function settingsViewOf(config: SiteConfig): SettingsView {
  const w = config.consentWords.layer1;
  const words: SettingsWords = {
    settingsTitle: w.settingsTitle,
    close: w.close,
    privacyOverviewTitle: w.privacyOverviewTitle,
    privacyOverview: w.privacyOverview,
    showMore: w.showMore,
    showLess: w.showLess,
    alwaysEnabled: w.alwaysEnabled,
    enabled: w.enabled,
    disabled: w.disabled,
    enableAll: w.enableAll,
    disableAll: w.disableAll,
    saveAndAccept: w.saveAndAccept,
    saveNecessaryOnly: w.saveNecessaryOnly,
  };
  const { colours, font, button1, categories } = config.consent;
  return { colours, font, button1, categories: categories.map(({ slug, name, description, locked }) => ({ slug, name, description, locked })), words };
}
