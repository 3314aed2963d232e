import type { Options as EngineOptions } from "./core/options";
import type { Options as Layer1Options } from "./layer1/options";

export { LAYER1_COOKIE_DAYS, ruleDefaults } from "./base-defaults.js";
export declare const engineDefaults: EngineOptions;
export declare const layer1Defaults: Layer1Options;
