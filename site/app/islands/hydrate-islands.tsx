import { useEffect, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { defaultLoadChunkOptions, isChunkLoadError, loadChunk, type LoadChunkOptions } from "~/lib/load-chunk";
import { ChunkErrorMessage } from "~/theme/behaviours/chunk-error-message";
import { identifierPrefix, ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from "./define-island";
import { islandLoaders, type IslandModule } from "./registry";

type Loader = () => Promise<IslandModule>;

export type Options = {
  /** Island name → its lazily loaded definition. @default the site's registry */
  loaders: Record<string, Loader>;
  /** Give up on an island's code after this long (spec §9: 120 s). @default 120000 */
  timeoutMs: number;
  /** How a retry imports a chunk afresh. @default a dynamic import() */
  importUrl: LoadChunkOptions["importUrl"];
};

export const defaultOptions: Options = {
  loaders: islandLoaders,
  timeoutMs: defaultLoadChunkOptions.timeoutMs,
  importUrl: defaultLoadChunkOptions.importUrl,
};

function readProps(element: HTMLElement): Record<string, unknown> {
  try {
    return JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? "{}") as Record<string, unknown>;
  } catch (error) {
    console.error(`Island "${element.getAttribute(ISLAND_ATTRIBUTE)}" has unreadable props.`, error);
    return {};
  }
}

/**
 * Hydrates every island under `root`, each as its own React root. An island whose code
 * fails to load keeps its pre-rendered HTML (its links still work) and gets the chunk
 * error with a Retry next to it (spec §8), never a blank area. Resolves once every
 * island has hydrated or failed.
 */
export function hydrateIslands(root: ParentNode, options: Partial<Options> = {}): Promise<void> {
  const o = { ...defaultOptions, ...options };
  const elements = Array.from(root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`));
  return Promise.all(elements.map((element) => hydrateOne(element, o))).then(() => undefined);
}

async function hydrateOne(element: HTMLElement, o: Options): Promise<void> {
  const { loaders, timeoutMs, importUrl } = o;
  const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? "";
  const load = loaders[name];
  if (!load) {
    console.error(`Unknown island "${name}": it stays as pre-rendered HTML.`);
    return;
  }
  try {
    const island = (await loadChunk(load, { timeoutMs, importUrl })).default;
    const Component = island.Component as (props: Record<string, unknown>) => ReactNode;
    await new Promise<void>((hydrated) => {
      const tree = (
        <Committed onCommit={hydrated}>
          <Component {...readProps(element)} />
        </Committed>
      );
      hydrateRoot(element, tree, {
        identifierPrefix: identifierPrefix(name),
        // A component that throws never commits: report it and let the page go on.
        onUncaughtError: (error) => {
          console.error(`Island "${name}" failed to render.`, error);
          hydrated();
        },
      });
    });
  } catch (error) {
    // Code that loaded but failed is a bug to report, not a download to retry.
    if (!isChunkLoadError(error)) return void console.error(`Island "${name}" failed to start.`, error);
    showChunkError(element, error, () => hydrateOne(element, o));
  }
}

/** Renders nothing of its own; tells when React has committed the hydrated island. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

function showChunkError(element: HTMLElement, error: unknown, retry: () => Promise<void>) {
  const host = document.createElement("div");
  host.className = "island-error";
  element.after(host);
  const root = createRoot(host);
  const onRetry = () => {
    root.unmount();
    host.remove();
    void retry();
  };
  root.render(<ChunkErrorMessage error={error} retry={onRetry} />);
}
