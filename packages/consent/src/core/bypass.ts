/** Query parameter that turns blocking off for one page view (compat.md; only the value "1"). */
export const BYPASS_PARAM = "cli_bypass";

/** Whether the query string asks for bypass (URLSearchParams accepts any string). */
export function hasBypass(search: string, param = BYPASS_PARAM): boolean {
  return new URLSearchParams(search).get(param) === "1";
}
