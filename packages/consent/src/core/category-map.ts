/**
 * Slugs that name one purpose in two cookie formats, e.g. `{ analytics: "statistics" }`
 * (layer 1's category and layer 2's): a choice for one is the same choice for the other,
 * so every store writes one decision (docs/decisions/001-consent-engine.md).
 */
export type CategoryMap = Readonly<Record<string, string>>;

/** `slug` and every slug the map links to it, both ways and through chains. */
export function linkedSlugs(map: CategoryMap, slug: string): string[] {
  const group = [slug];
  for (let i = 0; i < group.length; i++) {
    for (const [a, b] of Object.entries(map)) {
      if (a === group[i] && !group.includes(b)) group.push(b);
      if (b === group[i] && !group.includes(a)) group.push(a);
    }
  }
  return group;
}
