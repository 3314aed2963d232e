import type { RuleSettings } from "./core/rules";

export declare const ruleDefaults: RuleSettings;
export declare const LAYER1_COOKIE_DAYS: number;
