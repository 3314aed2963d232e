// @ts-check
/**
 * The consent log's visitor hash (docs/decisions/028-proof-of-consent.md): SHA-256 of
 * the day's salt, the visitor's address and their browser's user agent. The salt is
 * random, shared by every server instance through the database, and deleted when the
 * day is over, so a stored hash can show that two events came from the same browser on
 * the same day, but nobody — the site owner included — can recompute it from an
 * address afterwards. The address itself is never stored.
 */
import { createHash } from "node:crypto";

/** The salt's period: the UTC day. @param {number} now */
export const saltPeriod = (now) => new Date(now).toISOString().slice(0, 10);

/** @param {{ salt: string, address: string, userAgent: string }} parts */
export function visitorHash({ salt, address, userAgent }) {
  return createHash("sha256").update(`${salt}\n${address}\n${userAgent}`).digest("base64url");
}
