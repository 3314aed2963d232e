import { describe, expect, it } from "vitest";
import { byName } from "./by-name";
import { enhancers } from "./enhancers";
import { islandLoaders } from "./registry";

describe("byName", () => {
  it("names each part after its file, wherever the file is", () => {
    expect(byName({ "../theme/back-to-top.enhancer.ts": 1, "./shop-sort.enhancer.ts": 2 }, ".enhancer.ts")).toEqual({
      "back-to-top": 1,
      "shop-sort": 2,
    });
    expect(() => byName({ "./consent.island.tsx": 1 }, ".enhancer.ts")).toThrow("./consent.island.tsx: expected a file ending in .enhancer.ts");
  });

  it("refuses two files with one name, naming both", () => {
    expect(() => byName({ "../a/slider.island.tsx": 1, "../b/slider.island.tsx": 2 }, ".island.tsx")).toThrow(
      '../b/slider.island.tsx: the name "slider" is already taken by ../a/slider.island.tsx; rename one of the files',
    );
  });
});

describe("the site's registries, built from the files", () => {
  it("has every island, each loading its own module", async () => {
    expect(Object.keys(islandLoaders).sort()).toEqual(["consent", "search", "site-header"]);
    const header = await islandLoaders["site-header"]!();
    expect(header.default.trigger).toBe("load");
  });

  it("has every enhancer with its trigger; none under a test fixture folder", () => {
    const triggers = Object.fromEntries(Object.entries(enhancers).map(([name, e]) => [name, e.trigger]));
    expect(triggers).toEqual({ "back-to-top": "idle", "parallax-footer": "idle", "shop-sort": "interaction" });
  });
});
