/**
 * Entry of the inlined boot bundle (scripts/build-boot.mjs). The identifier below is
 * left free by the bundler and replaced by the JSON config in `renderBootScript`.
 */
import type { BootConfig } from "./boot-config";
import { boot } from "./boot";

declare const __VITRINE_CONSENT_CONFIG__: Partial<BootConfig> & Pick<BootConfig, "categories">;

boot(__VITRINE_CONSENT_CONFIG__, window);
