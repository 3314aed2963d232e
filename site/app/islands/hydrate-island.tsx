import { useEffect, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { identifierPrefix } from "./define-island";

/** Renders nothing of its own; tells when React has committed the hydrated island. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

/** A hydrated island's root. */
export type HydratedIsland = { unmount(): void };

/**
 * Hydrates one island's pre-rendered HTML as its own React root and resolves once React
 * has committed it (or the component threw: that is reported and the page goes on). This
 * module, with React DOM, is its own chunk, loaded beside the first island that wakes:
 * no page loads React DOM before an island needs it
 * (docs/decisions/035-react-only-where-an-island-needs-it.md).
 */
export default function hydrateIsland(element: HTMLElement, name: string, Component: (props: Record<string, unknown>) => ReactNode, props: Record<string, unknown>): Promise<HydratedIsland> {
  return new Promise((hydrated) => {
    const tree = (
      <Committed onCommit={() => hydrated(root)}>
        <Component {...props} />
      </Committed>
    );
    const root = hydrateRoot(element, tree, {
      identifierPrefix: identifierPrefix(name),
      // A component that throws never commits: report it and let the page go on.
      onUncaughtError: (error) => {
        console.error(`Island "${name}" failed to render.`, error);
        hydrated(root);
      },
    });
  });
}
