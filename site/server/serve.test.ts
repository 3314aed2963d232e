import { rmSync } from "node:fs";
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brotliDecompressSync } from "node:zlib";
import { formatRedirectsFile } from "./redirects-file.mjs";
import { get, listen, makeBuild, rawRequest } from "./test-support";

/** The site's server against a small build of its own (VITRINE_OUT_DIR). */
let temp: string;
let server: Server;
let base: string;

const bigScript = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i % 37}`))};`;
const headersFile = "/*\n  Content-Security-Policy: default-src 'self'\n  X-Content-Type-Options: nosniff\n  Strict-Transport-Security: max-age=63072000\n";

beforeAll(async () => {
  temp = makeBuild(
    {
      "index.html": "<h1>Home</h1>",
      "about/index.html": "<h1>About</h1>",
      "404/index.html": "<h1>Page not found</h1>",
      "assets/entry-abc123.js": "console.log(1)",
      "assets/big-def456.js": bigScript,
      "robots.txt": "User-agent: *",
      "search-index.json": '{"version":2}',
      "search-index/0123456789ab/t/va.json": "[]",
      "media/vase-800.webp": "webp",
      "favicon.svg": "<svg/>",
      "apple-touch-icon.png": "png",
      "icon-192.png": "png",
      _headers: headersFile,
      _redirects: formatRedirectsFile([
        { from: "/shop/category/mugs", to: "/shop/category/cups" },
        { from: "/about", to: "/elsewhere" },
      ]),
    },
    ["assets/big-def456.js"],
  );
  process.env.VITRINE_OUT_DIR = temp;
  process.env.TRUST_PROXY = "1";
  const { createServer } = await import("./serve.mjs");
  server = createServer();
  base = `http://127.0.0.1:${await listen(server)}`;
});

afterAll(() => {
  server?.close();
  delete process.env.VITRINE_OUT_DIR;
  delete process.env.TRUST_PROXY;
  rmSync(temp, { recursive: true, force: true });
});

async function getPage(urlPath: string) {
  const response = await fetch(base + urlPath);
  return { status: response.status, cache: response.headers.get("cache-control"), text: await response.text() };
}

describe("the site's server", () => {
  it("sends every HTML document with no-cache, by clean address or by file name", async () => {
    for (const [address, heading] of [["/", "Home"], ["/index.html", "Home"], ["/about", "About"], ["/about/", "About"], ["/about/index.html", "About"]]) {
      expect(await getPage(address!), address).toEqual({ status: 200, cache: "no-cache", text: `<h1>${heading}</h1>` });
    }
  });

  it("answers the not-found page with status 404, also at its own address", async () => {
    for (const address of ["/no-such-page", "/404", "/404/", "/404/index.html", "/about.data", "/robots.txt.data"]) {
      expect(await getPage(address), address).toEqual({ status: 404, cache: "no-cache", text: "<h1>Page not found</h1>" });
    }
  });

  it("caches hashed assets for a year and other files for an hour", async () => {
    expect((await getPage("/assets/entry-abc123.js")).cache).toBe("public, max-age=31536000, immutable");
    expect((await getPage("/search-index/0123456789ab/t/va.json")).cache).toBe("public, max-age=31536000, immutable");
    expect(await getPage("/robots.txt")).toMatchObject({ status: 200, cache: "public, max-age=3600" });
  });

  it("revalidates the unhashed files pages fetch: the search index's entry point, images, icons", async () => {
    // The owner's site icon's files too (docs/decisions/043-logo-and-site-icon.md).
    for (const address of ["/search-index.json", "/media/vase-800.webp", "/favicon.svg", "/apple-touch-icon.png", "/icon-192.png"]) {
      expect(await getPage(address), address).toMatchObject({ status: 200, cache: "no-cache" });
    }
  });

  it("keeps the hosts' _headers file to itself", async () => {
    expect((await getPage("/_headers")).status).toBe(404);
  });
});

describe("precompressed files", () => {
  const fetchAs = (encoding: string, headers: Record<string, string> = {}) =>
    fetch(`${base}/assets/big-def456.js`, { headers: { "Accept-Encoding": encoding, ...headers } });

  it("sends the brotli copy to a browser that takes it, with its own length", async () => {
    const port = Number(new URL(base).port);
    const response = await rawRequest(port, get("/assets/big-def456.js", { "Accept-Encoding": "gzip, deflate, br, zstd" }));
    const body = Buffer.from(response.body, "latin1");
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers.vary).toBe("Accept-Encoding");
    expect(response.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(Number(response.headers["content-length"])).toBe(body.length);
    expect(brotliDecompressSync(body).toString()).toBe(bigScript);
    expect(body.length).toBeLessThan(bigScript.length / 4);
  });

  it("sends gzip when brotli is refused, and the file itself when nothing is accepted", async () => {
    // fetch() decodes bodies itself, so the raw length is checked against the copy on disk through its header.
    const gzip = await fetchAs("gzip, br;q=0");
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(await gzip.text()).toBe(bigScript);
    const plain = await fetchAs("identity");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(Number(plain.headers.get("content-length"))).toBe(Buffer.byteLength(bigScript));
    expect(plain.headers.get("vary")).toBe("Accept-Encoding");
  });

  it("gives each coding its own ETag and answers a matching one with 304", async () => {
    const br = await fetchAs("br");
    const gzip = await fetchAs("gzip");
    expect(br.headers.get("etag")).not.toBe(gzip.headers.get("etag"));
    const again = await fetchAs("br", { "If-None-Match": br.headers.get("etag")! });
    expect(again.status).toBe(304);
  });

});

describe("range requests", () => {
  const port = () => Number(new URL(base).port);
  const robots = "User-agent: *";

  it("answer one byte range with 206 and Content-Range, and say ranges are taken", async () => {
    const whole = await fetch(`${base}/robots.txt`);
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    const first = await rawRequest(port(), get("/robots.txt", { Range: "bytes=0-4" }));
    expect(first.status).toBe(206);
    expect(first.headers["content-range"]).toBe(`bytes 0-4/${robots.length}`);
    expect(first.headers["content-length"]).toBe("5");
    expect(first.body).toBe("User-");
    const suffix = await rawRequest(port(), get("/robots.txt", { Range: "bytes=-3" }));
    expect([suffix.status, suffix.body]).toEqual([206, robots.slice(-3)]);
    const open = await rawRequest(port(), get("/robots.txt", { Range: "bytes=5-" }));
    expect([open.status, open.body, open.headers["content-range"]]).toEqual([206, robots.slice(5), `bytes 5-${robots.length - 1}/${robots.length}`]);
  });

  it("answer a range past the end with 416, and several ranges or a bad one with the whole file", async () => {
    const past = await rawRequest(port(), get("/robots.txt", { Range: "bytes=100-" }));
    expect(past.status).toBe(416);
    expect(past.headers["content-range"]).toBe(`bytes */${robots.length}`);
    const several = await rawRequest(port(), get("/robots.txt", { Range: "bytes=0-1,4-5" }));
    expect([several.status, several.body]).toEqual([200, robots]);
    const bad = await rawRequest(port(), get("/robots.txt", { Range: "lines=1-2" }));
    expect([bad.status, bad.body]).toEqual([200, robots]);
  });

  it("serve a range of a precompressed file from the file itself, never from its compressed copy", async () => {
    const range = await rawRequest(port(), get("/assets/big-def456.js", { Range: "bytes=10-29", "Accept-Encoding": "br, gzip" }));
    expect(range.status).toBe(206);
    expect(range.headers["content-encoding"]).toBeUndefined();
    expect(range.headers["content-range"]).toBe(`bytes 10-29/${Buffer.byteLength(bigScript)}`);
    expect(range.body).toBe(bigScript.slice(10, 30));
    expect(range.headers.vary).toBe("Accept-Encoding");
  });

  it("honour If-Range only while it names this version of the file", async () => {
    const identity = await fetch(`${base}/robots.txt`, { headers: { "Accept-Encoding": "identity" } });
    const etag = identity.headers.get("etag")!;
    const date = identity.headers.get("last-modified")!;
    const same = await rawRequest(port(), get("/robots.txt", { Range: "bytes=0-3", "If-Range": etag }));
    expect([same.status, same.body]).toEqual([206, "User"]);
    const byDate = await rawRequest(port(), get("/robots.txt", { Range: "bytes=0-3", "If-Range": date }));
    expect(byDate.status).toBe(206);
    const stale = await rawRequest(port(), get("/robots.txt", { Range: "bytes=0-3", "If-Range": '"an-older-version"' }));
    expect([stale.status, stale.body]).toEqual([200, robots]);
    const brEtag = (await fetch(`${base}/assets/big-def456.js`, { headers: { "Accept-Encoding": "br" } })).headers.get("etag")!;
    const compressedTag = await rawRequest(port(), get("/assets/big-def456.js", { Range: "bytes=0-3", "If-Range": brEtag, "Accept-Encoding": "identity" }));
    expect(compressedTag.status).toBe(200);
  });
});

describe("security headers", () => {
  it("applies the build's _headers file to pages, files and error pages", async () => {
    for (const address of ["/", "/assets/entry-abc123.js", "/no-such-page"]) {
      const response = await fetch(base + address);
      expect(response.headers.get("content-security-policy"), address).toBe("default-src 'self'");
      expect(response.headers.get("x-content-type-options"), address).toBe("nosniff");
    }
  });

  it("sends HSTS only over https (here: a trusted proxy saying so)", async () => {
    expect((await fetch(base)).headers.get("strict-transport-security")).toBeNull();
    const proxied = await fetch(base, { headers: { "X-Forwarded-Proto": "https" } });
    expect(proxied.headers.get("strict-transport-security")).toBe("max-age=63072000");
  });
});

describe("old addresses (docs/behaviour/server.md#redirects)", () => {
  const redirect = async (urlPath: string) => {
    const response = await fetch(base + urlPath, { redirect: "manual" });
    return { status: response.status, location: response.headers.get("location") };
  };

  it("lead on with 301 from the build's _redirects, the address under them and the query kept", async () => {
    expect(await redirect("/shop/category/mugs")).toEqual({ status: 301, location: "/shop/category/cups" });
    expect(await redirect("/shop/category/mugs/")).toEqual({ status: 301, location: "/shop/category/cups" });
    expect(await redirect("/shop/category/mugs/sort/price/page/2?x=1")).toEqual({ status: 301, location: "/shop/category/cups/sort/price/page/2?x=1" });
    expect(await redirect("/shop/category/mugsy")).toEqual({ status: 404, location: null });
  });

  it("never hide a page the build has, and the file itself is not served", async () => {
    expect((await getPage("/about")).text).toContain("<h1>About</h1>");
    expect((await getPage("/_redirects")).status).toBe(404);
  });
});
