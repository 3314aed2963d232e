import { z } from "zod";

/**
 * Proof of consent (docs/decisions/028-proof-of-consent.md): each consent event is sent
 * to the site's server and kept in its consent log. On a static host without the server
 * the page sends the same events and nothing records them.
 */
export const consentLogConfigSchema = z
  .strictObject({
    /** Send consent events to the server's consent log. */
    enabled: z.boolean().default(true),
    /** The privacy policy's version, recorded with every event; change it when the policy changes. */
    policyVersion: z.string().trim().min(1).max(40).default("1"),
  })
  .prefault({});
