import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import siteConfig from "../../site.config";
import { postBuild } from "./index";

let dir: string | undefined;
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

const page = (body: string) => `<!doctype html><html><head><title>x</title></head><body>${body}</body></html>`;
const cspOf = (client: string) => /Content-Security-Policy: (.*)/.exec(readFileSync(path.join(client, "_headers"), "utf8"))![1]!;
const scriptSrc = (csp: string) => csp.split("; ").find((d) => d.startsWith("script-src "))!.split(" ");

describe("the Content-Security-Policy's script hosts after the build", () => {
  it("name only hosts a declared script or service loads from: a blocked script from any other host fails the build, also in a page published unchecked", async () => {
    dir = mkdtempSync(path.join(tmpdir(), "post-build-"));
    // A page whose author set dangerouslyAllowRawHtml: its blocked scripts were never checked against the config.
    writeFileSync(
      path.join(dir, "raw.html"),
      page('<script type="text/plain" data-wpconsent-src="https://evil.example/x.js" data-wpconsent-name="made-up" data-wpconsent-category="essential"></script>'),
    );
    writeFileSync(
      path.join(dir, "declared.html"),
      page('<script type="text/plain" data-wpconsent-src="https://www.googletagmanager.com/gtag/js?id=G-X" data-wpconsent-name="google-tag" data-wpconsent-category="statistics"></script>'),
    );
    const { problems } = await postBuild(dir, siteConfig);
    expect(problems).toEqual([
      "raw.html: a blocked script loads from https://evil.example, which no script or service in site.config.ts declares; the Content-Security-Policy names declared hosts only (declare it as a service, or remove the script)",
    ]);
    const sources = scriptSrc(cspOf(dir));
    expect(sources).toContain("https://www.googletagmanager.com");
    expect(sources.filter((s) => s.includes("evil.example"))).toEqual([]);
  });
});

describe("the steps after the pages are rendered", () => {
  it("say what they do as each begins, one line a step, not one a file", async () => {
    dir = mkdtempSync(path.join(tmpdir(), "post-build-"));
    for (const name of ["a", "b", "c"]) writeFileSync(path.join(dir, `${name}.html`), page(`<p>${"words ".repeat(400)}</p>`));
    const told: string[] = [];
    await postBuild(dir, siteConfig, undefined, { phase: (name) => told.push(name) });
    expect(told).toEqual(["reading 3 pages for their inline scripts and styles", "writing the security headers", "compressing 3 files (brotli and gzip copies)"]);
    expect(existsSync(path.join(dir, "a.html.br"))).toBe(true);
  });
});

describe("the structured data after the build (docs/behaviour/found.md#structured-data)", () => {
  it("fails the build on a product page whose offer states another price than the page shows", async () => {
    dir = mkdtempSync(path.join(tmpdir(), "post-build-"));
    mkdirSync(path.join(dir, "shop", "vase"), { recursive: true });
    const offer = { "@context": "https://schema.org", "@type": "Product", offers: { "@type": "Offer", price: "45.00", priceCurrency: "EUR", availability: "https://schema.org/InStock" } };
    writeFileSync(
      path.join(dir, "shop", "vase", "index.html"),
      `<!doctype html><html lang="en"><head><script type="application/ld+json">${JSON.stringify(offer)}</script></head><body><p class="product__price">€54.00</p><p class="product__stock">In stock</p></body></html>`,
    );
    const { problems } = await postBuild(dir, siteConfig, undefined, { precompress: false });
    expect(problems).toEqual(["the page /shop/vase tells search engines the price €45.00, but shows €54.00"]);
  });
});
