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
  });
});

/** Every file under app/ that names a part, with the part's name. */
const partFiles = () =>
  Object.keys(import.meta.glob(["../**/*.island.tsx", "../**/*.enhancer.ts", "!**/__fixtures__/**"])).map((path) => ({
    path,
    name: path.slice(path.lastIndexOf("/") + 1).replace(/\.(island\.tsx|enhancer\.ts)$/, ""),
  }));

describe("the site's registries, built from the files", () => {
  it("has every island, each loading its own module", async () => {
    expect(Object.keys(islandLoaders).sort()).toEqual(["search", "site-header"]);
    // React comes with an island, and no island wakes at load: each waits for a visitor's intent (docs/decisions/035).
    for (const load of Object.values(islandLoaders)) expect((await load()).default.trigger).toBe("interaction");
  });

  it("has no two parts with one name, islands and enhancers together (a name is a chunk's and a marker's)", () => {
    const names = partFiles().map((file) => file.name);
    expect(names.length).toBeGreaterThan(5);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it("has every enhancer with its trigger; none under a test fixture folder", () => {
    const triggers = Object.fromEntries(Object.entries(enhancers).map(([name, e]) => [name, e.trigger]));
    expect(triggers).toEqual({
      "add-to-cart": "interaction",
      "back-to-top": "scroll",
      "card-slider": "interaction",
      cart: "load",
      "cart-clear": "load",
      "cart-count": "idle",
      "consent-id": "visible",
      form: "interaction",
      "frame-placeholders": "visible",
      "layer1-bar": "load",
      "layer2-banner": "load",
      "lazy-backgrounds": "visible",
      lightbox: "interaction",
      "new-tab-links": "load",
      "parallax-footer": "idle",
      "photo-feed": "visible",
      "product-stock": "idle",
      reveal: "load",
      "shop-sort": "interaction",
      slider: "visible",
      video: "interaction",
      visits: "idle",
      "visits-objection": "visible",
    });
  });
});
