import type { Flags } from "./types";

/** An empty per-slug record with no prototype (see `Flags`). */
export function emptyFlags(): Record<string, boolean> {
  return Object.create(null) as Record<string, boolean>;
}

/** A copy of `flags` with `changes` applied, still prototype-free. */
export function withFlags(flags: Flags, changes: Flags): Flags {
  return Object.assign(emptyFlags(), flags, changes);
}
