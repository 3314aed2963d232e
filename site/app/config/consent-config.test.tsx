import { describe, expect, it } from "vitest";
import { defineSiteConfig } from "../define-site-config";
import { renderToStaticMarkup } from "react-dom/server";
import { BlockedScripts, configuredScripts } from "../consent/blocked-scripts";
import { consentConfigSchema } from "./consent-config";
import { createLayer1, createLayer1Engine, createServerEnvironment } from "@vitrine/consent";

/** What the pre-rendered bar shows for this config (the layer-1 server snapshot). */
function prerenderedBar(input: Parameters<typeof consentConfigSchema.parse>[0]) {
  const options = consentConfigSchema.parse(input);
  return createLayer1(createLayer1Engine(options, createServerEnvironment()), options).getServerSnapshot();
}

describe("consent config", () => {
  it("fills the plugin's defaults (docs/behaviour/consent-layer-1.md)", () => {
    const c = consentConfigSchema.parse({});
    expect(c.cookieBarAs).toBe("bar");
    expect(c.showOnceMs).toBe(10000);
    expect(c.animateSpeedShow).toBe(300);
    expect(c.showAgainX).toBe("100px");
    expect(c.button2.url).toBe("/privacy-policy");
    expect(c.ccpaType).toBe("gdpr");
    expect(c.analytics.tagHost).toBe("www.clarity.ms");
  });

  it("keeps the bypass off unless a URL-safe value is configured", () => {
    expect(consentConfigSchema.parse({}).bypassValue).toBe("");
    expect(() => consentConfigSchema.parse({ bypassValue: "a b" })).toThrow(/must be letters, digits/);
  });

  it("names the wrong field through the site config", () => {
    expect(() =>
      defineSiteConfig({ name: "S", url: "https://s.example", consent: { categories: [{ slug: "a", name: "A" }, { slug: "a", name: "B" }] } }),
    ).toThrow(/site\.config\.ts: consent\.categories\[1\]\.slug: is used twice/);
  });

  it("shows the CCPA control only in a ccpa mode, and hides the bar in ccpa mode without bar", async () => {
    expect(prerenderedBar({ ccpaEnabled: true }).ccpaControlVisible).toBe(false);
    expect(prerenderedBar({ ccpaEnabled: true, ccpaType: "ccpa_gdpr", barButtons: ["button6", "button7"] }).ccpaControlVisible).toBe(true);
    const regional = { ccpaEnabled: true, ccpaType: "ccpa", ccpaRegionBased: true, barButtons: ["button6"] } as const;
    expect(prerenderedBar(regional).ccpaControlVisible, "region unknown before the lookup: shown").toBe(true);
    const outside = consentConfigSchema.parse({ ...regional, ccpaRegion: () => "outside" });
    const layer = createLayer1(createLayer1Engine(outside, createServerEnvironment()), outside);
    await layer.locate();
    expect(layer.getSnapshot().ccpaControlVisible).toBe(false);
    expect(prerenderedBar({ ccpaEnabled: true, ccpaType: "ccpa", ccpaBarEnabled: false }).manual).toBe(true);
    expect(prerenderedBar({ customIntegration: true }).manual).toBe(true);
    expect(prerenderedBar({}).manual).toBe(false);
  });

  it("refuses a CCPA bar without the opt-out button, naming the field", () => {
    expect(() => defineSiteConfig({ name: "S", url: "https://s.example", consent: { ccpaEnabled: true, ccpaType: "ccpa" } })).toThrow(
      /site\.config\.ts: consent\.barButtons: must include "button6" \(the "Do not sell my personal information" opt-out\) while CCPA applies \(ccpaType "ccpa"\)/,
    );
    // Without a bar there is nothing to put it in; with CCPA off it is not needed.
    expect(() => consentConfigSchema.parse({ ccpaEnabled: true, ccpaType: "ccpa", ccpaBarEnabled: false })).not.toThrow();
    expect(() => consentConfigSchema.parse({ ccpaType: "ccpa_gdpr" })).not.toThrow();
  });

  it("passes the behaviour settings to the engine and layer 1", () => {
    const config = consentConfigSchema.parse({ scrollClose: true, acceptReload: true, consentVersion: 3 });
    const layer = createLayer1(createLayer1Engine(config, createServerEnvironment()), config);
    expect(layer.options).toMatchObject({ scrollClose: true, acceptReload: true, consentVersion: 3, showOnceMs: 10000 });
  });

  it("refuses unknown keys, so a misspelt setting is not silently ignored", () => {
    expect(() => defineSiteConfig({ name: "S", url: "https://s.example", consent: { colours: { backgrund: "#ffffff" } } as never })).toThrow(
      /site\.config\.ts: consent\.colours: unknown field "backgrund"/,
    );
    expect(() => consentConfigSchema.parse({ scriptz: [] })).toThrow(/unrecognized_key/);
  });

  it("holds back configured scripts under a known category, each with src or code", () => {
    const categories = [{ slug: "necessary", name: "Necessary" }, { slug: "advertisement", name: "Ads" }];
    const config = consentConfigSchema.parse({
      categories,
      analytics: { clarityProjectId: "abc", category: "advertisement" },
      scripts: [
        { category: "advertisement", src: "https://ads.example/tag.js", position: "body", attributes: { async: true, "data-id": "7" } },
        { category: "necessary", code: "window.ok = 1;" },
      ],
    });
    // The analytics tag first, then the scripts in order.
    expect(configuredScripts(config).map((s) => s.category)).toEqual(["advertisement", "advertisement", "necessary"]);
    const html = renderToStaticMarkup(<BlockedScripts config={config} />);
    expect(html).toContain('<div hidden="" data-consent-scripts="">');
    expect(html).toContain(
      '<script type="text/plain" data-cli-class="cli-blocker-script" data-cli-script-type="advertisement" data-cli-block="true" data-cli-element-position="body" src="https://ads.example/tag.js" async data-id="7"></script>',
    );
    expect(html).toContain('data-cli-element-position="head">window.ok = 1;</script>');

    const site = (consent: object) => () => defineSiteConfig({ name: "S", url: "https://s.example", consent: { categories, ...consent } as never });
    expect(site({ scripts: [{ category: "stats", code: "1" }] })).toThrow(
      /consent\.scripts\[0\]\.category: "stats" is not one of the categories \(necessary, advertisement\)/,
    );
    expect(site({ scripts: [{ category: "necessary" }] })).toThrow(/consent\.scripts\[0\]: needs exactly one of src and code/);
    expect(site({ analytics: { clarityProjectId: "abc" } })).toThrow(/consent\.analytics\.category: "analytics" is not one of the categories/);
  });

  it("renders nothing when no script is configured or the layer is off", () => {
    expect(renderToStaticMarkup(<BlockedScripts config={consentConfigSchema.parse({})} />)).toBe("");
    const off = consentConfigSchema.parse({ enabled: false, categories: [{ slug: "a", name: "A" }], scripts: [{ category: "a", code: "1" }] });
    expect(renderToStaticMarkup(<BlockedScripts config={off} />)).toBe("");
  });

  it("gives the engine the region lookup for region-based CCPA", () => {
    const ccpaRegion = () => "outside" as const;
    const config = consentConfigSchema.parse({ ccpaEnabled: true, ccpaType: "ccpa_gdpr", ccpaRegionBased: true, ccpaRegion, barButtons: ["button6"] });
    expect(createLayer1(createLayer1Engine(config, createServerEnvironment()), config).options.ccpaRegion).toBe(ccpaRegion);
    expect(() => consentConfigSchema.parse({ ccpaRegion: "outside" })).toThrow(/must be a function/);
  });
});
