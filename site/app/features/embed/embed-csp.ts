import type { Layer2Config } from "../../config/consent2-config";

/**
 * The hosts layer 2's services declare, for `frame-src`: their frames load only after
 * consent, through the frame placeholders (docs/behaviour/consent-layer-2.md#frames).
 */
export function consentFrameOrigins(layer2: Layer2Config): string[] {
  if (!layer2.enabled) return [];
  return layer2.categories.flatMap((c) => c.services.flatMap((s) => s.hosts.map((host) => `https://${host}`)));
}
