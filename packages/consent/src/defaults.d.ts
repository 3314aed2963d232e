import type { Options as EngineOptions } from "./core/options";
import type { Options as Layer1Options } from "./layer1/options";
import type { Layer2Texts } from "./layer2/texts";

export { LAYER1_COOKIE_DAYS, ruleDefaults } from "./base-defaults.js";
export declare const engineDefaults: EngineOptions;
export declare const layer1Defaults: Layer1Options;
export declare const layer2Texts: Layer2Texts;
export declare const layer2Layouts: {
  readonly long: readonly ["bottom", "top"];
  readonly floating: readonly ["bottom-right", "bottom-left", "top-right", "top-left"];
  readonly modal: readonly ["center"];
};
