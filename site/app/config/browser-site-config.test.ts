import { describe, expect, it } from "vitest";
import siteConfig from "../../site.config";
import { browserParts, type BrowserPartName } from "./browser-parts";
import { BUILD_ONLY, browserSiteConfig } from "./browser-site-config";
import { layer2BrowserOptionsOf } from "./layer2-ui-options";

describe("the site config the browser receives", () => {
  it("has every part but the build-only ones, and leaves the build's config whole", () => {
    // Every build-only setting given, the optional ones too (the demo leaves the order address to MAIL_TO).
    const config = { ...siteConfig, shop: siteConfig.shop && { ...siteConfig.shop, orderEmail: "orders@example.org" } };
    const sent = browserSiteConfig(config) as unknown as typeof siteConfig;
    expect(sent.consentWords.layer2).toEqual(siteConfig.consentWords.layer2);
    expect(sent.header).toEqual(siteConfig.header);
    expect(sent.footer.style).toBe(siteConfig.footer.style);
    expect(BUILD_ONLY.length).toBeGreaterThan(0);
    for (const path of BUILD_ONLY) {
      const [part, key] = path.split(".") as [keyof typeof siteConfig, string | undefined];
      if (key === undefined) {
        // A whole part: the site's words (docs/decisions/039-site-words.md).
        expect(sent, path).not.toHaveProperty(part);
        expect(siteConfig, path).toHaveProperty(part);
        continue;
      }
      expect(sent[part], path).not.toHaveProperty(key);
      expect(config[part], path).toHaveProperty(key);
    }
  });
});

describe("the parts of the config the browser loads with the code that reads them", () => {
  const files = Object.keys(import.meta.glob("./parts/*.ts")).map((path) => path.slice("./parts/".length, -".ts".length));

  it("are one module each, named after a part (the build replaces each by its value)", async () => {
    expect(files.sort()).toEqual(Object.keys(browserParts).sort());
    for (const name of files) expect((await import(`./parts/${name}.ts`)).default).toEqual(browserParts[name as BrowserPartName](siteConfig));
  });

  it("give every page only the consent rules and switches, none of the words, descriptions or looks", () => {
    const page = browserParts.page(siteConfig);
    const text = JSON.stringify(page);
    for (const c of [...siteConfig.consent.categories, ...siteConfig.layer2.categories]) {
      if (c.description) expect(text, c.slug).not.toContain(c.description);
    }
    expect(text).not.toContain(siteConfig.consentWords.layer1.message);
    expect(text).not.toContain(siteConfig.consent.colours.background);
    expect(page.consent.categories.map((c) => c.slug)).toEqual(siteConfig.consent.categories.map((c) => c.slug));
    expect(page.consent.categories.find((c) => c.slug === "analytics")?.cookies).toEqual(["_clck", "_clsk"]);
    expect(text.length, "a few KB at most: it is in every page's first load").toBeLessThan(3000);
  });

  it("give layer 1's settings modal its words, categories and look", () => {
    const view = browserParts["layer1-settings"](siteConfig);
    expect(view.words.saveAndAccept).toBe(siteConfig.consentWords.layer1.saveAndAccept);
    expect(view.categories.map((c) => c.description)).toEqual(siteConfig.consent.categories.map((c) => c.description));
    expect(view).not.toHaveProperty("words.message");
  });

  it("give layer 2's banner what its code reads, none of the words or descriptions its markup already has: it is in the first load where layer 2 is primary", () => {
    const banner = browserParts["layer2-banner"](siteConfig);
    expect(banner).toEqual(layer2BrowserOptionsOf(siteConfig.layer2, siteConfig.consentWords.layer2));
    expect(banner.texts).toEqual({ showServices: siteConfig.consentWords.layer2.showServices, hideServices: siteConfig.consentWords.layer2.hideServices });
    expect(banner.categories.map((c) => c.slug)).toEqual(siteConfig.layer2.categories.map((c) => c.slug));
    const text = JSON.stringify(banner);
    for (const c of siteConfig.layer2.categories) if (c.description) expect(text, c.slug).not.toContain(c.description);
    expect(text).not.toContain(siteConfig.consentWords.layer2.bannerMessage);
    expect(text.length, "a few hundred characters: the whole config is tens of thousands").toBeLessThan(1500);
  });
});
