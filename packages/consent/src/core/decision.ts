import { emptyFlags, withFlags } from "./flags";
import { mayRun } from "./predicates.js";
import type { CategoryCore, Decision } from "./types";

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

/** Turns one category and all its services on or off; locked categories stay on (docs/behaviour/consent-layer-1.md#categories). */
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

/** Turns one service on or off; its category is on while any of its services is. */
export function setService(decision: Decision, category: CategoryCore, service: string, on: boolean): Decision {
  if (category.locked) return decision;
  const services = withFlags(decision.services, { [service]: on });
  const anyOn = (category.services ?? []).some((s) => services[s] === true);
  return { ...decision, services, categories: withFlags(decision.categories, { [category.slug]: anyOn }) };
}

/**
 * Grants one service on its own (a consent placeholder's accept,
 * docs/behaviour/consent-layer-2.md#frames): its category keeps its value, so the
 * category's other services stay as they were. Locked categories are left as they are.
 */
export function grantService(decision: Decision, category: CategoryCore, service: string): Decision {
  if (category.locked) return decision;
  return { ...decision, services: withFlags(decision.services, { [service]: true }) };
}

/**
 * The categories a decision allows: locked ones always; the others once the visitor said
 * yes and left them enabled, or, in opt-out mode (layer 2's `default_allow`), while the
 * visitor has not answered and they are enabled by default (blocking and CCPA are applied
 * by `rules`; docs/behaviour/consent-layer-2.md#opt-in-and-opt-out).
 */
export function allowedCategories(decision: Decision, categories: readonly CategoryCore[], defaultAllow = false): string[] {
  const running = mayRun(decision, defaultAllow);
  return categories.filter((c) => c.locked || (running && decision.categories[c.slug] === true)).map((c) => c.slug);
}
