import { describe, expect, it } from "vitest";
import { defineSiteConfig, type SiteConfigInput } from "./site-config";

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

  describe("refuses what it does not know, naming the key and quoting the value", () => {
    const input = { name: "Studio", url: "https://studio.example" };
    const problems = (extra: object) => {
      try {
        defineSiteConfig({ ...input, ...extra } as SiteConfigInput);
        return "";
      } catch (error) {
        return (error as Error).message;
      }
    };

    it("a misspelt key, at any depth", () => {
      expect(problems({ headr: {} })).toBe('site.config.ts: unknown field "headr"');
      expect(problems({ header: { stiky: false } })).toBe('site.config.ts: header: unknown field "stiky"');
      expect(problems({ header: { menu: [{ label: "Shop", href: "/shop", childs: [] }] } })).toBe(
        'site.config.ts: header.menu[0]: unknown field "childs"',
      );
      expect(problems({ kit: { colours: {} } })).toBe('site.config.ts: kit: unknown field "colours"');
      expect(problems({ consent: { cookieBar: "bar" } })).toBe('site.config.ts: consent: unknown field "cookieBar"');
    });

    it("a field under its old name, naming the new one (docs/configuration.md#renamed-fields)", () => {
      expect(problems({ consent2: { enabled: true } })).toBe("site.config.ts: consent2: is now called layer2; rename the field, its settings stay the same");
      expect(problems({ consent: { enabled: false }, layer2: { enabled: true } }), "the new name builds").toBe("");
    });

    it("a value of the wrong kind", () => {
      expect(problems({ header: { sticky: "yes" } })).toBe('site.config.ts: header.sticky: expected true or false, received "yes"');
      expect(problems({ mobileMenu: { style: "overlay" } })).toBe(
        'site.config.ts: mobileMenu.style: expected one of "full-screen", "sidebar", "drop-down", received "overlay"',
      );
      expect(problems({ url: "hollowoak.example" })).toBe('site.config.ts: url: expected a valid url, received "hollowoak.example"');
    });

    it("a kit colour that is not a CSS colour", () => {
      expect(problems({ kit: { colors: { primary: "#8a4b2" } } })).toBe(
        'site.config.ts: kit.colors.primary: expected a CSS colour (#rrggbb, rgb(…), hsl(…) or a colour name), received "#8a4b2"',
      );
      expect(problems({ kit: { colors: { accent: "rgb(47 93 80)", surface: "oldlace" } } })).toBe("");
    });

    it("quotes the value for rules written in the schema too", () => {
      expect(problems({ consent: { showAgainX: "100 px" } })).toMatch(/^site\.config\.ts: consent\.showAgainX: .*, received "100 px"$/);
    });
  });
});
