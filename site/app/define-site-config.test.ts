import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defineSiteConfig, type SiteConfigInput } from "./define-site-config";
import { defineFeature } from "./features/define-feature";
import { createFeatureRegistry } from "./features/feature-registry";
import { features } from "./features/site-features.server";
import { featureWords } from "./words/feature-words";
import { categoryWords } from "./words/languages";

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

    it("a field that moved, by its new name: the video's words are the site's words table's now", () => {
      expect(problems({ consentWords: { video: { play: "Play" } } } as never)).toBe("site.config.ts: consentWords.video: is now called words.video; move the words there, they stay the same");
    });

    it("quotes the value for rules written in the schema too", () => {
      expect(problems({ consent: { showAgainX: "100 px" } })).toMatch(/^site\.config\.ts: consent\.showAgainX: .*, received "100 px"$/);
    });
  });
});

describe("the site's config, folded over its features (docs/decisions/037-features.md)", () => {
  const base = { name: "Studio", url: "https://studio.example" };
  const message = (run: () => unknown) => {
    try {
      run();
      return "";
    } catch (error) {
      return (error as Error).message;
    }
  };
  // A feature as its folder would declare it: a config key with a check and a finish, and words in two languages.
  const clock = defineFeature({
    name: "clock",
    config: {
      key: "clock",
      schema: z.strictObject({ zone: z.string().default("UTC"), seconds: z.boolean().default(false) }).prefault({}),
      check: (config, ctx) => {
        const own = (config as unknown as { clock: { zone: string } }).clock;
        if (own.zone === "Mars") ctx.addIssue({ code: "custom", path: ["clock", "zone"], message: "is not a time zone of this planet" });
      },
      finish: (config) => ({ ...(config as unknown as { clock: object }).clock, static: config.hosting.mode === "static" }),
    },
    words: featureWords({ time: "The time is {time}" }, { fr: { time: "Il est {time}" } }),
  });
  const registry = createFeatureRegistry({ ...Object.fromEntries(features.all.map((f) => [`./${f.name}/${f.name}.feature.ts`, f])), "./clock/clock.feature.ts": clock });
  const define = (input: object) => defineSiteConfig({ ...base, ...input } as SiteConfigInput, {}, registry) as unknown as { clock: object; words: Record<string, Record<string, string>> };

  it("takes a feature's config slice under its key, with its defaults, its check and what the built site keeps", () => {
    expect(define({}).clock).toEqual({ zone: "UTC", seconds: false, static: false });
    expect(define({ clock: { zone: "Europe/Paris" } }).clock).toEqual({ zone: "Europe/Paris", seconds: false, static: false });
    expect(message(() => define({ clock: { zone: "Mars" } }))).toBe('site.config.ts: clock.zone: is not a time zone of this planet');
    expect(message(() => define({ clock: { hour: 3 } }))).toBe('site.config.ts: clock: unknown field "hour"');
    // Without the feature, its key is no setting of the site.
    expect(message(() => defineSiteConfig({ ...base, clock: {} } as never))).toBe('site.config.ts: unknown field "clock"');
  });

  it("takes a feature's words into the one words table, in the site's language, and checks them as the site's own", () => {
    expect(define({}).words.clock).toEqual({ time: "The time is {time}" });
    expect(define({ language: "fr" }).words.clock).toEqual({ time: "Il est {time}" });
    // German: the site ships its words, the feature does not; the check names the feature's word left in English, and no other.
    expect(message(() => define({ language: "de" }))).toBe(
      'site.config.ts: words: still English but language is "de": clock.time (translate them, or list those meant to stay as they are in words.keepEnglish)',
    );
    expect(define({ language: "de", words: { clock: { time: "Es ist {time}" } } }).words.clock).toEqual({ time: "Es ist {time}" });
  });

  it("refuses two features with one config key, and a key the site's own settings have", () => {
    const twin = defineFeature({ name: "twin", config: { key: "clock", schema: z.object({}) } });
    expect(() => createFeatureRegistry({ "./clock/clock.feature.ts": clock, "./twin/twin.feature.ts": twin })).toThrow(
      'features/twin: the config key "clock" is the clock feature\'s too; each feature has a key of its own',
    );
    const header = defineFeature({ name: "header", config: { key: "header", schema: z.object({}) } });
    expect(() => defineSiteConfig(base, {}, createFeatureRegistry({ "./header/header.feature.ts": header }))).toThrow("a feature's config key is one of the site's own: header");
  });

  it("gives layer 2's default categories in the site's language, so a site that lists none passes the language check", () => {
    const config = defineSiteConfig({ ...base, language: "fr", consent: { enabled: false }, layer2: { enabled: true } });
    const french = categoryWords("fr").layer2;
    expect(config.layer2.categories.map((c) => [c.slug, c.name, c.description])).toEqual([
      ["essential", french.essential.name, french.essential.description],
      ["statistics", french.statistics.name, french.statistics.description],
      ["marketing", french.marketing.name, french.marketing.description],
    ]);
    expect(config.layer2.categories[0]!.locked).toBe(true);
  });
});
