import { describe, expect, it } from "vitest";
import { consentConfigSchema } from "../config/consent-config";
import { layer2ConfigSchema } from "../config/consent2-config";
import { declaredScripts } from "./declared-scripts";

const consent = consentConfigSchema.parse({
  analytics: { clarityProjectId: "abc" },
  categories: [
    { slug: "necessary", name: "Necessary", locked: true },
    { slug: "analytics", name: "Analytics" },
    { slug: "advertisement", name: "Advertisement" },
  ],
  scripts: [{ category: "advertisement", src: "https://ads.example/tag.js" }],
});
const layer2 = layer2ConfigSchema.parse({
  enabled: true,
  categories: [
    { slug: "essential", name: "Essential", locked: true },
    {
      slug: "statistics",
      name: "Statistics",
      services: [{ slug: "stats", name: "Stats", hosts: ["cdn.stats.example"], scripts: [{ src: "https://cdn.stats.example/s.js", alsoUnder: ["marketing"] }] }],
    },
    { slug: "marketing", name: "Marketing", services: [{ slug: "maps", name: "Maps", hosts: ["*.maps.example"] }] },
  ],
});
const both = declaredScripts({ consent, layer2 });
const url = (address: string) => new URL(address);

describe("which blocked scripts content may carry (layer 2's markup)", () => {
  it("takes a declared service, under its own category (or one its scripts also run under), from its hosts or the site", () => {
    expect(both.problem({ layer: 2, categories: ["statistics"], service: "stats", from: url("https://cdn.stats.example/a.js") })).toBeUndefined();
    expect(both.problem({ layer: 2, categories: ["statistics", "marketing"], service: "stats" })).toBeUndefined();
    expect(both.problem({ layer: 2, categories: ["marketing"], service: "maps", from: url("https://tiles.maps.example/m.js") })).toBeUndefined();
  });

  it("refuses a made-up service, even under essential, which runs before consent", () => {
    expect(both.problem({ layer: 2, categories: ["essential"], service: "made-up", from: url("https://evil.example/x.js") })).toBe(
      'data-wpconsent-name="made-up" is not one of layer2\'s services (stats, maps): declare the service, and the hosts it loads from, in site.config.ts',
    );
    expect(both.problem({ layer: 2, categories: ["essential"] })).toMatch(/^a layer-2 blocked script needs data-wpconsent-name/);
  });

  it("refuses a declared service under another category, or from a host it does not list", () => {
    expect(both.problem({ layer: 2, categories: ["essential"], service: "stats" })).toBe('data-wpconsent-category="essential" is not the category of the service stats (statistics, marketing)');
    expect(both.problem({ layer: 2, categories: ["marketing"], service: "maps", from: url("https://evil.example/x.js") })).toBe(
      "a script from evil.example is not from the hosts of the service maps (*.maps.example): add the host to the service in site.config.ts",
    );
    expect(both.problem({ layer: 2, categories: ["statistics"], service: "stats", from: url("http://cdn.stats.example/a.js") })).toBe("a script from cdn.stats.example must load over https");
  });

  it("refuses every layer-2 script when layer 2 is off", () => {
    const off = declaredScripts({ consent, layer2: { ...layer2, enabled: false } });
    expect(off.problem({ layer: 2, categories: ["statistics"], service: "stats" })).toMatch(/^layer 2 \(layer2\) is off/);
  });
});

describe("which blocked scripts content may carry (layer 1's markup)", () => {
  it("takes one of layer 1's categories, inline or from a host declared under that category", () => {
    expect(both.problem({ layer: 1, category: "necessary" })).toBeUndefined();
    expect(both.problem({ layer: 1, category: "advertisement", from: url("https://ads.example/other.js") })).toBeUndefined();
    expect(both.problem({ layer: 1, category: "analytics", from: url("https://www.clarity.ms/tag/abc") })).toBeUndefined();
    // analytics ↔ statistics through the bridge: the stats service's host.
    expect(both.problem({ layer: 1, category: "analytics", from: url("https://cdn.stats.example/a.js") })).toBeUndefined();
  });

  it("refuses a host declared nowhere, or under another category: necessary runs before consent", () => {
    expect(both.problem({ layer: 1, category: "necessary", from: url("https://evil.example/x.js") })).toBe(
      'a script from evil.example under "necessary" is declared nowhere in site.config.ts: list it in consent.scripts under that category, or add evil.example to the hosts of one of layer2\'s essential services',
    );
    expect(both.problem({ layer: 1, category: "necessary", from: url("https://ads.example/tag.js") })).toMatch(/^a script from ads.example under "necessary" is declared nowhere/);
    expect(both.problem({ layer: 1, category: "made-up" })).toBe('data-cli-script-type="made-up" is not one of layer 1\'s categories (necessary, analytics, advertisement)');
    expect(declaredScripts({ consent: { ...consent, enabled: false }, layer2 }).problem({ layer: 1, category: "analytics" })).toMatch(/^layer 1 \(consent\) is off/);
  });
});

describe("the hosts the CSP may name", () => {
  it("are the declared scripts' and services' hosts only", () => {
    for (const host of ["ads.example", "www.clarity.ms", "cdn.stats.example", "tiles.maps.example"]) expect(both.declares(host), host).toBe(true);
    for (const host of ["evil.example", "maps.example.evil", "stats.example"]) expect(both.declares(host), host).toBe(false);
  });
});
