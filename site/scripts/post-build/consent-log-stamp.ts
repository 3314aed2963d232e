import { createHash } from "node:crypto";
import type { SiteConfig } from "../../app/config/site-config";

/**
 * What the server records with each consent event (docs/decisions/028-proof-of-consent.md):
 * the policy version, and a hash of every consent setting the pages were built with — the
 * notices' texts and buttons, the categories and services — so an event can be matched to
 * the exact wording the visitor was shown (keep the config's history to show it).
 */
export function consentLogStamp(config: SiteConfig): { policyVersion: string; bannerHash: string } {
  // Every consent block (the first layer's and any other layer's), in a stable order.
  const consent = Object.fromEntries(Object.entries(config).filter(([key]) => key.startsWith("consent") && key !== "consentLog").sort(([a], [b]) => a.localeCompare(b)));
  const bannerHash = createHash("sha256").update(JSON.stringify(consent)).digest("hex");
  return { policyVersion: config.consentLog.policyVersion, bannerHash };
}
