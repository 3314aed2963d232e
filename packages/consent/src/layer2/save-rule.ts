import type { ConsentSnapshot } from "../core/snapshot";
import type { Flags } from "../core/types";
import type { Layer2CategoryRule } from "./options";

/**
 * Whether saving `next` must clear every cookie and reload (docs/behaviour/consent-layer-2.md#saving):
 * when it withdraws anything that may run now — a tag that ran cannot be unloaded — or,
 * in opt-out mode, when it leaves anything optional off. A choice that only grants more
 * never reloads: the deliberate difference from the plugin, which reloads on any change.
 */
export function saveReloads(
  now: ConsentSnapshot,
  next: { readonly categories: Flags; readonly services: Flags },
  categories: readonly Layer2CategoryRule[],
  rules: { readonly defaultAllow: boolean; readonly manualServices: boolean },
): boolean {
  const optional = categories.filter((c) => !c.locked);
  const allowsAfter = (c: Layer2CategoryRule, service?: string) =>
    service !== undefined && rules.manualServices ? next.services[service] === true : next.categories[c.slug] === true;
  const withdraws = optional.some(
    (c) =>
      (now.unlocks({ category: c.slug }) && !allowsAfter(c)) ||
      c.services.some((s) => now.unlocks({ category: c.slug, service: s.slug }) && !allowsAfter(c, s.slug)),
  );
  const leavesOff = rules.defaultAllow && optional.some((c) => !allowsAfter(c) || c.services.some((s) => !allowsAfter(c, s.slug)));
  return withdraws || leavesOff;
}
