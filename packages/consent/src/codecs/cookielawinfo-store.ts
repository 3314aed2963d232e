import type { CookieJar, DecisionStore, SaveParts, StoreFactory } from "../core/ports";
import type { CategoryCore, Decision } from "../core/types";
import {
  ACCEPT_COOKIE,
  PREFERENCE_COOKIE,
  categoryCookie,
  cookieLawInfoRaw,
  formatYesNo,
  parsePreference,
  serializePreference,
} from "./cookielawinfo";

interface CookieLawInfoStoreOptions {
  /** Written as `ver`; a record under another version is stale. @default undefined (no versioning) */
  readonly version?: string | number;
  /** The engine's category slugs this format records. @default every category */
  readonly categories?: readonly string[];
}

/** The layer-1 store (docs/behaviour/consent-layer-1.md#cookies), for an engine's `stores`; its reader is `readCookieLawInfo`. */
export function cookieLawInfoStore(options: CookieLawInfoStoreOptions = {}): StoreFactory {
  return (jar, all) => createCookieLawInfoStore(jar, options.categories ? all.filter((c) => options.categories!.includes(c.slug)) : all, options.version);
}

function createCookieLawInfoStore(jar: CookieJar, categories: readonly CategoryCore[], version: string | number | undefined): DecisionStore {
  return {
    save(decision: Decision, parts: SaveParts) {
      if (parts.categories) {
        const mine = (slug: string) => categories.some((c) => c.slug === slug);
        const slugs = parts.categories === true ? categories.map((c) => c.slug) : parts.categories.filter(mine);
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
    raw: () => cookieLawInfoRaw((name) => jar.read(name), categories.map((c) => c.slug)),
  };
}
