import { describe, expect, it } from "vitest";
import { inFrench } from "../../../tests/e2e/consent-variants/french";
import { serviceCatalogue } from "../consent/consent-settings.server";
import { layer2Service, serviceIn } from "../consent/service-catalogue";
import { defineSiteConfig, type SiteConfigInput } from "./site-config";

const base = { name: "Studio", url: "https://studio.example" };
/** The build's message on the consent words for this config, "" when they are accepted (the site's other words are words.test.ts's). */
const problem = (input: Partial<SiteConfigInput>): string => {
  try {
    defineSiteConfig({ ...base, ...input } as SiteConfigInput);
    return "";
  } catch (error) {
    return (error as Error).message.split("\n").filter((line) => !line.startsWith("site.config.ts: words:")).join("\n");
  }
};

describe("the consent words table", () => {
  it("has English defaults for every part, and each word is replaceable alone", () => {
    const words = defineSiteConfig({ ...base, consentWords: { layer1: { settingsTitle: "Réglages" } } }).consentWords;
    expect([words.layer1.settingsTitle, words.layer1.close, words.layer2.acceptAll, words.placeholder.button, words.video.play]).toEqual([
      "Réglages",
      "Close",
      "Accept all",
      "Click here to accept {category} cookies and load this content",
      "Play video: {title}",
    ]);
  });

  it("is the one place for each word: the old scattered settings are unknown fields", () => {
    expect(problem({ consent: { message: "Hi" } as never })).toBe('site.config.ts: consent: unknown field "message"');
    expect(problem({ consent: { button1: { text: "OK" } } as never })).toBe('site.config.ts: consent.button1: unknown field "text"');
    expect(problem({ layer2: { texts: {} } as never })).toBe('site.config.ts: layer2: unknown field "texts"');
    expect(problem({ video: { texts: {} } as never })).toBe('site.config.ts: video: unknown field "texts"');
  });

  it("names a misspelt or empty word", () => {
    expect(problem({ consentWords: { layer1: { acceptALL: "x" } } as never })).toBe('site.config.ts: consentWords.layer1: unknown field "acceptALL"');
    expect(problem({ consentWords: { layer2: { acceptAll: "" } } })).toMatch(/^site\.config\.ts: consentWords\.layer2\.acceptAll: /);
    expect(problem({ consentWords: { keepEnglish: ["layer1.nope"] } })).toMatch(/^site\.config\.ts: consentWords\.keepEnglish\[0\]: is not a consent word/);
  });
});

describe("a site in another language shows no English", () => {
  it("accepts English sites with every default, in any English", () => {
    expect(problem({ language: "en" })).toBe("");
    expect(problem({ language: "en-GB", consent: { enabled: false }, layer2: { enabled: true } })).toBe("");
  });

  it("fails the build naming every word still English, only of the parts the site shows", () => {
    // Spanish: a language without a words file (app/words/languages/).
    const message = problem({ language: "es" });
    expect(message).toMatch(/^site\.config\.ts: consentWords: still English but language is "es": layer1\.barLabel, layer1\.message, layer1\.accept, /);
    expect(message).toContain("layer1.saveAndAccept, layer1.saveNecessaryOnly, video.play, video.watch, video.layer1Message, video.layer1Button");
    // Layer 2 is off: its banner, its placeholder and its categories are nowhere on the page.
    expect(message).not.toMatch(/layer2\.|placeholder\.|layer2\./);
    // No heading is no English.
    expect(message).not.toContain("layer1.heading");
  });

  it("with layer 2 primary, names its words, the placeholder's, and its default categories left in English", () => {
    const message = problem({ language: "it", consent: { enabled: false }, layer2: { enabled: true }, consentWords: { layer2: { acceptAll: "Accetta tutti" } } });
    expect(message).toContain("layer2.bannerLabel");
    expect(message).not.toContain("layer2.acceptAll");
    expect(message).toContain("placeholder.button");
    expect(message).toContain("layer2.categories[0].name, layer2.categories[0].description");
    // Layer 1 is off: neither its words nor the video prompt that opens its settings.
    expect(message).not.toMatch(/layer1\.|video\.layer1/);
  });

  it("passes with every shown word translated, and with the words meant to stay listed in keepEnglish", () => {
    expect(problem(inFrench)).toBe("");
    const { video, ...others } = inFrench.consentWords;
    // A language without a words file, so the check sees this table alone.
    const kept = { ...inFrench, language: "es", consentWords: { ...others, video: { ...video, watch: "Watch on {service}" } } };
    expect(problem(kept)).toBe('site.config.ts: consentWords: still English but language is "es": video.watch (translate them, or list those meant to stay as they are in consentWords.keepEnglish)');
    expect(problem({ ...kept, consentWords: { ...kept.consentWords, keepEnglish: [...inFrench.consentWords.keepEnglish, "video.watch"] } })).toBe("");
  });
});

describe("a site in another language shows no service in the catalogue's English", () => {
  it("names each service and cookie the privacy page and layer 2 would show in English, in plain words", () => {
    const english = serviceCatalogue.find((s) => s.slug === "youtube")!;
    const youtube = layer2Service(english, { service: "youtube" }, ["essential", "marketing"]);
    const layer2 = { ...inFrench.layer2, categories: inFrench.layer2.categories.map((c) => (c.slug === "marketing" ? { ...c, services: [youtube] } : c)) };
    expect(problem({ ...inFrench, layer2 })).toBe(
      'site.config.ts: layer2: the privacy page would show these services in English but the site\'s language is "fr": YouTube (what it does; its cookies YSC, VISITOR_INFO1_LIVE, yt-player-volume) (say what they do and what their cookies are for in the site\'s language, in the studio\'s Consent screen for this language)',
    );
    const french = layer2Service(english, { service: "youtube" }, ["essential", "marketing"], serviceIn(english, "fr", "Jusqu'à la fermeture du navigateur"));
    expect(problem({ ...inFrench, layer2: { ...layer2, categories: layer2.categories.map((c) => (c.slug === "marketing" ? { ...c, services: [french] } : c)) } })).toBe("");
  });
});
