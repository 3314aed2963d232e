import type { CcpaType, ConsentAnswer } from "./types";

type CcpaSettings = { readonly ccpaEnabled: boolean; readonly ccpaType: CcpaType; readonly ccpaBarEnabled: boolean };

export declare const mayRun: (decision: { readonly consent: ConsentAnswer }, defaultAllow?: boolean) => boolean;
export declare const ccpaOnly: (settings: CcpaSettings) => boolean;
export declare const ccpaWithoutBar: (settings: CcpaSettings) => boolean;
export declare const ccpaControl: (settings: CcpaSettings) => boolean;
export declare const STRICTLY_ENABLED_SLUGS: readonly string[];
export declare const isStrictlyEnabled: (category: { readonly slug: string; readonly locked?: boolean }) => boolean;
