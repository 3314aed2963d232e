import { linkedSlugs, type CategoryMap } from "./category-map";
import { setCategory, setService } from "./decision";
import type { CategoryCore, Decision } from "./types";

/** Which categories and services an accept or deny is about. */
export interface Selection {
  /** Category slugs, or every category. @default "all" when `services` is not given either */
  readonly categories?: "all" | readonly string[];
  /** Service slugs, or every service. @default none */
  readonly services?: "all" | readonly string[];
}

/**
 * Turns the selected categories (with every category the map links to them) and the
 * selected services on or off. Locked categories and unknown slugs are left as they are.
 */
export function applySelection(
  decision: Decision,
  selection: Selection,
  on: boolean,
  context: { readonly categories: readonly CategoryCore[]; readonly map: CategoryMap },
): Decision {
  const { categories, map } = context;
  const bySlug = new Map(categories.map((c) => [c.slug, c]));
  const wanted = selection.categories ?? (selection.services === undefined ? "all" : []);
  const slugs = wanted === "all" ? categories.map((c) => c.slug) : wanted.flatMap((slug) => linkedSlugs(map, slug));
  let next = slugs.reduce((d, slug) => {
    const category = bySlug.get(slug);
    return category ? setCategory(d, category, on) : d;
  }, decision);
  const services = selection.services === "all" ? categories.flatMap((c) => c.services ?? []) : (selection.services ?? []);
  for (const service of services) {
    const category = categories.find((c) => c.services?.includes(service));
    if (!category) continue;
    next = setService(next, category, service, on);
    // The service's category may have changed: categories linked to it follow.
    next = setLinked(next, category.slug, context);
  }
  return next;
}

/** Gives every category the map links to each of `slugs` the value that slug has (AnswerOptions `leading`). */
export function followLinked(decision: Decision, slugs: readonly string[], context: { readonly categories: readonly CategoryCore[]; readonly map: CategoryMap }): Decision {
  return slugs.reduce((d, slug) => setLinked(d, slug, context), decision);
}

/** Gives every category linked to `slug` the value `slug` has. */
function setLinked(decision: Decision, slug: string, context: { readonly categories: readonly CategoryCore[]; readonly map: CategoryMap }): Decision {
  const on = decision.categories[slug] === true;
  return linkedSlugs(context.map, slug)
    .slice(1)
    .reduce((d, other) => {
      const category = context.categories.find((c) => c.slug === other);
      return category && d.categories[other] !== on ? setCategory(d, category, on) : d;
    }, decision);
}
