import { describe, expect, it } from "vitest";
import { defineSiteConfig } from "./site-config";

describe("defineSiteConfig", () => {
  it("fills every default a site owner leaves out", () => {
    const config = defineSiteConfig({ name: "Studio", url: "https://studio.example" });
    expect(config.header.sticky).toBe(true);
    expect(config.header.stickyFallbackHeight).toBe(54);
    expect(config.mobileMenu.style).toBe("sidebar");
    expect(config.footer.style).toBe("fixed");
    expect(config.breakpoints.mobile).toBe(320);
  });

  it("names the field that is wrong", () => {
    expect(() =>
      defineSiteConfig({ name: "Studio", url: "https://studio.example", breakpoints: { mobile: 200 } }),
    ).toThrow(/site\.config\.ts: breakpoints\.mobile: /);
  });

  it("wants the breakpoints in increasing order, naming the field and the value", () => {
    const input = { name: "Studio", url: "https://studio.example" };
    expect(() => defineSiteConfig({ ...input, breakpoints: { tablet: 1000 } })).toThrow(
      "site.config.ts: breakpoints.desktop: must be greater than breakpoints.tablet (1000), received 960",
    );
    expect(() => defineSiteConfig({ ...input, breakpoints: { mobile: 800 } })).toThrow(
      "site.config.ts: breakpoints.tablet: must be greater than breakpoints.mobile (800), received 768",
    );
    expect(defineSiteConfig({ ...input, breakpoints: { tablet: 600, desktop: 800 } }).breakpoints).toEqual({
      mobile: 320,
      tablet: 600,
      desktop: 800,
    });
  });
});
