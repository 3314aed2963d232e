import { describe, expect, it } from "vitest";
import { defineSiteConfig } from "~/define-site-config";
import { searchMessages } from "./search-messages.mjs";
import { searchWordsOf } from "./search-words";

const messagesIn = (language: string) => searchMessages(searchWordsOf(defineSiteConfig({ name: "Studio", url: "https://studio.example", language }).words), language);
const hits = [{ type: "product" as const }, { type: "product" as const }, { type: "product" as const }, { type: "page" as const }, { type: "page" as const }];

describe("the results' count (docs/decisions/039-site-words.md)", () => {
  it("says how many of each kind, punctuated as the language punctuates", () => {
    expect(messagesIn("en").resultCountMessage("celadon", hits)).toBe("5 results for “celadon”: 3 products, 2 pages.");
    // French sets its colon apart with a space that never breaks, and lists with « et ».
    expect(messagesIn("fr").resultCountMessage("céladon", hits)).toBe("5 résultats pour « céladon »\u00a0: 3 produits et 2 pages.");
    expect(messagesIn("fr").resultCountMessage("céladon", hits.slice(0, 1))).toBe("1 résultat pour « céladon ».");
  });
});
