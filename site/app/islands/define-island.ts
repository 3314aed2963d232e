import type { ReactNode } from "react";

/** Props travel through the HTML as JSON, so they must survive JSON.stringify. */
export type IslandProps = Record<string, unknown>;

/**
 * An interactive part of a pre-rendered page (docs/decisions/009-islands.md): the
 * component the page renders at build time and the browser hydrates on its own.
 */
export type IslandDefinition<P extends IslandProps = IslandProps> = {
  /** Key in the island registry, the `data-island` attribute and React's id prefix. */
  readonly name: string;
  readonly Component: (props: P) => ReactNode;
};

export function defineIsland<P extends IslandProps>(name: string, Component: (props: P) => ReactNode): IslandDefinition<P> {
  return { name, Component };
}

/** DOM contract between the pre-rendered wrapper and the browser. */
export const ISLAND_ATTRIBUTE = "data-island";
export const ISLAND_PROPS_ATTRIBUTE = "data-island-props";

/** Each island is its own React root; a prefix keeps their useId values apart. */
export const identifierPrefix = (name: string) => `${name}-`;
