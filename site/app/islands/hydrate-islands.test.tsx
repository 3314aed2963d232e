// @vitest-environment jsdom
import { useId, useState } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { defineIsland, type IslandDefinition } from "./define-island";
import { hydrateIslands } from "./hydrate-islands";
import { Island } from "./island";

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
const counterIsland = defineIsland("counter", Counter);
const loaders = { counter: () => Promise.resolve({ default: counterIsland as IslandDefinition<never> }) };

/** The page as the build writes it: two islands of the same kind in static HTML. */
function prerender() {
  document.body.innerHTML = renderToString(
    <main>
      <h1>Static</h1>
      <Island of={counterIsland} props={{ start: 1 }} />
      <Island of={counterIsland} props={{ start: 5 }} />
    </main>,
  );
}

const buttons = () => Array.from(document.querySelectorAll("button"));

afterEach(() => {
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

describe("Island (pre-rendering)", () => {
  it("writes a wrapper naming the island and carrying its props as JSON", () => {
    prerender();
    const wrappers = document.querySelectorAll<HTMLElement>("[data-island]");
    expect(Array.from(wrappers, (w) => [w.dataset.island, w.dataset.islandProps])).toEqual([
      ["counter", '{"start":1}'],
      ["counter", '{"start":5}'],
    ]);
    expect(wrappers[0]!.className).toBe("island");
    expect(buttons().map((b) => b.textContent)).toEqual(["1", "5"]);
  });
});

describe("hydrateIslands", () => {
  it("hydrates each island with its own props, without a mismatch, and makes it interactive", async () => {
    prerender();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const before = document.body.innerHTML;
    await hydrateIslands(document, { loaders });
    expect(document.body.innerHTML).toBe(before);
    expect(errors).not.toHaveBeenCalled();
    buttons()[1]!.click();
    await vi.waitFor(() => expect(buttons().map((b) => b.textContent)).toEqual(["1", "6"]));
    // useId values matched the pre-rendered ones: the description still points at its label.
    expect(document.getElementById(buttons()[1]!.getAttribute("aria-describedby")!)?.textContent).toBe("Count");
  });

  it("leaves an unknown island as static HTML and says so", async () => {
    document.body.innerHTML = '<div class="island" data-island="ghost" data-island-props="{}"><a href="/">Home</a></div>';
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await hydrateIslands(document, { loaders });
    expect(errors).toHaveBeenCalledWith('Unknown island "ghost": it stays as pre-rendered HTML.');
    expect(document.querySelector("a")?.textContent).toBe("Home");
  });

  it("keeps the static HTML when the code fails to load, shows the chunk error, and Retry fetches the chunk afresh", async () => {
    prerender();
    const url = "http://localhost/assets/counter.island-A1b2.js";
    // As in a browser: an address whose import failed keeps failing for the page's life.
    const flaky = { counter: () => Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${url}`)) };
    const importUrl = vi.fn((address: string) => (address === url ? flaky.counter() : loaders.counter()));
    await hydrateIslands(document, { loaders: flaky, importUrl });
    await vi.waitFor(() => expect(document.querySelectorAll('[role="alert"]')).toHaveLength(2));
    const alerts = document.querySelectorAll('[role="alert"]');
    expect(alerts[0]!.textContent).toContain(`Loading chunk counter.island-A1b2 failed.\n(missing: ${url})`);
    expect(buttons().filter((b) => b.textContent === "1")).toHaveLength(1);

    const retry = buttons().find((b) => b.textContent === "Retry")!;
    retry.click();
    await vi.waitFor(() => expect(document.querySelectorAll('[role="alert"]')).toHaveLength(1));
    expect(importUrl.mock.calls[0]![0]).toMatch(new RegExp(`^${url}\\?chunk-retry=\\d+$`));
    const first = buttons().find((b) => b.textContent === "1")!;
    await vi.waitFor(() => {
      first.click();
      expect(first.textContent).not.toBe("1");
    });
  });

  it("reports an island that throws and still settles, so the page is marked as done", async () => {
    document.body.innerHTML = renderToString(<Island of={defineIsland("counter", () => <b>fine</b>)} props={{}} />);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = {
      counter: () =>
        Promise.resolve({
          default: defineIsland("counter", () => {
            throw new Error("boom");
          }) as IslandDefinition<never>,
        }),
    };
    await hydrateIslands(document, { loaders: broken });
    expect(errors.mock.calls.some((call) => call[0] === 'Island "counter" failed to render.')).toBe(true);
  });

  it("reports unreadable props and hydrates with none rather than breaking the page", async () => {
    document.body.innerHTML = renderToString(<Island of={defineIsland("counter", () => <b>fixed</b>)} props={{}} />);
    document.querySelector("[data-island]")!.setAttribute("data-island-props", "{oops");
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const fixed = { counter: () => Promise.resolve({ default: defineIsland("counter", () => <b>fixed</b>) as IslandDefinition<never> }) };
    await hydrateIslands(document, { loaders: fixed });
    expect(errors.mock.calls[0]?.[0]).toBe('Island "counter" has unreadable props.');
    expect(document.querySelector("b")?.textContent).toBe("fixed");
  });
});
