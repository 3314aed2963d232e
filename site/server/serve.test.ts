import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/** The site's server against a small build of its own (VITRINE_OUT_DIR). */
let temp: string;
let server: Server;
let base: string;

beforeAll(async () => {
  temp = mkdtempSync(path.join(tmpdir(), "vitrine-serve-"));
  const files: Record<string, string> = {
    "index.html": "<h1>Home</h1>",
    "about/index.html": "<h1>About</h1>",
    "404/index.html": "<h1>Page not found</h1>",
    "assets/entry-abc123.js": "console.log(1)",
    "robots.txt": "User-agent: *",
    "search-index.json": '{"version":2}',
    "search-index/0123456789ab/t/va.json": "[]",
    "media/vase-800.webp": "webp",
    "favicon.svg": "<svg/>",
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(temp, "client", file)), { recursive: true });
    writeFileSync(path.join(temp, "client", file), text);
  }
  process.env.VITRINE_OUT_DIR = temp;
  const { createServer } = await import("./serve.mjs");
  server = createServer().listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://localhost:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server?.close();
  delete process.env.VITRINE_OUT_DIR;
  rmSync(temp, { recursive: true, force: true });
});

async function get(urlPath: string) {
  const response = await fetch(base + urlPath);
  return { status: response.status, cache: response.headers.get("cache-control"), text: await response.text() };
}

describe("the site's server", () => {
  it("sends every HTML document with no-cache, by clean address or by file name", async () => {
    for (const [address, heading] of [["/", "Home"], ["/index.html", "Home"], ["/about", "About"], ["/about/", "About"], ["/about/index.html", "About"]]) {
      expect(await get(address!), address).toEqual({ status: 200, cache: "no-cache", text: `<h1>${heading}</h1>` });
    }
  });

  it("answers the not-found page with status 404, also at its own address", async () => {
    for (const address of ["/no-such-page", "/404", "/404/", "/404/index.html", "/about.data", "/robots.txt.data"]) {
      expect(await get(address), address).toEqual({ status: 404, cache: "no-cache", text: "<h1>Page not found</h1>" });
    }
  });

  it("caches hashed assets for a year and other files for an hour", async () => {
    expect((await get("/assets/entry-abc123.js")).cache).toBe("public, max-age=31536000, immutable");
    expect((await get("/search-index/0123456789ab/t/va.json")).cache).toBe("public, max-age=31536000, immutable");
    expect(await get("/robots.txt")).toMatchObject({ status: 200, cache: "public, max-age=3600" });
  });

  it("revalidates the unhashed files pages fetch: the search index's entry point, images, icons", async () => {
    for (const address of ["/search-index.json", "/media/vase-800.webp", "/favicon.svg"]) {
      expect(await get(address), address).toMatchObject({ status: 200, cache: "no-cache" });
    }
  });
});
