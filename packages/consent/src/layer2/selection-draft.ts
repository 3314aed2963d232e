import type { Flags } from "../core/types";
import type { Layer2CategoryRule } from "./options";

/** The preferences' ticks before Save: nothing is saved until the visitor saves. */
export interface Draft {
  readonly categories: Flags;
  readonly services: Flags;
}

/** A category's box: ticked while any of its services is (or, without services, its own tick); mixed while only some are. */
export interface CategoryBox {
  readonly checked: boolean;
  readonly mixed: boolean;
}

const flags = (entries: [string, boolean][]): Flags => Object.assign(Object.create(null) as Record<string, boolean>, Object.fromEntries(entries));

type Ticks = { readonly categories: Flags; readonly services: Flags };

/**
 * Whether a category's own key stands for its services: it is on and none of them is.
 * A choice made service by service never leaves a category on without one of its
 * services (a category is on while any service is), so this is a choice stored without
 * the services' keys — the plugin's cookie without manual toggles, or a layer-1 answer
 * (docs/behaviour/consent-layer-2.md#cookie).
 */
const standsForServices = (c: Layer2CategoryRule, decision: Ticks) =>
  decision.categories[c.slug] === true && !c.services.some((s) => decision.services[s.slug] === true);

/**
 * The draft the preferences open with: the decision's ticks for layer 2's categories
 * and services, locked ones on, and the services of a category stored without them
 * ticked by it (docs/behaviour/consent-layer-2.md#preferences).
 */
export function draftOf(categories: readonly Layer2CategoryRule[], decision: Ticks): Draft {
  return {
    categories: flags(categories.map((c) => [c.slug, c.locked || decision.categories[c.slug] === true])),
    services: flags(
      categories.flatMap((c) => {
        const all = c.locked || standsForServices(c, decision);
        return c.services.map((s): [string, boolean] => [s.slug, all || decision.services[s.slug] === true]);
      }),
    ),
  };
}

/** Ticking a category ticks every one of its services; untick unticks them. Locked categories do not move. */
export function tickCategory(draft: Draft, category: Layer2CategoryRule, on: boolean): Draft {
  if (category.locked) return draft;
  return {
    categories: flags([...Object.entries(draft.categories), [category.slug, on]]),
    services: flags([...Object.entries(draft.services), ...category.services.map((s): [string, boolean] => [s.slug, on])]),
  };
}

/** Ticking a service; its category is on while any of its services is. */
export function tickService(draft: Draft, category: Layer2CategoryRule, service: string, on: boolean): Draft {
  if (category.locked) return draft;
  const services = flags([...Object.entries(draft.services), [service, on]]);
  return { categories: flags([...Object.entries(draft.categories), [category.slug, category.services.some((s) => services[s.slug])]]), services };
}

export function categoryBox(draft: Draft, category: Layer2CategoryRule): CategoryBox {
  if (category.locked) return { checked: true, mixed: false };
  if (!category.services.length) return { checked: draft.categories[category.slug] === true, mixed: false };
  const on = category.services.filter((s) => draft.services[s.slug]).length;
  return { checked: on > 0, mixed: on > 0 && on < category.services.length };
}
