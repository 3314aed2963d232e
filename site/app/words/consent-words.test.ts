import { describe, expect, it } from "vitest";
import { inFrench } from "../../../tests/e2e/consent-variants/french";
import { languageWordsOf } from "./languages";
import { serviceCatalogue } from "../content/consent-settings.server";
import { layer2Service, serviceIn } from "../consent/service-catalogue";
import { defineSiteConfig, type SiteConfigInput } from "../define-site-config";

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
    expect([words.layer1.settingsTitle, words.layer1.close, words.layer2.acceptAll, words.placeholder.button]).toEqual([
      "Réglages",
      "Close",
      "Accept all",
      "Click here to accept {category} cookies and load this content",
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
    expect(message).toContain("layer1.saveAndAccept, layer1.saveNecessaryOnly, policy.cookie");
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
    // A language without a words file, so the check sees this table alone: French's, one word left in English.
    const french = languageWordsOf("fr")!;
    const consentWords = { ...french.consentWords, placeholder: { ...french.consentWords.placeholder, link: "Open it on {service}" }, keepEnglish: [...french.keepEnglish.consentWords] };
    const kept = { ...inFrench, language: "es", consentWords };
    expect(problem(kept)).toBe('site.config.ts: consentWords: still English but language is "es": placeholder.link (translate them, or list those meant to stay as they are in consentWords.keepEnglish)');
    expect(problem({ ...kept, consentWords: { ...consentWords, keepEnglish: [...consentWords.keepEnglish, "placeholder.link"] } })).toBe("");
  });
});

describe("layer 2's banner speaks the site's own words", () => {
  // Layer 2 alone: its banner shows.
  const layer2Primary = { consent: { enabled: false }, layer2: { enabled: true } };
  /** Layer 2's default categories, English names: kept as they are, so the French checks look at the words alone. */
  const categoriesKept = [0, 1, 2].flatMap((i) => [`layer2.categories[${i}].name`, `layer2.categories[${i}].description`]);
  const studioWords = {
    heading: "Cookies at the studio",
    message: "The studio's site needs a few cookies to work; the rest wait for you.",
    acceptAll: "Allow all cookies",
    rejectAll: "Necessary cookies only",
    settings: "Choose cookies",
    settingsTitle: "Choose your cookies",
    saveAndAccept: "Save my choices",
    alwaysEnabled: "Always on",
    showAgain: "Cookie choices",
  };
  const layer2Words = (input: Partial<SiteConfigInput>) => defineSiteConfig({ ...base, ...input } as SiteConfigInput).consentWords.layer2;

  it("says the words the site wrote for layer 1's bar where it gave layer 2 none of its own", () => {
    const words = layer2Words({ ...layer2Primary, consentWords: { layer1: studioWords } });
    expect([words.bannerMessage, words.acceptAll, words.cancelAll, words.preferences, words.preferencesTitle, words.save, words.alwaysOn, words.floatingLabel]).toEqual([
      studioWords.message,
      "Allow all cookies",
      "Necessary cookies only",
      "Choose cookies",
      "Choose your cookies",
      "Save my choices",
      "Always on",
      "Cookie choices",
    ]);
    // What layer 1 has no word for keeps layer 2's own.
    expect(words.showServices).toBe("Show services");
  });

  it("keeps a word the site gives layer 2 itself", () => {
    const words = layer2Words({ ...layer2Primary, consentWords: { layer1: studioWords, layer2: { acceptAll: "Yes to everything" } } });
    expect([words.acceptAll, words.cancelAll]).toEqual(["Yes to everything", "Necessary cookies only"]);
  });

  it("rejects with a plain Reject all, in the page's language, when the site wrote no word for it", () => {
    expect(layer2Words(layer2Primary).cancelAll).toBe("Reject all");
    expect(layer2Words({ ...layer2Primary, language: "fr", consentWords: { keepEnglish: categoriesKept } }).cancelAll).toBe("Tout refuser");
  });

  it("on a site in French, says the site's French words, and the language's for the rest", () => {
    const words = layer2Words({
      ...layer2Primary,
      language: "fr",
      consentWords: { layer1: { message: "Le site de l'atelier a besoin de quelques cookies.", rejectAll: "Cookies nécessaires seulement" }, keepEnglish: categoriesKept },
    });
    expect([words.bannerMessage, words.cancelAll, words.acceptAll]).toEqual(["Le site de l'atelier a besoin de quelques cookies.", "Cookies nécessaires seulement", "Tout accepter"]);
  });

  it("borrows no English default of layer 1's, and a layer-1 word kept in English stays kept in layer 2", () => {
    // "Reject All" is layer 1's English default: the French words file's word shows, not it.
    expect(layer2Words({ ...layer2Primary, language: "fr", consentWords: { layer1: { rejectAll: "Reject All" }, keepEnglish: categoriesKept } }).cancelAll).toBe("Tout refuser");
    // Nor the language's own layer-1 word, copied whole from its words file: layer 2 says its own default then.
    const fileWords = languageWordsOf("fr")!.consentWords;
    expect(layer2Words({ ...layer2Primary, language: "fr", consentWords: { layer1: { message: fileWords.layer1.message }, keepEnglish: categoriesKept } }).bannerMessage).toBe(fileWords.layer2.bannerMessage);
    const { keepEnglish: _kept, ...french } = inFrench.consentWords;
    const { close: _close, ...layer2 } = french.layer2;
    const kept = { ...inFrench, layer2: { ...inFrench.layer2, primary: "layer2" as const }, language: "es", consentWords: { ...french, layer1: { ...french.layer1, close: "Close" }, layer2, keepEnglish: [...inFrench.consentWords.keepEnglish, "layer1.close"] } };
    expect(problem(kept)).toBe("");
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
