// @vitest-environment jsdom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LazyChunk } from "./lazy-chunk";

const URL_ = "http://localhost/assets/search-engine-Q1w2.js";
const failure = () => new TypeError(`Failed to fetch dynamically imported module: ${URL_}`);
let root: Root;
let host: HTMLElement;

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeEach(() => {
  host = document.body.appendChild(document.createElement("div"));
  root = createRoot(host);
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
  vi.useRealTimers();
});

const flush = () => act(async () => {});

describe("LazyChunk", () => {
  it("shows the fallback, then the loaded part", async () => {
    let resolve!: (m: { text: string }) => void;
    const load = () => new Promise<{ text: string }>((r) => (resolve = r));
    act(() => root.render(<LazyChunk load={load} fallback={<p>Loading…</p>}>{(m) => <p>{m.text}</p>}</LazyChunk>));
    await flush();
    expect(host.textContent).toBe("Loading…");
    await act(async () => resolve({ text: "Search ready" }));
    expect(host.textContent).toBe("Search ready");
  });

  it("shows the chunk message in an alert with a Retry that tries again", async () => {
    const load = vi.fn().mockRejectedValueOnce(failure()).mockResolvedValueOnce({ text: "Loaded on retry" });
    act(() => root.render(<LazyChunk load={load} chunkId="search">{(m: { text: string }) => <p>{m.text}</p>}</LazyChunk>));
    await flush();
    const alert = host.querySelector('[role="alert"]')!;
    expect(alert.textContent).toContain(`Loading chunk search failed.\n(missing: ${URL_})`);
    const retry = alert.querySelector("button")!;
    expect(retry.textContent).toBe("Retry");
    await act(async () => retry.click());
    await flush();
    expect(host.querySelector('[role="alert"]')).toBeNull();
    expect(host.textContent).toBe("Loaded on retry");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("reports a timeout after 120 s", async () => {
    vi.useFakeTimers();
    act(() => root.render(<LazyChunk load={() => new Promise(() => {})} url="/assets/x.js">{() => null}</LazyChunk>));
    await act(async () => vi.advanceTimersByTimeAsync(120_000));
    expect(host.querySelector('[role="alert"]')!.textContent).toContain("Loading chunk x failed.\n(timeout: /assets/x.js)");
  });

  it("clears its timer when unmounted", async () => {
    vi.useFakeTimers();
    act(() => root.render(<LazyChunk load={() => new Promise(() => {})}>{() => null}</LazyChunk>));
    expect(vi.getTimerCount()).toBe(1);
    act(() => root.render(<p>gone</p>));
    await flush();
    expect(vi.getTimerCount()).toBe(0);
  });
});
