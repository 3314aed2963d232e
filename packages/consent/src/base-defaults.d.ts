import type { RuleSettings } from "./core/rules";

export declare const ruleDefaults: RuleSettings;
export declare const LAYER1_COOKIE_DAYS: number;
export declare const LAYER2_COOKIE_DAYS: number;
