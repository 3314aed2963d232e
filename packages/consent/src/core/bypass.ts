import type { Decision } from "./types";

/** The query parameter a cookie scanner adds to see every cookie (the plugin's name). */
const BYPASS_PARAM = "cli_bypass";

/**
 * Whether this page view runs with blocking off for a cookie scanner: the parameter
 * carries the site's configured value (none configured: never), and the visitor has not
 * answered — an answer, or a recorded CCPA opt-out choice, is never overridden by a link
 * (docs/behaviour/consent-layer-1.md#bypass).
 */
export function bypassApplies(search: string, value: string, decision: Decision): boolean {
  const answered = decision.consent !== null || decision.ccpaOptout !== undefined;
  return value !== "" && !answered && new URLSearchParams(search).get(BYPASS_PARAM) === value;
}
