import { defaultLoadChunkOptions, isChunkLoadError, loadChunk, type LoadChunkOptions } from "~/lib/load-chunk";
import { showChunkError } from "./chunk-error";
import type { HydratedIsland } from "./hydrate-island";
import {
  ISLAND_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  ISLAND_STATE_ATTRIBUTE,
  ISLAND_TRIGGER_ATTRIBUTE,
  type IslandModule,
  type IslandState,
} from "./define-island";
import { islandLoaders } from "./registry";
import { isTrigger, type Trigger } from "./triggers";
import { wake, type WakeOptions } from "./wake";

type Loader = () => Promise<IslandModule>;
type HydrateModule = typeof import("./hydrate-island");

export type Options = {
  /** Island name → its lazily loaded module. @default the site's registry */
  loaders: Record<string, Loader>;
  /**
   * Loads what hydrates an island, React DOM with it: its own chunk, fetched beside the
   * first island that wakes, never before (docs/decisions/035-react-only-where-an-island-needs-it.md).
   * @default a dynamic import of ./hydrate-island
   */
  hydrator: () => Promise<HydrateModule>;
  /**
   * Islands the page needs at once whatever their trigger says, by name: a search results
   * page on a host that did not answer its query; the site's are search/wake-at-load.ts, which
   * entry.client.tsx passes in (the islands' runtime knows no island). @default none
   */
  wakeAtLoad: Record<string, () => boolean>;
  /** Give up on an island's code after this long (docs/behaviour/in-page.md#chunk-errors). @default 120000 */
  timeoutMs: number;
  /** How a retry imports a chunk afresh. @default a dynamic import() */
  importUrl: LoadChunkOptions["importUrl"];
  /** Trigger and click-hold settings. @default their own defaults */
  wake: Partial<WakeOptions>;
};

export const defaultOptions: Options = {
  loaders: islandLoaders,
  hydrator: () => import("./hydrate-island"),
  wakeAtLoad: {},
  timeoutMs: defaultLoadChunkOptions.timeoutMs,
  importUrl: defaultLoadChunkOptions.importUrl,
  wake: {},
};

export type StartedParts = {
  /** Resolves once every part whose trigger is `load` is live or has shown why not. */
  ready: Promise<void>;
  /** Disarms every trigger and unmounts every hydrated island. */
  destroy(): void;
};

type Part = { trigger: Trigger; settled: Promise<void>; destroy(): void };

function readProps(element: HTMLElement, name: string): Record<string, unknown> {
  try {
    return JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? "{}") as Record<string, unknown>;
  } catch (error) {
    console.error(`Island "${name}" has unreadable props.`, error);
    return {};
  }
}

function startIsland(element: HTMLElement, o: Options): Part {
  const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? "";
  const declared = element.getAttribute(ISLAND_TRIGGER_ATTRIBUTE);
  const trigger = o.wakeAtLoad[name]?.() ? "load" : isTrigger(declared) ? declared : "load";
  const setState = (state: IslandState) => element.setAttribute(ISLAND_STATE_ATTRIBUTE, state);
  const load = o.loaders[name];
  if (!load) {
    console.error(`Unknown island "${name}": it stays as pre-rendered HTML.`);
    return { trigger, settled: Promise.resolve(), destroy() {} };
  }
  let root: HydratedIsland | undefined;
  let removeError: (() => void) | undefined;

  async function awaken(): Promise<void> {
    setState("loading");
    try {
      const chunk = { timeoutMs: o.timeoutMs, importUrl: o.importUrl };
      // The island's code and React DOM arrive together, in parallel.
      const [island, hydrate] = await Promise.all([loadChunk(load!, chunk), loadChunk(o.hydrator, chunk)]);
      const Component = island.default.Component as Parameters<HydrateModule["default"]>[2];
      root = await hydrate.default(element, name, Component, readProps(element, name));
      setState("live");
    } catch (error) {
      setState("failed");
      // Code that loaded but failed is a bug to report, not a download to retry.
      if (!isChunkLoadError(error)) return void console.error(`Island "${name}" failed to start.`, error);
      // The pre-rendered HTML stays (its links work) with the chunk error beside it.
      removeError = showChunkError(element, error, () => void awaken());
    }
  }

  setState("waiting");
  const waking = wake(element, trigger, awaken, o.wake);
  return {
    trigger,
    settled: waking.settled,
    destroy() {
      waking.destroy();
      removeError?.();
      root?.unmount();
    },
  };
}

/**
 * Starts every island under `root`: each hydrates as its own React root when its
 * trigger fires (docs/decisions/011-island-triggers-and-enhancers.md). Nothing here
 * imports React: it comes with the first island that wakes. An island whose
 * code fails to load keeps its pre-rendered HTML and gets the chunk error with a Retry
 * beside it, never a blank area.
 */
export function startIslands(root: ParentNode, options: Partial<Options> = {}): StartedParts {
  const o = { ...defaultOptions, ...options };
  const parts = Array.from(root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`), (element) => startIsland(element, o));
  return {
    ready: Promise.all(parts.filter((part) => part.trigger === "load").map((part) => part.settled)).then(() => undefined),
    destroy: () => parts.forEach((part) => part.destroy()),
  };
}
