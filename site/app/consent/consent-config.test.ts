import { describe, expect, it } from "vitest";
import { defineSiteConfig } from "../config/site-config";
import { clarityLoader } from "./analytics-tag";
import { consentConfigSchema } from "./consent-config";
import { toEngineOptions } from "./engine-options";
import { showsCcpa, toUiSettings } from "./ui-settings";

describe("consent config", () => {
  it("fills the plugin's defaults (compat.md, spec §9)", () => {
    const c = consentConfigSchema.parse({});
    expect(c.cookieBarAs).toBe("bar");
    expect(c.showOnceMs).toBe(10000);
    expect(c.animateSpeedShow).toBe(300);
    expect(c.showAgainX).toBe("100px");
    expect(c.button2.url).toBe("/privacy-policy");
    expect(c.ccpaType).toBe("gdpr");
    expect(c.analytics.tagHost).toBe("www.clarity.ms");
  });

  it("names the wrong field through the site config", () => {
    expect(() =>
      defineSiteConfig({ name: "S", url: "https://s.example", consent: { categories: [{ slug: "a", name: "A" }, { slug: "a", name: "B" }] } }),
    ).toThrow(/site\.config\.ts: consent\.categories\.1\.slug: is used twice/);
  });

  it("shows the CCPA control only in a ccpa mode, and hides the bar in ccpa mode without bar", () => {
    expect(showsCcpa(consentConfigSchema.parse({ ccpaEnabled: true }))).toBe(false);
    expect(showsCcpa(consentConfigSchema.parse({ ccpaEnabled: true, ccpaType: "ccpa_gdpr", barButtons: ["button6", "button7"] }))).toBe(true);
    const regional = consentConfigSchema.parse({ ccpaEnabled: true, ccpaType: "ccpa", ccpaRegionBased: true, barButtons: ["button6"] });
    expect(showsCcpa(regional, "outside")).toBe(false);
    expect(showsCcpa(regional)).toBe(true);
    expect(toUiSettings(consentConfigSchema.parse({ ccpaType: "ccpa", ccpaBarEnabled: false })).customIntegration).toBe(true);
  });

  it("refuses a CCPA bar without the opt-out button, naming the field", () => {
    expect(() => defineSiteConfig({ name: "S", url: "https://s.example", consent: { ccpaEnabled: true, ccpaType: "ccpa" } })).toThrow(
      /site\.config\.ts: consent\.barButtons: must include "button6" \(the "Do not sell my personal information" opt-out\) while CCPA applies \(ccpaType "ccpa"\)/,
    );
    // Without a bar there is nothing to put it in; with CCPA off it is not needed.
    expect(() => consentConfigSchema.parse({ ccpaEnabled: true, ccpaType: "ccpa", ccpaBarEnabled: false })).not.toThrow();
    expect(() => consentConfigSchema.parse({ ccpaType: "ccpa_gdpr" })).not.toThrow();
  });

  it("passes the behaviour settings to the engine", () => {
    const o = toEngineOptions(consentConfigSchema.parse({ scrollClose: true, acceptReload: true, consentVersion: 3 }));
    expect(o).toMatchObject({ scrollClose: true, acceptReload: true, consentVersion: 3, showOnceMs: 10000 });
  });

  it("renders the vendor's standard loader for the configured project and host", () => {
    const js = clarityLoader("abc123", "tags.example");
    expect(js).toContain('"https://tags.example/tag/"+i');
    expect(js).toContain('"clarity","script","abc123"');
  });
});
