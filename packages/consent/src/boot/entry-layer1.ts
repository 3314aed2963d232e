/**
 * Entry of the layer-1 boot bundle (scripts/build-boot.mjs). The identifier below is
 * left free by the bundler and replaced by the JSON config in `renderBootScript`.
 */
import type { EmbeddedConfig } from "./config";
import { bootLayer1 } from "./layer1";

declare const __VITRINE_CONSENT_CONFIG__: EmbeddedConfig;

bootLayer1(__VITRINE_CONSENT_CONFIG__, window);
