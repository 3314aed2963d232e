import { vi } from "vitest";

/** Test-only: jsdom lays nothing out, so tests say where elements are. */
export function setRect(el: Element, rect: { top?: number; height?: number }): void {
  const top = rect.top ?? 0;
  const height = rect.height ?? 0;
  el.getBoundingClientRect = () =>
    ({ top, bottom: top + height, height, left: 0, right: 100, width: 100, x: 0, y: top, toJSON() {} }) as DOMRect;
}

/** Test-only: stubs matchMedia so `prefers-reduced-motion: reduce` matches or not. */
export function setReducedMotion(reduce: boolean): void {
  window.matchMedia = vi.fn((query: string) => ({
    matches: reduce && query.includes("reduce"),
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })) as unknown as typeof window.matchMedia;
}

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

/** Test-only IntersectionObserver: `trigger(el, true)` reports an element entering. */
export function installFakeIntersectionObserver() {
  const instances: FakeObserver[] = [];
  class FakeObserver {
    observed = new Set<Element>();
    disconnected = false;
    constructor(
      readonly callback: Callback,
      readonly options: IntersectionObserverInit = {},
    ) {
      instances.push(this);
    }
    observe(el: Element) { this.observed.add(el); }
    unobserve(el: Element) { this.observed.delete(el); }
    disconnect() { this.observed.clear(); this.disconnected = true; }
    takeRecords() { return []; }
  }
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  return {
    instances,
    trigger(el: Element, isIntersecting: boolean) {
      for (const io of instances) if (io.observed.has(el)) io.callback([{ target: el, isIntersecting }]);
    },
  };
}
