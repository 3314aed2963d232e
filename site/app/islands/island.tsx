import { renderToString } from "react-dom/server";
import { identifierPrefix, ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, type IslandDefinition, type IslandProps } from "./define-island";

export type IslandElementProps<P extends IslandProps> = {
  of: IslandDefinition<P>;
  props: P;
};

/**
 * Pre-renders an island as its own React root inside a `display: contents` wrapper, so
 * the browser's `hydrateRoot` on that wrapper sees exactly the tree (and useId values)
 * the build produced. Only pre-rendering uses this; the browser never renders it.
 */
export function Island<P extends IslandProps>({ of, props }: IslandElementProps<P>) {
  const { name, Component } = of;
  const html = renderToString(<Component {...props} />, { identifierPrefix: identifierPrefix(name) });
  return (
    <div
      className="island"
      {...{ [ISLAND_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
