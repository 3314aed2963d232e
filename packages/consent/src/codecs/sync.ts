import { fingerprint } from "../core/reading";

/**
 * The engine's own record of what it last wrote in every format, so a page view can tell
 * which of two disagreeing records changed since (docs/decisions/020-consent-layer-2-and-the-bridge.md#newer-wins):
 * the fingerprints of each store's record, in the stores' order, joined by dots.
 */
export const SYNC_COOKIE = "vitrine_consent_sync";

export const formatSync = (raws: readonly string[]): string => raws.map(fingerprint).join(".");

/** The recorded fingerprints, or undefined without a record. Never throws: anything else reads as no record. */
export const parseSync = (raw: string | undefined): string[] | undefined => (raw && /^[0-9a-z.]+$/.test(raw) ? raw.split(".") : undefined);
