import type { CookieJar, DecisionStore, SaveParts } from "../core/ports";
import type { CategoryCore, Decision } from "../core/types";
import {
  ACCEPT_COOKIE,
  PREFERENCE_COOKIE,
  categoryCookie,
  formatYesNo,
  parsePreference,
  readCookieLawInfo,
  serializePreference,
} from "./cookielawinfo";

/** Layer-1 `DecisionStore` over a cookie jar (compat.md "Layer 1" cookies). */
export function createCookieLawInfoStore(
  jar: CookieJar,
  categories: readonly CategoryCore[],
  version: string | number | undefined,
): DecisionStore {
  return {
    load: () => readCookieLawInfo(jar.readAll(), categories),
    save(decision: Decision, parts: SaveParts) {
      if (parts.categories) {
        const slugs = parts.categories === true ? categories.map((c) => c.slug) : parts.categories;
        for (const slug of slugs) jar.write(categoryCookie(slug), formatYesNo(decision.categories[slug] === true));
      }
      if (parts.summary) {
        const existing = parsePreference(jar.read(PREFERENCE_COOKIE));
        jar.write(PREFERENCE_COOKIE, serializePreference(decision, categories, version, existing));
      }
      if (parts.answer && decision.consent) jar.write(ACCEPT_COOKIE, decision.consent);
    },
    forget(parts) {
      if (parts.answer) jar.erase(ACCEPT_COOKIE);
      if (parts.summary) jar.erase(PREFERENCE_COOKIE);
    },
  };
}
