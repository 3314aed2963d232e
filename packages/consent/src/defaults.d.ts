import type { Options as EngineOptions } from "./core/options";
import type { Options as Layer1Options } from "./layer1/options";
import type { BannerPosition } from "./layer2/names";
import type { Options as Layer2Options } from "./layer2/options";
import type { Layer2Texts } from "./layer2/texts";

export { LAYER1_COOKIE_DAYS, LAYER2_COOKIE_DAYS, ruleDefaults } from "./base-defaults.js";
export declare const engineDefaults: EngineOptions;
export declare const layer1Defaults: Layer1Options;
export declare const layer2Texts: Layer2Texts;
export declare const layer2Layouts: {
  readonly long: readonly ["bottom", "top"];
  readonly floating: readonly ["bottom-right", "bottom-left", "top-right", "top-left"];
  readonly modal: readonly ["center"];
};
type Layouts = typeof layer2Layouts;
export declare const layer2Position: <L extends keyof Layouts>(layout: L) => Layouts[L][number];
export declare const layer2Defaults: {
  readonly consentDuration: number;
  readonly defaultAllow: boolean;
  readonly enableScriptBlocking: boolean;
  readonly manualToggleServices: boolean;
  readonly respectGpc: boolean;
  readonly enableSharedConsent: boolean;
  readonly enableConsentBanner: boolean;
  readonly enableConsentFloating: boolean;
  readonly cssUrl: string;
  readonly cssVersion: string;
  readonly bannerLayout: keyof Layouts;
  readonly acceptButtonEnabled: boolean;
  readonly cancelButtonEnabled: boolean;
  readonly preferencesButtonEnabled: boolean;
  readonly placeholderGrant: EngineOptions["placeholderGrant"];
};
type Layer2Settings = Pick<
  typeof layer2Defaults,
  "enableConsentBanner" | "enableConsentFloating" | "bannerLayout" | "acceptButtonEnabled" | "cancelButtonEnabled" | "preferencesButtonEnabled" | "cssUrl" | "cssVersion" | "defaultAllow"
> & { readonly bannerPosition?: BannerPosition };
export declare const layer2BannerOptions: (settings: Layer2Settings) => Omit<Layer2Options, "categories" | "texts">;
