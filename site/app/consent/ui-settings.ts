import type { ConsentUiSettings } from "@vitrine/consent/react";
import type { ConsentConfig } from "./consent-config";

/**
 * Whether the CCPA control shows (compat.md "CCPA"): ccpaEnabled and a ccpa type;
 * region-based sites ask the pluggable region lookup, whose default says "unknown",
 * which means show.
 */
export function showsCcpa(config: ConsentConfig, region: "inside" | "outside" | "unknown" = "unknown"): boolean {
  if (!config.ccpaEnabled || config.ccpaType === "gdpr") return false;
  return !config.ccpaRegionBased || region !== "outside";
}

/** The site's consent config → what the UI reads. */
export function toUiSettings(config: ConsentConfig): ConsentUiSettings {
  return {
    ...config,
    // The CCPA-only mode with the bar disabled never shows the bar (compat.md "CCPA").
    customIntegration: config.customIntegration || (config.ccpaType === "ccpa" && !config.ccpaBarEnabled),
    showCcpa: showsCcpa(config),
  };
}
