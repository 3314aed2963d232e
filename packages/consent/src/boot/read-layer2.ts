import { cookieValues } from "../codecs/cookie-string";
import { WPCONSENT_COOKIE } from "../codecs/wpconsent";
import { readWpConsent } from "../codecs/wpconsent-store";
import { emptyFlags } from "../core/flags";
import type { StoredDecision } from "../core/ports";
import type { CategoryCore } from "../core/types";

/**
 * Layer 2's reading, with the Global Privacy Control signal honoured once
 * (docs/behaviour/consent-layer-2.md#global-privacy-control): with `respect_gpc` on,
 * `navigator.globalPrivacyControl === true`, and no stored choice that already answers
 * the signal — a layer-2 cookie holding `respect_gpc`, or (with both layers) a layer-1
 * answer, which only a visitor's choice writes — the decision is every optional
 * category and service off, as the signal's (`gpc: true`), and no banner shows.
 */
export function readLayer2(
  cookies: ReadonlyMap<string, string>,
  header: string,
  win: Window,
  l2: { readonly categories: readonly CategoryCore[]; readonly slugs?: readonly string[]; readonly gpc?: 1; readonly answeredElsewhere: boolean },
): { reading: StoredDecision; gpc: boolean } {
  const reading = readWpConsent(cookies, l2.categories, { slugs: l2.slugs, copies: cookieValues(header, WPCONSENT_COOKIE) });
  const signal = (win.navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
  const answered = (reading.hasChoice && reading.decision.gpc !== undefined) || l2.answeredElsewhere;
  if (!l2.gpc || !signal || answered) return { reading, gpc: false };
  const categories = emptyFlags();
  const services = emptyFlags();
  for (const c of l2.categories) {
    categories[c.slug] = c.locked;
    for (const s of c.services ?? []) services[s] = c.locked;
  }
  return { reading: { ...reading, decision: { consent: "no", categories, services, gpc: true }, hasChoice: true, stale: false }, gpc: true };
}
