import type { z } from "zod";
import type { ConsentConfig } from "./consent-config";
import type { Layer2Config } from "./consent2-config";

/**
 * Checks what joins the two layers (docs/behaviour/consent-layer-2.md#one-answer), which
 * neither layer's schema can check alone: with both on, the category map links a layer-1
 * category to a layer-2 one, and Consent Mode's signals name categories that exist.
 */
export function checkConsentBridge(value: { consent: ConsentConfig; layer2: Layer2Config }, ctx: z.RefinementCtx): void {
  const { consent, layer2 } = value;
  if (!layer2.enabled) return;
  const one = new Set(consent.enabled ? consent.categories.map((c) => c.slug) : []);
  const two = new Set(layer2.categories.map((c) => c.slug));
  const list = (set: Set<string>) => [...set].join(", ") || "none configured";
  if (consent.enabled) {
    for (const [from, to] of Object.entries(layer2.categoryMap)) {
      const path = ["layer2", "categoryMap", from];
      if (!one.has(from)) ctx.addIssue({ code: "custom", path, message: `"${from}" is not one of layer 1's categories (${list(one)})` });
      else if (!two.has(to)) ctx.addIssue({ code: "custom", path, message: `"${to}" is not one of layer 2's categories (${list(two)})` });
    }
  }
  if (!layer2.consentMode.enabled) return;
  const known = new Set([...one, ...two]);
  // The default map names both layers' usual slugs, so a site running one layer keeps it; any other unknown slug is a typo.
  const usual = new Set(["marketing", "advertisement", "statistics", "analytics"]);
  for (const [signal, slugs] of Object.entries(layer2.consentMode.signals)) {
    const typo = (slugs ?? []).find((slug) => !known.has(slug) && !usual.has(slug));
    if (typo) ctx.addIssue({ code: "custom", path: ["layer2", "consentMode", "signals", signal], message: `"${typo}" is not a category of either layer (${list(known)})` });
  }
}
