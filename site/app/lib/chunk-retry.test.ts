import { describe, expect, it } from "vitest";
import { createChunkFailures, exportStep, importedSpecifier, retryUrl, withoutRetry } from "./chunk-retry";

// Importers as a production bundle writes them once built.
const bundled = (source: string) => new Function(`return ${source}`) as () => Promise<unknown>;

describe("chunk retry addresses", () => {
  it("adds the retry parameter last, keeping the chunk's own query, and strips it again", () => {
    expect(retryUrl("/assets/a.js", 1)).toBe("/assets/a.js?chunk-retry=1");
    expect(retryUrl("/assets/a.js?v=2", 3)).toBe("/assets/a.js?v=2&chunk-retry=3");
    expect(retryUrl(retryUrl("/assets/a.js", 1), 2)).toBe("/assets/a.js?chunk-retry=2");
    expect(withoutRetry("/assets/a.js?v=2&chunk-retry=3")).toBe("/assets/a.js?v=2");
    expect(withoutRetry("/assets/a.js?chunk-retry=3")).toBe("/assets/a.js");
    expect(withoutRetry("/assets/a.js?chunk-retry=x")).toBe("/assets/a.js?chunk-retry=x");
  });

  it("reads the imported address and the bundler's export step from an importer's source", () => {
    expect(importedSpecifier(bundled("import(`./site-header.island-m5.js`)"))).toBe("./site-header.island-m5.js");
    expect(importedSpecifier(() => Promise.resolve(1))).toBeUndefined();
    expect(exportStep(bundled("d(()=>import(`./site-header.island-m5.js`).then(e=>e.n),[0,1])"))).toBe("n");
    expect(exportStep(bundled('import("./a.js").then((mod) => mod.t)'))).toBe("t");
    expect(exportStep(bundled('import("./search-runtime-X.js")'))).toBeUndefined();
    // Not the bundler's step: a callback that does more than read one export.
    expect(exportStep(bundled('import("./a.js").then((m) => m.x.y)'))).toBeUndefined();
  });
});

describe("createChunkFailures", () => {
  it("counts failures per address, whatever retry parameter the failing address had", () => {
    const failures = createChunkFailures();
    const importer = () => Promise.resolve();
    expect(failures.count(importer, "/assets/a.js")).toBe(0);
    failures.note(importer, "/assets/a.js");
    failures.note(importer, "/assets/a.js?chunk-retry=1");
    expect(failures.count(importer, undefined)).toBe(2);
    expect(failures.count(() => Promise.resolve(), "/assets/a.js")).toBe(2);
    expect(failures.urlOf(importer)).toBe("/assets/a.js");
    expect(failures.count(() => Promise.resolve(), "/assets/b.js")).toBe(0);
  });

  it("keeps each memory apart", () => {
    const one = createChunkFailures();
    one.note(() => Promise.resolve(), "/assets/a.js");
    expect(createChunkFailures().count(() => Promise.resolve(), "/assets/a.js")).toBe(0);
  });
});
