import { describe, expect, it } from "vitest";
import { defineSiteConfig, type SiteConfigInput } from "../config/site-config";
import { consentScreen } from "./consent-screen.server";

const layer2Words = (input: Partial<SiteConfigInput>) =>
  consentScreen(defineSiteConfig({ name: "Studio", url: "https://studio.example", consent: { enabled: false }, layer2: { enabled: true }, ...input } as SiteConfigInput)).words.find((w) => w.part === "layer2")!;

describe("the studio's Consent screen: layer 2's words", () => {
  it("shows in each empty field what the banner then says: the site's own word from layer 1's bar where it wrote one", () => {
    const part = layer2Words({ consentWords: { layer1: { message: "The studio's own message.", rejectAll: "Necessary cookies only" } } });
    expect(part.shown).toBe(true);
    expect([part.defaults.bannerMessage, part.defaults.cancelAll, part.defaults.acceptAll]).toEqual(["The studio's own message.", "Necessary cookies only", "Accept all"]);
  });

  it("shows the language's words where the site wrote none", () => {
    const part = layer2Words({ language: "fr", consentWords: { keepEnglish: [0, 1, 2].flatMap((i) => [`layer2.categories[${i}].name`, `layer2.categories[${i}].description`]) } });
    expect([part.defaults.cancelAll, part.defaults.acceptAll]).toEqual(["Tout refuser", "Tout accepter"]);
  });
});
