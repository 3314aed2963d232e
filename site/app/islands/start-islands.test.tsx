// @vitest-environment jsdom
import { useId, useState } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { installFakeIntersectionObserver } from "~/theme/behaviours/test-helpers";
import { defineIsland, type IslandDefinition, type IslandOptions } from "./define-island";
import { Island } from "./island";
import { startIslands, type StartedParts } from "./start-islands";
import { trackListeners } from "./test-helpers";
import { headerWordsOf } from "~/theme/header-words";
import { englishWords } from "~/words/test-words";

// Hydration runs on React's own scheduler here, as in a browser; tests wait for its results.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

function Counter({ start }: { start: number }) {
  const [count, setCount] = useState(start);
  const id = useId();
  return (
    <p>
      <span id={id}>Count</span>
      <button type="button" aria-describedby={id} onClick={() => setCount(count + 1)}>
        {count}
      </button>
    </p>
  );
}

const counter = (options: Partial<IslandOptions> = {}) => defineIsland(Counter, options);
const loadersOf = (island: IslandDefinition<{ start: number }>) => ({
  counter: vi.fn(() => Promise.resolve({ default: island as IslandDefinition<never> })),
});

/** The page as the build writes it: two islands of the same kind in static HTML. */
function prerender(island: IslandDefinition<{ start: number }>) {
  document.body.innerHTML = renderToString(
    <main>
      <h1>Static</h1>
      <Island of={island} name="counter" props={{ start: 1 }} />
      <Island of={island} name="counter" props={{ start: 5 }} />
    </main>,
  );
}

const buttons = () => Array.from(document.querySelectorAll("button"));
const wrappers = () => Array.from(document.querySelectorAll<HTMLElement>("[data-island]"));
const states = () => wrappers().map((w) => w.dataset.islandState);
let started: StartedParts | undefined;

afterEach(() => {
  started?.destroy();
  started = undefined;
  document.body.innerHTML = "";
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("Island (pre-rendering)", () => {
  it("writes a wrapper naming the island, with its trigger and its props as JSON", () => {
    prerender(counter({ trigger: "visible" }));
    expect(wrappers().map((w) => [w.dataset.island, w.dataset.islandTrigger, w.dataset.islandProps])).toEqual([
      ["counter", "visible", '{"start":1}'],
      ["counter", "visible", '{"start":5}'],
    ]);
    expect(wrappers()[0]!.className).toBe("island");
    expect(buttons().map((b) => b.textContent)).toEqual(["1", "5"]);
  });

  it("names a site island after its file and refuses a definition from anywhere else", async () => {
    const header = (await import("../theme/site-header.island")).default;
    const html = renderToString(<Island of={header} props={{ pathname: "/", words: headerWordsOf(englishWords) }} />);
    expect(html).toMatch(/^<div class="island" data-island="site-header" data-island-trigger="interaction"/);
    expect(() => renderToString(<Island of={counter()} props={{ start: 1 }} />)).toThrow(/default export of a \*\.island\.tsx file/);
  });
});

describe("startIslands", () => {
  it("hydrates each island at load with its own props, without a mismatch, and makes it interactive", async () => {
    prerender(counter());
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const before = wrappers().map((w) => w.innerHTML);
    started = startIslands(document, { loaders: loadersOf(counter()) });
    await started.ready;
    expect(states()).toEqual(["live", "live"]);
    expect(wrappers().map((w) => w.innerHTML)).toEqual(before);
    expect(errors).not.toHaveBeenCalled();
    buttons()[1]!.click();
    await vi.waitFor(() => expect(buttons().map((b) => b.textContent)).toEqual(["1", "6"]));
    // useId values matched the pre-rendered ones: the description still points at its label.
    expect(document.getElementById(buttons()[1]!.getAttribute("aria-describedby")!)?.textContent).toBe("Count");
  });

  it("loads a visible island only when it comes near the viewport, and is ready without waiting for it", async () => {
    const io = installFakeIntersectionObserver();
    const island = counter({ trigger: "visible" });
    prerender(island);
    const loaders = loadersOf(island);
    started = startIslands(document, { loaders });
    await started.ready;
    expect(loaders.counter).not.toHaveBeenCalled();
    expect(states()).toEqual(["waiting", "waiting"]);
    // Visible parts are watched from the page's first idle moment (a timer where the browser has no idle callbacks).
    await vi.waitFor(() => expect(io.instances).toHaveLength(2));
    io.trigger(wrappers()[1]!, true);
    await vi.waitFor(() => expect(states()).toEqual(["waiting", "live"]));
    expect(loaders.counter).toHaveBeenCalledTimes(1);
  });

  it("loads what hydrates (React DOM) only when an island wakes, together with the island's own code", async () => {
    const island = counter({ trigger: "interaction" });
    prerender(island);
    const loaders = loadersOf(island);
    const hydrator = vi.fn(() => import("./hydrate-island"));
    started = startIslands(document, { loaders, hydrator });
    await started.ready;
    expect(hydrator).not.toHaveBeenCalled();
    buttons()[0]!.dispatchEvent(new Event("pointerover", { bubbles: true }));
    await vi.waitFor(() => expect(states()).toEqual(["live", "waiting"]));
    expect([hydrator.mock.calls.length, loaders.counter.mock.calls.length]).toEqual([1, 1]);
  });

  it("wakes at load an island the page needs at once, whatever its trigger says", async () => {
    const island = counter({ trigger: "interaction" });
    prerender(island);
    started = startIslands(document, { loaders: loadersOf(island), wakeAtLoad: { counter: () => true } });
    await started.ready;
    expect(states()).toEqual(["live", "live"]);
  });

  it("on interaction, the click that woke an island is not lost: it counts once hydrated", async () => {
    const island = counter({ trigger: "interaction" });
    prerender(island);
    started = startIslands(document, { loaders: loadersOf(island) });
    const second = buttons()[1]!;
    const event = new MouseEvent("click", { bubbles: true, cancelable: true });
    second.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(second.textContent).toBe("6"));
    expect(states()).toEqual(["waiting", "live"]);
    expect(buttons()[0]!.textContent).toBe("1");
  });

  it("leaves an unknown island as static HTML and says so", async () => {
    document.body.innerHTML = '<div class="island" data-island="ghost" data-island-props="{}"><a href="/">Home</a></div>';
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await startIslands(document, { loaders: loadersOf(counter()) }).ready;
    expect(errors).toHaveBeenCalledWith('Unknown island "ghost": it stays as pre-rendered HTML.');
    expect(document.querySelector("a")?.textContent).toBe("Home");
  });

  it("keeps the static HTML when the code fails to load, shows the chunk error, and Retry fetches the chunk afresh", async () => {
    prerender(counter());
    const url = "http://localhost/assets/counter.island-A1b2.js";
    // As in a browser: an address whose import failed keeps failing for the page's life.
    const flaky = { counter: () => Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${url}`)) };
    const good = loadersOf(counter());
    const importUrl = vi.fn((address: string) => (address === url ? flaky.counter() : good.counter()));
    started = startIslands(document, { loaders: flaky, importUrl });
    await started.ready;
    expect(states()).toEqual(["failed", "failed"]);
    const alerts = document.querySelectorAll('[role="alert"]');
    expect(alerts).toHaveLength(2);
    expect(alerts[0]!.textContent).toContain(`Loading chunk counter.island-A1b2 failed.\n(missing: ${url})`);
    expect(buttons().filter((b) => b.textContent === "1")).toHaveLength(1);

    buttons().find((b) => b.textContent === "Retry")!.click();
    expect(document.querySelectorAll('[role="alert"]')).toHaveLength(1);
    await vi.waitFor(() => expect(states()).toEqual(["live", "failed"]));
    expect(importUrl.mock.calls[0]![0]).toMatch(new RegExp(`^${url}\\?chunk-retry=\\d+$`));
    const first = buttons().find((b) => b.textContent === "1")!;
    first.click();
    await vi.waitFor(() => expect(first.textContent).toBe("2"));
  });

  it("reports an island that throws and still settles, so the page is marked as done", async () => {
    document.body.innerHTML = renderToString(<Island of={defineIsland(() => <b>fine</b>)} name="counter" props={{}} />);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = defineIsland(() => {
      throw new Error("boom");
    });
    await startIslands(document, { loaders: { counter: () => Promise.resolve({ default: broken as IslandDefinition<never> }) } }).ready;
    expect(errors.mock.calls.some((call) => call[0] === 'Island "counter" failed to render.')).toBe(true);
  });

  it("reports unreadable props and hydrates with none rather than breaking the page", async () => {
    const fixed = defineIsland(() => <b>fixed</b>);
    document.body.innerHTML = renderToString(<Island of={fixed} name="counter" props={{}} />);
    wrappers()[0]!.setAttribute("data-island-props", "{oops");
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await startIslands(document, { loaders: { counter: () => Promise.resolve({ default: fixed as IslandDefinition<never> }) } }).ready;
    expect(errors.mock.calls[0]?.[0]).toBe('Island "counter" has unreadable props.');
    expect(document.querySelector("b")?.textContent).toBe("fixed");
  });

  it("destroy disarms waiting islands and unmounts live ones, leaving no listener or observer", async () => {
    const io = installFakeIntersectionObserver();
    const listeners = trackListeners();
    const island = counter({ trigger: "visible" });
    prerender(island);
    const loaders = loadersOf(island);
    started = startIslands(document, { loaders });
    await vi.waitFor(() => expect(io.instances).toHaveLength(2));
    io.trigger(wrappers()[0]!, true);
    await vi.waitFor(() => expect(states()[0]).toBe("live"));
    started.destroy();
    started = undefined;
    expect(io.instances.every((observer) => observer.disconnected)).toBe(true);
    expect(wrappers()[0]!.innerHTML).toBe("");
    // React keeps its delegated listeners on a root's container after unmount, by design.
    expect(listeners.activeExcept(wrappers()[0]!)).toEqual([]);
    buttons()[0]!.click();
    expect(loaders.counter).toHaveBeenCalledTimes(1);
  });
});

