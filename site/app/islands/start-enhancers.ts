import { defaultLoadChunkOptions, isChunkLoadError, loadChunk, type LoadChunkOptions } from "~/lib/load-chunk";
import { showChunkError } from "~/theme/behaviours/chunk-error";
import { watchAddedElements } from "~/theme/behaviours/dom-watch";
import { ENHANCED_ATTRIBUTE, type EnhancerDefinition, type EnhancerSetup } from "./define-enhancer";
import { createEventStore, type EventStore } from "./event-store";
import { enhancers } from "./enhancers";
import type { StartedParts } from "./start-islands";
import { wake, type Waking, type WakeOptions } from "./wake";

export type Options = {
  /** Enhancer name → definition. @default the site's (every `*.enhancer.ts`) */
  enhancers: Record<string, EnhancerDefinition>;
  /** Give up on an enhancer's code after this long (spec §9: 120 s). @default 120000 */
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

function mark(element: Element, name: string, live: boolean) {
  const names = new Set((element.getAttribute(ENHANCED_ATTRIBUTE) ?? "").split(" ").filter(Boolean));
  if (live) names.add(name);
  else names.delete(name);
  if (names.size > 0) element.setAttribute(ENHANCED_ATTRIBUTE, [...names].join(" "));
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
  const waiting = new Set<HTMLElement>();
  let code: Promise<EnhancerSetup> | undefined;
  let removeError: (() => void) | undefined;

  const fetchCode = () =>
    (code ??= loadChunk(definition.load, { timeoutMs: o.timeoutMs, importUrl: o.importUrl }).then(
      (module) => module.default,
      (error: unknown) => {
        code = undefined;
        throw error;
      },
    ));

  function upgrade(element: HTMLElement, setup: EnhancerSetup) {
    const store = createEventStore();
    try {
      const cleanup = setup(element, { store });
      if (cleanup) store.defer(cleanup);
      live.set(element, store);
      mark(element, name, true);
    } catch (error) {
      store.clear();
      console.error(`Enhancer "${name}" failed on an element.`, error, element);
    }
  }

  async function awaken(element: HTMLElement): Promise<void> {
    waiting.add(element);
    try {
      const setup = await fetchCode();
      for (const each of waiting) if (each.isConnected) upgrade(each, setup);
      waiting.clear();
    } catch (error) {
      if (!isChunkLoadError(error)) {
        waiting.clear();
        return void console.error(`Enhancer "${name}" failed to start.`, error);
      }
      removeError ??= showChunkError(element, error, () => {
        removeError = undefined;
        const next = waiting.values().next().value;
        if (next) void awaken(next);
      });
    }
  }

  return {
    scan(root) {
      const found = Array.from(root.querySelectorAll<HTMLElement>(definition.selector));
      if (root instanceof Element && root.matches(definition.selector)) found.unshift(root as HTMLElement);
      const fresh = found.filter((element) => !armed.has(element));
      for (const element of fresh) armed.set(element, wake(element, definition.trigger, () => awaken(element), o.wake));
      return fresh.map((element) => armed.get(element)!.settled);
    },
    destroy() {
      for (const waking of armed.values()) waking.destroy();
      for (const [element, store] of live) {
        store.clear();
        mark(element, name, false);
      }
      armed.clear();
      live.clear();
      waiting.clear();
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
