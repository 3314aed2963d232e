import { renderToString } from "react-dom/server";
import { byName } from "./by-name";
import {
  identifierPrefix,
  ISLAND_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  ISLAND_TRIGGER_ATTRIBUTE,
  type IslandDefinition,
  type IslandModule,
  type IslandProps,
} from "./define-island";

// The same files as the browser's registry, read at once: pre-rendering needs each
// definition's name, which is its file's.
const definitions = byName(
  import.meta.glob<IslandModule>(["../**/*.island.tsx", "!**/__fixtures__/**"], { eager: true }),
  ".island.tsx",
);

function nameOf(definition: IslandDefinition<never>): string {
  const found = Object.entries(definitions).find(([, module]) => module.default === definition);
  if (!found) throw new Error("An island must be the default export of a *.island.tsx file under site/app.");
  return found[0];
}

type IslandElementProps<P extends IslandProps> = {
  of: IslandDefinition<P>;
  props: P;
  /** Only for a definition that is not in a `*.island.tsx` file (unit tests). @default its file's name */
  name?: string;
};

/**
 * Pre-renders an island as its own React root inside a `display: contents` wrapper, so
 * the browser's `hydrateRoot` on that wrapper sees exactly the tree (and useId values)
 * the build produced. The wrapper carries the island's name, props and trigger. Only
 * pre-rendering uses this; the browser never renders it.
 */
export function Island<P extends IslandProps>({ of, props, name = nameOf(of as IslandDefinition<never>) }: IslandElementProps<P>) {
  const { Component, trigger } = of;
  const html = renderToString(<Component {...props} />, { identifierPrefix: identifierPrefix(name) });
  const attributes = { [ISLAND_ATTRIBUTE]: name, [ISLAND_TRIGGER_ATTRIBUTE]: trigger, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) };
  return <div className="island" {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
}
