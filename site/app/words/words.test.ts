import { describe, expect, it } from "vitest";
import { defineSiteConfig, englishTable, type SiteConfigInput } from "../define-site-config";
import { languageFiles } from "./languages";
import { features } from "../features/site-features.server";
import { siteWordDefaults, wordPaths } from "./site-words";
import { countWord, fill } from "./word.mjs";

const base = { name: "Studio", url: "https://studio.example" };
/** The build's messages for this config, one a line; "" when it is accepted. */
const problem = (input: Partial<SiteConfigInput>): string => {
  try {
    defineSiteConfig({ ...base, ...input } as SiteConfigInput);
    return "";
  } catch (error) {
    return (error as Error).message;
  }
};
/** Its message on the site's words alone (the consent words' are consent-words.test.ts's). */
const wordsProblem = (input: Partial<SiteConfigInput>): string =>
  problem(input)
    .split("\n")
    .filter((line) => !line.startsWith("site.config.ts: consentWords:"))
    .join("\n");

describe("the site's words table (docs/decisions/039-site-words.md)", () => {
  it("has an English default for every word, under namespaced names, and each feature's words join as a namespace of its own", () => {
    const paths = wordPaths(siteWordDefaults);
    expect(paths.length).toBeGreaterThan(100);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain("slider.next");
    expect(siteWordDefaults.slider.next).toBe("Next slide");
    // The features' words (their folders' *-words.ts) are namespaces of the site's table, by the feature's name.
    expect(Object.keys(features.words).sort()).toEqual(["photoFeed", "shop", "video", "visits"]);
    expect(Object.keys(siteWordDefaults)).not.toEqual(expect.arrayContaining(["shop"]));
    const words = defineSiteConfig(base).words;
    expect([words.shop.cart, words.photoFeed.photos, words.video.play]).toEqual(["Cart", "Photos on Flickr", "Play video: {title}"]);
  });

  it("resolves a site in English to the defaults, and a word of its own over them", () => {
    const words = defineSiteConfig({ ...base, words: { shop: { soldOut: "Gone" } } }).words;
    expect(words.shop.soldOut).toBe("Gone");
    expect(words.shop.inStock).toBe("In stock");
    expect(words.listings.products).toEqual({ one: "{count} piece", other: "{count} pieces" });
  });

  it("gives a site in French, German or Arabic every word of its language, consent words included, with no English left", () => {
    expect(Object.keys(languageFiles).sort()).toEqual(["ar", "de", "fr"]);
    for (const language of ["fr", "de", "ar", "fr-CA"]) expect(problem({ language }), language).toBe("");
    const fr = defineSiteConfig({ ...base, language: "fr" });
    expect([fr.words.slider.next, fr.words.product.related, fr.consentWords.layer1.acceptAll]).toEqual(["Diapositive suivante", "Vous aimerez aussi", "Tout accepter"]);
    const ar = defineSiteConfig({ ...base, language: "ar", words: { shop: { soldOut: "مباع" } } });
    expect([ar.words.theme.menu, ar.words.shop.soldOut, ar.words.shop.addToCart, ar.consentWords.layer1.accept]).toEqual(["القائمة", "مباع", "أضف إلى السلة", "قبول"]);
  });

  it("translates the shop's words with the rest, a site that sells or not: stock, cart, checkout, the server's answers", () => {
    const shipping = [{ name: "France", countries: ["FR"], rate: 6 }];
    for (const [language, expected] of [
      ["fr", ["Épuisé", "Ajouter au panier", "Passer la commande", "{title} est épuisé."]],
      ["de", ["Ausverkauft", "In den Warenkorb", "Zur Kasse", "{title} ist ausverkauft."]],
      ["ar", ["نفدت الكمية", "أضف إلى السلة", "إتمام الشراء", "نفدت كمية {title}."]],
    ] as const) {
      for (const shop of [undefined, { shipping }]) {
        const { words } = defineSiteConfig({ ...base, language, ...(shop ? { shop } : {}) });
        expect([words.shop.soldOut, words.shop.addToCart, words.shop.checkout, words.shop.errorSoldOut], language).toEqual(expected);
      }
    }
  });

  it("names the old place of the shop's words, shop.words, with the new one", () => {
    const message = problem({ shop: { shipping: [{ name: "France", countries: ["FR"], rate: 6 }], words: { cart: "Basket" } } as never });
    expect(message).toMatch(/^site\.config\.ts: shop\.words: is now called words\.shop; move the words there; /);
  });

  it("fails the build of a site in another language naming every word still in English", () => {
    const message = problem({ language: "es" });
    const line = message.split("\n").find((l) => l.startsWith("site.config.ts: words:"));
    expect(line).toMatch(/^site\.config\.ts: words: still English but language is "es": theme\.skipToContent, theme\.menu, /);
    expect(line).toContain("slider.next");
    expect(line).toContain("lightbox.imageError");
    expect(line).toMatch(/\(translate them, or list those meant to stay as they are in words\.keepEnglish\)$/);
    // Every word of the table is named, the features' too: none is left out of the check.
    const english = englishTable(features);
    expect(line!.split('"es": ')[1]!.split(" (")[0]!.split(", ")).toEqual(wordPaths(english));
    expect(line).toContain("video.layer1Message");
    // The consent words are named too, as before.
    expect(message).toMatch(/^site\.config\.ts: consentWords: still English but language is "es": /m);
  });

  it("names only the words left in English, and lets keepEnglish keep some on purpose", () => {
    const english = englishTable(features);
    const translated = Object.fromEntries(
      Object.entries(english).map(([ns, words]) => [ns, Object.fromEntries(Object.entries(words).map(([k, w]) => [k, typeof w === "string" ? `es ${w}` : { one: `es ${w.one}`, other: `es ${w.other}` }]))]),
    );
    const consent = { consent: { enabled: false } };
    const left = { ...translated, slider: { ...translated.slider, next: "Next slide" }, theme: { ...translated.theme, menu: "Menu" } };
    expect(wordsProblem({ language: "es", ...consent, words: left })).toBe(
      'site.config.ts: words: still English but language is "es": theme.menu, slider.next (translate them, or list those meant to stay as they are in words.keepEnglish)',
    );
    expect(wordsProblem({ language: "es", ...consent, words: { ...left, keepEnglish: ["theme.menu", "slider.next"] } })).toBe("");
    expect(problem({ words: { keepEnglish: ["theme.nope"] } })).toMatch(/^site\.config\.ts: words\.keepEnglish\[0\]: is not a word of the site/);
    expect(problem({ words: { theme: { menu: "" } } })).toMatch(/^site\.config\.ts: words\.theme\.menu: /);
  });
});

describe("words in use", () => {
  it("fill their {names}, leaving an unknown one as written", () => {
    expect(fill("Slide {first} of {total}", { first: 3, total: 8 })).toBe("Slide 3 of 8");
    expect(fill("{nope}", {})).toBe("{nope}");
  });

  it("count by the language's plural rules, the number written as the language writes it", () => {
    const results = siteWordDefaults.search.results;
    expect(countWord(results, 1, "en", { query: "vase" })).toBe("1 result for “vase”");
    expect(countWord(results, 13, "en", { query: "vase" })).toBe("13 results for “vase”");
    expect(countWord(results, 1200, "en", { query: "vase" })).toBe("1,200 results for “vase”");
    const fr = languageFiles.fr!.words.search.results;
    expect([0, 1, 2, 1200].map((n) => countWord(fr, n, "fr", { query: "vase" }))).toEqual([
      "0 résultat pour « vase »",
      "1 résultat pour « vase »",
      "2 résultats pour « vase »",
      "1\u202f200 résultats pour « vase »",
    ]);
    // Arabic has six forms: zero, one, two, few (3–10), many (11–99), other (100…).
    const ar = languageFiles.ar!.words.search.pages;
    expect([0, 1, 2, 3, 11, 100].map((n) => countWord(ar, n, "ar"))).toEqual(["لا صفحات", "صفحة واحدة", "صفحتان", "3 صفحات", "11 صفحة", "100 صفحة"]);
  });

  it("in French, set `:`, `;`, `?` and `!` apart with a space that never breaks, so no line starts with one", () => {
    const { words, consentWords, categories } = languageFiles.fr!;
    const featureWords = Object.values(features.words).map((each) => each.fr);
    // Each word with a plain space before such a mark, with the words before it: the features' French too.
    expect(featureWords).not.toContain(undefined);
    expect(JSON.stringify({ words, consentWords, categories, featureWords }).match(/[^"]{0,30} [:;?!]/g) ?? []).toEqual([]);
    expect(fill(words.listings.tagTitle, { tag: "Émaux" })).toBe("Journal\u00a0: Émaux");
    expect(consentWords.layer1.ccpaConfirm).toBe("Voulez-vous vraiment refuser\u202f?");
  });
});

describe("a site spread from another", () => {
  it("takes its language's words over English ones it carries, but keeps a word it keeps in English on purpose", () => {
    const english = defineSiteConfig(base);
    const french = defineSiteConfig({ ...english, language: "fr" });
    expect([french.words.slider.next, french.consentWords.layer1.accept]).toEqual(["Diapositive suivante", "Accepter"]);
    const kept = defineSiteConfig({ ...english, language: "fr", words: { ...english.words, keepEnglish: ["slider.next"] } });
    expect([kept.words.slider.next, kept.words.slider.prev]).toEqual(["Next slide", "Diapositive précédente"]);
  });
});
