import { isStrictlyEnabled } from "./predicates.js";
import type { Category, CategoryConfig, CategoryCore, CookieRef } from "./types";

export { STRICTLY_ENABLED_SLUGS } from "./predicates.js";

const cookieName = (ref: CookieRef): string => (typeof ref === "string" ? ref : ref.name);

/**
 * Fills every optional field of the configured categories. `necessary` is locked
 * even if the config forgets to say so (docs/behaviour/consent-layer-1.md#categories: necessary categories cannot be
 * turned off); a locked category is always enabled.
 */
export function normaliseCategories(configs: readonly CategoryConfig[]): Category[] {
  const seen = new Set<string>();
  return configs.map((c) => {
    if (seen.has(c.slug)) throw new Error(`Consent category "${c.slug}" is configured twice.`);
    seen.add(c.slug);
    const locked = isStrictlyEnabled(c);
    return {
      slug: c.slug,
      name: c.name ?? c.slug,
      description: c.description ?? "",
      defaultEnabled: locked || Boolean(c.defaultEnabled),
      locked,
      cookies: (c.cookies ?? []).map(cookieName),
      services: (c.services ?? []).map((s) => s.slug),
    };
  });
}

/**
 * The plugin's `nn_cookie_ids`: every cookie of a category that can be turned off.
 * Erased on reject, on the delete link and on consent-version renewal.
 */
export function nonNecessaryCookies(categories: readonly CategoryCore[]): string[] {
  return categories.filter((c) => !c.locked).flatMap((c) => c.cookies);
}
