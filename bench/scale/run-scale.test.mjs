import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { formatScaleReport, scaleSizes } from "./run-scale.mjs";
import { writeSyntheticCatalogue } from "./synthetic-catalogue.mjs";

const site = fileURLToPath(new URL("../../site", import.meta.url));
const temp = mkdtempSync(path.join(tmpdir(), "vitrine-scale-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe("BENCH_SCALE", () => {
  it("reads one size (with a tenth of it for the growth ratio) or a list", () => {
    expect(scaleSizes("10000")).toEqual([1000, 10000]);
    expect(scaleSizes("17, 1000,5000")).toEqual([17, 1000, 5000]);
    expect(scaleSizes("100")).toEqual([100]);
    expect(() => scaleSizes("lots")).toThrow("BENCH_SCALE must be a whole number of products");
  });

  it("writes unique products with varied text and one post per ten products", () => {
    const result = writeSyntheticCatalogue({ contentDir: path.join(site, "content"), publicDir: path.join(site, "public"), into: temp, products: 60 });
    expect(result).toMatchObject({ products: 60, posts: 9 });
    const dir = path.join(result.content, "products");
    const files = readdirSync(dir);
    expect(files).toHaveLength(60);
    const texts = files.map((f) => readFileSync(path.join(dir, f), "utf8"));
    const field = (name) => texts.map((t) => t.match(new RegExp(`^${name}: (.*)$`, "m"))[1]);
    expect(new Set(field("sku")).size).toBe(60);
    expect(new Set(field("title")).size).toBe(60);
    expect(new Set(texts.map((t) => t.split("---").at(-1))).size).toBe(60);
    const bigger = writeSyntheticCatalogue({ contentDir: path.join(site, "content"), publicDir: path.join(site, "public"), into: path.join(temp, "b"), products: 200 });
    expect(bigger.posts).toBe(20);
  });

  it("reports each size and the growth ratio t(N) / t(N/10)", () => {
    const row = (products, seconds) => ({
      products, posts: products / 10, pages: products + 50, seconds, peakBytes: 512 * 1024 ** 2, load: 1.5,
      shop: { raw: 40_000, gzip: 9_000 }, listing: { path: "/shop/page/2", raw: 40_000, gzip: 9_500 },
      search: { query: "celadon vase", hits: 50, files: 30, gzipBytes: 60_000, ms: 40 },
    });
    const report = formatScaleReport([row(1000, 12), row(10000, 96)]);
    expect(report).toContain("| 10,000 (+1000) | 10,050 | 96.0 s | 512 MiB |");
    expect(report).toContain("t(10,000) / t(1,000) = 8.00 (bar: ≤ 11)");
  });
});
