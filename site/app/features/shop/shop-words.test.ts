import { describe, expect, it } from "vitest";
import { countWord, fill } from "../../words/word.mjs";
import { shopWordDefaults, shopWords } from "./shop-words";

describe("the shop's words, in every language the site ships", () => {
  it("count the stock and the cart in each language's forms", () => {
    expect([1, 3].map((n) => countWord(shopWordDefaults.left, n, "en"))).toEqual(["Only 1 left", "3 left"]);
    expect([1, 2].map((n) => countWord(shopWordDefaults.cartCount, n, "en"))).toEqual(["Cart, 1 piece", "Cart, 2 pieces"]);
    const fr = shopWords.fr!;
    expect([1, 4].map((n) => countWord(fr.left, n, "fr"))).toEqual(["Plus qu'une seule pièce", "Plus que 4 pièces"]);
    expect([1, 2].map((n) => countWord(fr.cartCount, n, "fr"))).toEqual(["Panier, 1 pièce", "Panier, 2 pièces"]);
    const ar = shopWords.ar!;
    expect([1, 2, 3, 11].map((n) => countWord(ar.cartCount, n, "ar"))).toEqual(["السلة، قطعة واحدة", "السلة، قطعتان", "السلة، 3 قطع", "السلة، 11 قطعة"]);
    expect(fill(fr.labelled, { label: "Livraison", value: "Offerte" })).toBe("Livraison\u00a0: Offerte");
  });
});
