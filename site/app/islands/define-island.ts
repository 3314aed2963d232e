import type { ReactNode } from "react";
import type { Trigger } from "./triggers";

/** Props travel through the HTML as JSON, so they must survive JSON.stringify. */
export type IslandProps = Record<string, unknown>;

export type IslandOptions = {
  /** When the browser loads and hydrates it (docs/behaviour/in-page.md#triggers). @default "load" */
  trigger: Trigger;
};

const defaultIslandOptions: IslandOptions = { trigger: "load" };

/**
 * An interactive part of a pre-rendered page (docs/decisions/009-islands.md, 011): the
 * component the page renders at build time and the browser hydrates on its own, as its
 * own chunk, when its trigger fires. It is the default export of a `*.island.tsx` file,
 * whose name is the island's name.
 */
export type IslandDefinition<P extends IslandProps = IslandProps> = IslandOptions & {
  readonly Component: (props: P) => ReactNode;
};

export function defineIsland<P extends IslandProps>(
  Component: (props: P) => ReactNode,
  options: Partial<IslandOptions> = {},
): IslandDefinition<P> {
  return { ...defaultIslandOptions, ...options, Component };
}

/** An island's chunk: its module, whose default export is the definition. */
export type IslandModule = { default: IslandDefinition<never> };

/** DOM contract between the pre-rendered wrapper and the browser. */
export const ISLAND_ATTRIBUTE = "data-island";
export const ISLAND_PROPS_ATTRIBUTE = "data-island-props";
export const ISLAND_TRIGGER_ATTRIBUTE = "data-island-trigger";
/** Written by the browser: `waiting`, `loading`, `live` or `failed` (what tests wait for). */
export const ISLAND_STATE_ATTRIBUTE = "data-island-state";
export type IslandState = "waiting" | "loading" | "live" | "failed";

/** Each island is its own React root; a prefix keeps their useId values apart. */
export const identifierPrefix = (name: string) => `${name}-`;
