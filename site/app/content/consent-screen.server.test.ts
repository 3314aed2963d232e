import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { defineSiteConfig, type SiteConfigInput } from "../define-site-config";
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
    const part = layer2Words({ language: "fr" });
    expect([part.defaults.cancelAll, part.defaults.acceptAll]).toEqual(["Tout refuser", "Tout accepter"]);
  });

  it("offers the video's words as a part of their own, named by the video feature, in the site's language", () => {
    const config = defineSiteConfig({ name: "Studio", url: "https://studio.example", language: "fr" });
    const video = consentScreen(config).words.find((w) => w.part === "video")!;
    expect(video).toMatchObject({ title: "Videos", shown: true });
    expect(video.defaults.play).toBe(config.words.video.play);
    expect(video.defaults.play).toMatch(/^Lire la vidéo/);
  });
});

/** A site in English with a French edition; the first language ticked Vimeo and Google Maps. */
function site(): { first: string; french: string } {
  const first = mkdtempSync(path.join(tmpdir(), "consent-screen-"));
  const french = path.join(first, "editions", "fr");
  mkdirSync(path.join(first, "settings"), { recursive: true });
  mkdirSync(path.join(french, "settings"), { recursive: true });
  writeFileSync(path.join(first, "settings", "site.yaml"), "name: Atelier\nlanguage: en\n");
  writeFileSync(path.join(first, "settings", "consent.yaml"), "services:\n  - service: vimeo\n  - service: google-maps\n");
  writeFileSync(path.join(french, "settings", "site.yaml"), "name: Atelier\nlanguage: fr\n");
  writeFileSync(path.join(french, "settings", "consent.yaml"), "words: {}\n");
  return { first, french };
}

describe("the studio's Consent screen", () => {
  it("in a second language, offers the services the first language ticked, each in the catalogue's words of that language", () => {
    const { french } = site();
    const screen = consentScreen(defineSiteConfig({ name: "Atelier", url: "https://atelier.example", language: "fr" }), french);
    expect(screen.edition).toEqual({ chosen: ["vimeo", "google-maps"] });
    const vimeo = screen.services.find((s) => s.slug === "vimeo")!;
    expect(vimeo.purpose).toBe("Lit des films intégrés depuis Vimeo.");
    expect(vimeo.cookies.map((c) => [c.name, c.duration.replace(/\s/g, " "), c.description])).toEqual([["vuid", "2 ans", "Le décompte, par Vimeo, des personnes qui ont regardé un film intégré"]]);
  });

  it("in the first language, chooses the services, in its own words", () => {
    const { first } = site();
    const screen = consentScreen(defineSiteConfig({ name: "Atelier", url: "https://atelier.example" }), first);
    expect(screen.edition).toBeUndefined();
    expect(screen.services.find((s) => s.slug === "vimeo")).toMatchObject({ purpose: "Plays embedded films from Vimeo.", cookies: [{ name: "vuid", duration: "2 years" }] });
  });
});
