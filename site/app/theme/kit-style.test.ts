import { describe, expect, it } from "vitest";
import { defineSiteConfig } from "~/define-site-config";
import { kitStyle } from "./kit-style";

describe("kitStyle", () => {
  it("exposes the kit colours and fonts as custom properties on :root", () => {
    const { kit } = defineSiteConfig({ name: "S", url: "https://s.example", kit: { colors: { primary: "#123456" } } });
    const css = kitStyle(kit);
    expect(css.startsWith(":root{")).toBe(true);
    expect(css).toContain("--color-primary:#123456");
    expect(css).toContain("--color-bg:#fbf8f3");
    expect(css).toContain('--font-heading:Georgia, "Times New Roman", serif');
  });

  it("cannot end the rule or the style element from a config value", () => {
    const hostile = "red;}</style><script>alert(1)</script>";
    // A colour like that is not a CSS colour, so the config refuses it outright…
    expect(() => defineSiteConfig({ name: "S", url: "https://s.example", kit: { colors: { text: hostile } } })).toThrow(
      /kit\.colors\.text: expected a CSS colour/,
    );
    // …so is a font stack with a character that could end the rule (the kit file, which
    // the page builder writes, is checked with the same schema)…
    expect(() => defineSiteConfig({ name: "S", url: "https://s.example", kit: { fonts: { body: hostile } } })).toThrow(
      /kit\.fonts\.body: expected a font from the list, or a font stack/,
    );
    // …and kitStyle itself writes none of those characters, whatever it is given.
    const { kit } = defineSiteConfig({ name: "S", url: "https://s.example" });
    const css = kitStyle({ ...kit, fonts: { ...kit.fonts, body: hostile } });
    expect(css).not.toMatch(/<|>/);
    expect(css.match(/}/g)).toHaveLength(1);
  });
});
