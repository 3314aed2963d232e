import { defaultLoadChunkOptions, isChunkLoadError, loadChunk, type LoadChunkOptions } from "~/lib/load-chunk";
import { showChunkError } from "./chunk-error";
import { watchAddedElements } from "./dom-watch";
import { ENHANCED_ATTRIBUTE, type EnhancerDefinition, type EnhancerSetup } from "./define-enhancer";
import { createEventStore, type EventStore } from "./event-store";
import { enhancers } from "./enhancers";
import type { StartedParts } from "./start-islands";
import { wake, type Waking, type WakeOptions } from "./wake";

export type Options = {
  /** Enhancer name → definition. @default the site's (every `*.enhancer.ts`) */
  enhancers: Record<string, EnhancerDefinition>;
  /** Give up on an enhancer's code after this long (docs/behaviour/in-page.md#chunk-errors). @default 120000 */
  timeoutMs: number;
  /** How a retry imports a chunk afresh. @default a dynamic import() */
  importUrl: LoadChunkOptions["importUrl"];
  /** Trigger and click-hold settings. @default their own defaults */
  wake: Partial<WakeOptions>;
};

export const defaultOptions: Options = {
  enhancers,
  timeoutMs: defaultLoadChunkOptions.timeoutMs,
  importUrl: defaultLoadChunkOptions.importUrl,
  wake: {},
};

/** Adds or removes `name` in the element's list of live enhancers. */
function mark(element: Element, name: string, { live }: { live: boolean }) {
  const names = (element.getAttribute(ENHANCED_ATTRIBUTE) ?? "").split(" ").filter((n) => n && n !== name);
  if (live) names.push(name);
  if (names.length > 0) element.setAttribute(ENHANCED_ATTRIBUTE, names.join(" "));
  else element.removeAttribute(ENHANCED_ATTRIBUTE);
}

type Enhancer = { scan(root: ParentNode): Promise<void>[]; destroy(): void };

/**
 * One enhancer on the page: every matching element is armed with the trigger; the code
 * loads once, when the first of them wakes, and upgrades each element that has woken.
 * A failed load shows one chunk error (not one per element) whose Retry loads again.
 */
function startEnhancer(name: string, definition: EnhancerDefinition, o: Options): Enhancer {
  const armed = new Map<HTMLElement, Waking>();
  const live = new Map<HTMLElement, EventStore>();
  let waiting: HTMLElement[] = [];
  let code: Promise<EnhancerSetup> | undefined;
  let removeError: (() => void) | undefined;

  function upgrade(element: HTMLElement, setup: EnhancerSetup) {
    const store = createEventStore();
    try {
      const cleanup = setup(element, { store });
      if (cleanup) store.defer(cleanup);
      live.set(element, store);
      mark(element, name, { live: true });
    } catch (error) {
      store.clear();
      console.error(`Enhancer "${name}" failed on an element.`, error, element);
    }
  }

  /** Loads the code (once) and upgrades every element woken so far; `element` has just woken. */
  async function awaken(element?: HTMLElement): Promise<void> {
    if (element) waiting.push(element);
    try {
      code ??= loadChunk(definition.load, { timeoutMs: o.timeoutMs, importUrl: o.importUrl }).then((module) => module.default);
      const setup = await code;
      const woken = waiting;
      waiting = [];
      for (const each of woken) if (each.isConnected) upgrade(each, setup);
    } catch (error) {
      code = undefined;
      if (!isChunkLoadError(error)) {
        waiting = [];
        return void console.error(`Enhancer "${name}" failed to start.`, error);
      }
      removeError ??= showChunkError(waiting[0] ?? element!, error, () => {
        removeError = undefined;
        void awaken();
      });
    }
  }

  return {
    scan(root) {
      const found = Array.from(root.querySelectorAll<HTMLElement>(definition.selector));
      if (root instanceof HTMLElement && root.matches(definition.selector)) found.unshift(root);
      return found
        .filter((element) => !armed.has(element))
        .map((element) => {
          const waking = wake(element, definition.trigger, () => awaken(element), o.wake);
          armed.set(element, waking);
          return waking.settled;
        });
    },
    destroy() {
      for (const waking of armed.values()) waking.destroy();
      for (const [element, store] of live) {
        store.clear();
        mark(element, name, { live: false });
      }
      armed.clear();
      live.clear();
      waiting = [];
      removeError?.();
    },
  };
}

/**
 * Starts every enhancer on the elements it matches under `root`, now and when content is
 * added later (docs/decisions/011-island-triggers-and-enhancers.md).
 */
export function startEnhancers(root: Document | Element, options: Partial<Options> = {}): StartedParts {
  const o = { ...defaultOptions, ...options };
  const running = Object.entries(o.enhancers).map(([name, definition]) => ({ definition, enhancer: startEnhancer(name, definition, o) }));
  const atLoad = running.flatMap(({ definition, enhancer }) => {
    const settled = enhancer.scan(root);
    return definition.trigger === "load" ? settled : [];
  });
  const body = root instanceof Document ? root.body : root;
  const unwatch = watchAddedElements(body, (added) => running.forEach(({ enhancer }) => enhancer.scan(added)));
  return {
    ready: Promise.all(atLoad).then(() => undefined),
    destroy() {
      unwatch();
      for (const { enhancer } of running) enhancer.destroy();
    },
  };
}
