import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fontCatalogue } from "@vitrine/site/editor";

describe("the studio's catalogue fonts", () => {
  it("load every self-hosted family of the catalogue, from its own package", () => {
    const source = readFileSync(new URL("./catalogue-fonts.ts", import.meta.url), "utf8");
    const imported = [...source.matchAll(/from "(@fontsource-variable\/[^/]+)\/wght\.css\?url"/g)].map((m) => m[1]).sort();
    expect(imported).toEqual(fontCatalogue.flatMap((f) => (f.package ? [f.package] : [])).sort());
  });
});
