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
});
