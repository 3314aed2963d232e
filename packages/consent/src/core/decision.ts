import { emptyFlags, withFlags } from "./flags";
import type { CategoryCore, Decision, Flags } from "./types";

/** The decision of a visitor who has not chosen yet: every category at its default. */
export function defaultDecision(categories: readonly CategoryCore[]): Decision {
  const flags = emptyFlags();
  const services = emptyFlags();
  for (const c of categories) {
    flags[c.slug] = c.defaultEnabled;
    for (const s of c.services ?? []) services[s] = c.defaultEnabled;
  }
  return { consent: null, categories: flags, services };
}

/** Turns one category on or off; locked categories stay on (spec §5). */
export function setCategory(decision: Decision, category: CategoryCore, on: boolean): Decision {
  if (category.locked) return decision;
  const services = emptyFlags();
  for (const s of category.services ?? []) services[s] = on;
  return {
    ...decision,
    categories: withFlags(decision.categories, { [category.slug]: on }),
    services: withFlags(decision.services, services),
  };
}

/** Enable-all / disable-all: every category except locked ones (spec §4). */
export function setAllCategories(decision: Decision, categories: readonly CategoryCore[], on: boolean): Decision {
  return categories.reduce((d, c) => setCategory(d, c, on), decision);
}

/**
 * The categories a decision allows: locked ones always, the others only once the
 * visitor said yes and left them enabled (blocking and CCPA are applied by `rules`).
 */
export function allowedCategories(decision: Decision, categories: readonly CategoryCore[]): string[] {
  return categories
    .filter((c) => c.locked || (decision.consent === "yes" && decision.categories[c.slug] === true))
    .map((c) => c.slug);
}

/** Copies stored category values over the defaults, ignoring slugs no longer configured. */
export function mergeStoredCategories(decision: Decision, stored: Flags, categories: readonly CategoryCore[]): Decision {
  let next = decision;
  for (const c of categories) {
    const value = stored[c.slug];
    if (typeof value === "boolean") next = setCategory(next, c, value);
  }
  return next;
}
