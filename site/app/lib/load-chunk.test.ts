import { afterEach, describe, expect, it, vi } from "vitest";
import {
  ChunkLoadError,
  chunkIdFromUrl,
  chunkLoadMessage,
  chunkUrlFromError,
  chunkUrlFromImporter,
  isChunkLoadError,
  loadChunk,
  toChunkLoadError,
} from "./load-chunk";

const URL_ = "http://localhost:3000/assets/search-index-Bx9kQ2.js";
const chromeFailure = () => new TypeError(`Failed to fetch dynamically imported module: ${URL_}`);

afterEach(() => {
  vi.useRealTimers();
});

describe("the message ('Loading chunk N failed' with a type and URL)", () => {
  it("is webpack's wording exactly", () => {
    expect(chunkLoadMessage("7", "missing", "/assets/7.js")).toBe("Loading chunk 7 failed.\n(missing: /assets/7.js)");
    expect(chunkLoadMessage("search", "timeout", "/a.js")).toBe("Loading chunk search failed.\n(timeout: /a.js)");
    const e = new ChunkLoadError("7", "missing", "/assets/7.js");
    expect(e.name).toBe("ChunkLoadError");
    expect(e).toBeInstanceOf(Error);
    expect([e.chunkId, e.type, e.request]).toEqual(["7", "missing", "/assets/7.js"]);
  });

  it("reads the URL out of browser import errors", () => {
    expect(chunkUrlFromError(chromeFailure())).toBe(URL_);
    expect(chunkUrlFromError(new TypeError(`error loading dynamically imported module: ${URL_}`))).toBe(URL_);
    expect(chunkUrlFromError(new Error("Unable to preload CSS for /assets/lightbox-1a.css"))).toBe("/assets/lightbox-1a.css");
    expect(chunkUrlFromError(new TypeError("Importing a module script failed."))).toBeUndefined();
  });

  it("names the chunk after its file", () => {
    expect(chunkIdFromUrl(URL_)).toBe("search-index-Bx9kQ2");
    expect(chunkIdFromUrl("/assets/7.js?v=2")).toBe("7");
    expect(chunkIdFromUrl("unknown")).toBe("unknown");
  });

  it("recognises dynamic-import failures from every engine, and nothing else", () => {
    expect(isChunkLoadError(chromeFailure())).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new ChunkLoadError("1", "timeout", "/x.js"))).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error("x"), { name: "ChunkLoadError" }))).toBe(true);
    expect(isChunkLoadError(new TypeError("undefined is not a function"))).toBe(false);
    expect(isChunkLoadError("Loading chunk 1 failed")).toBe(false);
  });

  it("converts an import error, keeping it as the cause", () => {
    const cause = chromeFailure();
    const e = toChunkLoadError(cause, { chunkId: "search" });
    expect(e.message).toBe(`Loading chunk search failed.\n(missing: ${URL_})`);
    expect(e.cause).toBe(cause);
    expect(toChunkLoadError(e)).toBe(e);
  });

  it("guesses the URL from a bundled importer", () => {
    // What a production bundle's importer looks like once built.
    const importer = new Function('return import("./missing-chunk-Ab12.js")') as () => Promise<unknown>;
    expect(chunkUrlFromImporter(importer)).toMatch(/\/lib\/missing-chunk-Ab12\.js$/);
    expect(chunkUrlFromImporter(() => Promise.resolve(1))).toBeUndefined();
  });
});

describe("loadChunk", () => {
  it("resolves with the module", async () => {
    await expect(loadChunk(() => Promise.resolve({ answer: 42 }))).resolves.toEqual({ answer: 42 });
  });

  it("rejects a failed import as 'missing' with the URL from the error", async () => {
    const error = await loadChunk(() => Promise.reject(chromeFailure()), { chunkId: "3" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).message).toBe(`Loading chunk 3 failed.\n(missing: ${URL_})`);
  });

  it("passes on errors thrown by a module that did load", async () => {
    const bug = new ReferenceError("kiln is not defined");
    await expect(loadChunk(() => Promise.reject(bug))).rejects.toBe(bug);
  });

  it("times out after 120 s as 'timeout', not a moment earlier", async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => {});
    const settled = vi.fn();
    const p = loadChunk(() => never, { chunkId: "lightbox", url: "/assets/lightbox-9z.js" });
    p.then(settled, settled);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await p.catch((e: unknown) => e);
    expect((error as ChunkLoadError).message).toBe("Loading chunk lightbox failed.\n(timeout: /assets/lightbox-9z.js)");
    expect((error as ChunkLoadError).type).toBe("timeout");
  });

  it("honours a custom timeout and clears its timer when the import settles", async () => {
    vi.useFakeTimers();
    await loadChunk(() => Promise.resolve(1), { timeoutMs: 5 });
    expect(vi.getTimerCount()).toBe(0);
    const p = loadChunk(() => new Promise(() => {}), { timeoutMs: 50, url: "/assets/slow-1.js" }).catch((e: unknown) => e);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(50);
    expect(((await p) as Error).message).toBe("Loading chunk slow-1 failed.\n(timeout: /assets/slow-1.js)");
  });

  it("retries a failed chunk under a fresh address, as the browser remembers the failed one", async () => {
    // What a browser does: the same address fails again at once, without a request.
    const url = "http://localhost:3000/assets/gallery-Kq3.js";
    const importer = vi.fn(() => Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${url}`)));
    const importUrl = vi.fn((address: string) => (address === url ? importer() : Promise.resolve({ fresh: address })));
    await expect(loadChunk(importer, { importUrl })).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(loadChunk(importer, { importUrl })).resolves.toEqual({ fresh: `${url}?chunk-retry=1` });
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it("names the chunk's own address when a retry fails too, and asks again under a newer one", async () => {
    const url = "http://localhost:3000/assets/lightbox-Zz9.js";
    const failAt = (address: string) => Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${address}`));
    const importer = () => failAt(url);
    const importUrl = vi.fn(failAt);
    await loadChunk(importer, { importUrl }).catch(() => {});
    const second = await loadChunk(importer, { importUrl }).catch((e: unknown) => e);
    expect((second as Error).message).toBe(`Loading chunk lightbox-Zz9 failed.\n(missing: ${url})`);
    await loadChunk(importer, { importUrl }).catch(() => {});
    expect(importUrl.mock.calls.map(([address]) => address)).toEqual([`${url}?chunk-retry=1`, `${url}?chunk-retry=2`]);
  });

  it("recognises the same chunk behind a new importer function (one written inline at each call)", async () => {
    // Safari's message names no address; a bundled importer's source does.
    const write = () =>
      new Function('return Promise.reject(new TypeError("Importing a module script failed.")); import("./inline-chunk-Q7.js")') as () => Promise<unknown>;
    const importUrl = vi.fn((url: string) => Promise.resolve({ url }));
    const first = await loadChunk(write(), { importUrl }).catch((e: unknown) => e);
    expect((first as ChunkLoadError).request).toMatch(/\/lib\/inline-chunk-Q7\.js$/);
    await expect(loadChunk(write(), { importUrl })).resolves.toEqual({ url: `${(first as ChunkLoadError).request}?chunk-retry=1` });
  });

  it("takes the importer's export step when the chunk is shared (the bundler's `.then((n) => n.t)`)", async () => {
    const importer = new Function(
      'return Promise.reject(new TypeError("Failed to fetch dynamically imported module: http://localhost/assets/shared-P0.js")).then(() => import("./shared-P0.js").then((n) => n.t))',
    ) as () => Promise<unknown>;
    const importUrl = vi.fn(() => Promise.resolve({ t: "the island", r: "something else" }));
    await loadChunk(importer, { importUrl }).catch(() => {});
    await expect(loadChunk(importer, { importUrl })).resolves.toBe("the island");
    expect(importUrl).toHaveBeenCalledWith("http://localhost/assets/shared-P0.js?chunk-retry=1");
    expect(toChunkLoadError(new TypeError(`Failed to fetch dynamically imported module: ${URL_}?chunk-retry=4`)).request).toBe(URL_);
  });
});
