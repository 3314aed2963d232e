import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { defineSiteConfig } from "../config/site-config";
import { consentScreen } from "./consent-screen.server";

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
