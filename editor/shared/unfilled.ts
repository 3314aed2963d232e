/**
 * What a draft may leave to fill in (docs/behaviour/page-builder.md#drafts): a field that
 * is absent, blank or an empty list. A draft is not on the site, so a field it lacks waits
 * until the draft is marked ready; a field it holds must already be right.
 */
function unfilled(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "") || (Array.isArray(value) && value.length === 0);
}

/** Whether the field at `path` (`["images", 0, "alt"]`) in `data` is still to fill in, or lies inside one that is. */
export function stillToFill(data: unknown, path: readonly (string | number)[] | undefined): boolean {
  if (!path || path.length === 0) return false;
  let value: unknown = data;
  for (const key of path) {
    if (unfilled(value)) return true;
    value = typeof value === "object" && value !== null ? (value as Record<string | number, unknown>)[key] : undefined;
  }
  return unfilled(value);
}
