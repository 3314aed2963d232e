// @vitest-environment jsdom
import { useEffect } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";

const asked: string[] = [];
vi.mock("./api", () => ({
  api: (method: string, path: string) => {
    asked.push(`${method} ${path}`);
    return new Promise(() => {});
  },
}));
const { useDraftViews } = await import("./use-draft-views");

/** The page editor's use: the page as it opens, then each change. */
function Canvas({ change }: { change: number }) {
  const { request } = useDraftViews("home");
  useEffect(() => request({ title: "Home" }, new Map(), true), [request]);
  useEffect(() => {
    if (change > 0) request({ title: `Home ${change}` }, new Map());
  }, [change, request]);
  return null;
}

afterEach(() => {
  vi.useRealTimers();
  asked.length = 0;
});

describe("the canvas's views of the page being edited (docs/behaviour/page-builder.md#canvas)", () => {
  it("are asked for at once as the page opens, and a short while after the last change", () => {
    vi.useFakeTimers();
    const root = createRoot(document.createElement("div"));
    flushSync(() => root.render(<Canvas change={0} />));
    vi.advanceTimersByTime(0);
    expect(asked).toEqual(["POST /api/draft/home"]);
    flushSync(() => root.render(<Canvas change={1} />));
    vi.advanceTimersByTime(100);
    expect(asked).toHaveLength(1);
    vi.advanceTimersByTime(200);
    expect(asked).toHaveLength(2);
    root.unmount();
  });
});
