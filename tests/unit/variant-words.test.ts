import { describe, expect, it } from "vitest";
import arabic from "../e2e/consent-variants/arabic.config";
import layer2 from "../e2e/consent-variants/layer2.config";
import { shippedWords } from "../e2e/shipped-words";

/**
 * The variants in another language show the words the site ships in it, every one: the
 * browser tests name what they look for by the words file (../e2e/shipped-words.ts), so a
 * variant's own copy of a word would let the page and the test drift from the file together.
 */
describe("the consent variants in another language (tests/e2e/consent-variants/)", () => {
  for (const [variant, language] of [
    ["layer2", "fr"],
    ["arabic", "ar"],
  ] as const) {
    const config = variant === "layer2" ? layer2 : arabic;
    const shipped = shippedWords(language);

    it(`${variant}: says the ${language} words file's words and consent words, none of its own`, () => {
      const { keepEnglish: _kept, ...words } = config.consentWords;
      expect(words).toEqual(shipped.consentWords);
      const { keepEnglish: _keptToo, ...siteWords } = config.words;
      expect(siteWords).toEqual(shipped.words);
    });

    it(`${variant}: names each consent category as the site ships it in ${language}`, () => {
      const named = (categories: readonly { slug: string; name: string; description: string }[]) => categories.map(({ slug, name, description }) => ({ slug, name, description }));
      expect(named(config.consent.categories)).toEqual(config.consent.categories.map(({ slug }) => ({ slug, ...shipped.categories.layer1[slug as keyof typeof shipped.categories.layer1] })));
      expect(named(config.layer2.categories)).toEqual(config.layer2.categories.map(({ slug }) => ({ slug, ...shipped.categories.layer2[slug as keyof typeof shipped.categories.layer2] })));
    });
  }
});
