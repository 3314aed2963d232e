import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { consentChoiceProblems, readConsentSettings, serviceCatalogue } from "./consent-settings.server";
import { serviceIn } from "../consent/service-catalogue";

function contentWith(consent: string, site = ""): string {
  const root = mkdtempSync(path.join(tmpdir(), "consent-settings-"));
  mkdirSync(path.join(root, "settings"));
  writeFileSync(path.join(root, "settings", "consent.yaml"), consent);
  if (site) writeFileSync(path.join(root, "settings", "site.yaml"), site);
  return root;
}

/** A site in English with a French edition: the first language's consent file, and the edition's. */
function editionWith(first: string, french: string): string {
  const root = contentWith(first, "name: Atelier\nlanguage: en\n");
  const fr = path.join(root, "editions", "fr");
  mkdirSync(path.join(fr, "settings"), { recursive: true });
  writeFileSync(path.join(fr, "settings", "site.yaml"), "name: Atelier\nlanguage: fr\n");
  writeFileSync(path.join(fr, "settings", "consent.yaml"), french);
  return fr;
}
const categories = [
  { slug: "essential", name: "Essential", locked: true },
  { slug: "statistics", name: "Statistics" },
  { slug: "marketing", name: "Marketing", services: [{ slug: "booking", name: "Booking" }] },
];
const slugsOf = (category: { services: unknown[] }) => category.services.map((s) => (s as { slug: string }).slug);
/** A service the catalogue gave, as the privacy page lists it. */
type Listed = { description: string; cookies: { name: string; duration: string; description: string }[] };
/** Intl's French puts a no-break space between a number and its unit, in some units only. */
const spaced = <C extends { duration: string }>(cookie: C): C => ({ ...cookie, duration: cookie.duration.replace(/\s/g, " ") });
const demo = path.join(import.meta.dirname, "..", "..", "content");

describe("the consent settings file (content/settings/consent.yaml)", () => {
  it("offers the consent layers' analytics and every service a feature declares", () => {
    expect(serviceCatalogue.map((s) => s.slug)).toEqual(expect.arrayContaining(["clarity", "google-tag", "youtube", "vimeo", "google-maps", "flickr", "soundcloud", "spotify"]));
    for (const service of serviceCatalogue) expect(["statistics", "marketing"]).toContain(service.category);
  });

  it("lists statistics before marketing, the features' in their folders' order before the consent layers' own", () => {
    expect(serviceCatalogue.map((s) => s.slug)).toEqual(["clarity", "google-tag", "google-maps", "soundcloud", "spotify", "flickr", "youtube", "vimeo"]);
  });

  it("puts each chosen service in its category, after the category's own, with its hosts, cookies and scripts", () => {
    const consent = readConsentSettings(contentWith("services:\n  - service: soundcloud\n    purpose: My latest album\n  - service: google-tag\n    account: G-ABC123\n"));
    const [essential, statistics, marketing] = consent.withServices(categories);
    expect(essential!.services).toEqual([]);
    expect(slugsOf(marketing!)).toEqual(["booking", "soundcloud"]);
    expect(marketing!.services[1]).toMatchObject({ name: "SoundCloud", description: "My latest album", hosts: ["w.soundcloud.com"], cookies: [{ name: "sc_anonymous_id" }], scripts: [] });
    expect(statistics!.services[0]).toMatchObject({
      slug: "google-tag",
      description: expect.stringContaining("Counts visits"),
      scripts: [{ src: "https://www.googletagmanager.com/gtag/js?id=G-ABC123", alsoUnder: ["marketing"] }, { code: expect.stringContaining("gtag('config','G-ABC123')"), alsoUnder: ["marketing"] }],
    });
    expect(consent.account("google-tag")).toBe("G-ABC123");
    expect(consent.account("clarity")).toBe("");
  });

  it("gives the owner's words for a category, only those written, and names a category the site lacks", () => {
    const consent = readConsentSettings(contentWith("categories:\n  functional:\n    name: ' Films and sound '\n    description: ''\n  marketing:\n    description: Players from other sites.\n"));
    expect(consent.category("functional")).toEqual({ name: "Films and sound" });
    expect(consent.category("marketing")).toEqual({ description: "Players from other sites." });
    expect(consent.category("analytics")).toEqual({});
    expect(consentChoiceProblems({ categories: { functional: {}, nope: { name: "x" } } }, ["essential"], [], ["functional", "essential"])).toEqual([
      'content/settings/consent.yaml: categories.nope: the site has no consent category "nope" (functional, essential)',
    ]);
  });

  it("gives layer 1 the catalogue's cookies of a chosen service, those named or all, and none of one not chosen", () => {
    const consent = readConsentSettings(contentWith("services:\n  - service: clarity\n    account: abc123\n"));
    expect(consent.cookiesOf("clarity").map((c) => c.name)).toEqual(["_clck", "_clsk"]);
    expect(consent.cookiesOf("clarity", ["_clsk"])).toEqual([{ name: "_clsk", duration: "1 day", description: "Joins several page views into one visit" }]);
    expect(consent.cookiesOf("youtube")).toEqual([]);
  });

  it("takes an account pasted with spaces around it as the account", () => {
    const consent = readConsentSettings(contentWith("services:\n  - service: google-tag\n    account: ' G-ABC123 '\n"));
    expect(consent.withServices(categories)[1]!.services[0]).toMatchObject({ scripts: [{ src: "https://www.googletagmanager.com/gtag/js?id=G-ABC123" }, {}] });
    expect(consent.account("google-tag")).toBe("G-ABC123");
  });

  it("keeps a script's other category only where the site has it", () => {
    const consent = readConsentSettings(contentWith("services:\n  - service: google-tag\n    account: G-ABC123\n"));
    const [, statistics] = consent.withServices(categories.filter((c) => c.slug !== "marketing"));
    expect(statistics!.services[0]).toMatchObject({ scripts: [{ alsoUnder: [] }, { alsoUnder: [] }] });
  });

  it("names the file, the choice and what to do for an unknown service, one chosen twice, a missing or malformed account, a missing category", () => {
    const consent = readConsentSettings(
      contentWith("services:\n  - service: soundclod\n  - service: vimeo\n  - service: vimeo\n  - service: clarity\n  - service: google-tag\n    account: UA-1234\n"),
    );
    const problems = () => consent.withServices(categories.filter((c) => c.slug !== "marketing"));
    expect(problems).toThrow(/^content\/settings\/consent\.yaml: services\[0\]\.service: "soundclod" is not a service the site knows \(clarity, google-tag, /);
    expect(problems).toThrow('content/settings/consent.yaml: services[1].service: Vimeo waits for the "marketing" category, which the site\'s second consent layer doesn\'t have (essential, statistics)');
    expect(problems).toThrow("content/settings/consent.yaml: services[2].service: Vimeo is chosen twice");
    expect(problems).toThrow("content/settings/consent.yaml: services[3].account: Microsoft Clarity needs its Clarity project ID, such as abcd1234ef");
    expect(problems).toThrow('content/settings/consent.yaml: services[4].account: "UA-1234" doesn\'t look like a Measurement ID, such as G-ABC123XYZ');
  });

  it("keeps a service a feature waits for, naming what needs it; one the site's code lists itself is not the file's to keep", () => {
    const needs = [{ service: "flickr", by: "the photo feed in the footer" }, { service: "booking", by: "the booking form" }];
    expect(consentChoiceProblems({ services: [{ service: "youtube" }] }, ["essential", "marketing"], needs)).toEqual([
      "content/settings/consent.yaml: services: Flickr is needed by the photo feed in the footer: keep it ticked, or remove what needs it first",
    ]);
    expect(consentChoiceProblems({ services: [{ service: "flickr" }] }, ["essential", "marketing"], needs)).toEqual([]);
  });

  it("refuses a word the consent layers don't have, and a field the file doesn't hold", () => {
    expect(() => readConsentSettings(contentWith("words:\n  layer1:\n    acept: Yes\n"))).toThrow(/^content\/settings\/consent\.yaml: words\.layer1: .*acept/);
    expect(() => readConsentSettings(contentWith("service: []\n"))).toThrow(/^content\/settings\/consent\.yaml: .*service/);
  });

  it("keeps the owner's words for the video apart from the consent layers', for the site's words table", () => {
    const consent = readConsentSettings(contentWith("words:\n  layer1:\n    accept: Fine\n  video:\n    play: \"Watch: {title}\"\n"));
    expect(consent.words.layer1?.accept).toBe("Fine");
    expect(consent.words).not.toHaveProperty("video");
    expect(consent.featureWords).toEqual({ video: { play: "Watch: {title}" } });
    // A part the file leaves out is no part: the language's words stay beneath.
    expect(Object.keys(readConsentSettings(contentWith("services: []\n")).words)).toEqual([]);
  });

  it("reads the demo's services and words", () => {
    const consent = readConsentSettings(demo);
    expect(consent.account("clarity")).toBe("hollowoak1");
    expect(consent.words.layer1?.heading).toBe("Cookies at Hollow Oak");
    expect(consent.withServices(categories).flatMap(slugsOf)).toEqual(["clarity", "google-tag", "booking", "youtube", "vimeo", "google-maps", "flickr"]);
  });

  it("words a service in the site's language: the catalogue's purpose and cookies, and how long each lasts from its number and unit", () => {
    const consent = readConsentSettings(contentWith("services:\n  - service: youtube\n  - service: google-tag\n    account: G-ABC123\n", "name: Atelier\nlanguage: fr\n"));
    const [, statistics, marketing] = consent.withServices(categories);
    expect(marketing!.services[1]).toMatchObject({ description: "Lit des vidéos intégrées depuis YouTube." });
    expect((marketing!.services[1] as Listed).cookies.map(spaced)).toEqual([
      { name: "YSC", duration: "Jusqu'à la fermeture du navigateur", description: "Distingue les vues d'une vidéo intégrée" },
      { name: "VISITOR_INFO1_LIVE", duration: "6 mois", description: expect.stringContaining("vitesse de votre connexion") },
      { name: "yt-player-volume", duration: "Jusqu'à la fermeture du navigateur", description: expect.stringContaining("volume") },
    ]);
    expect((statistics!.services[0] as Listed).cookies.map((c) => spaced(c).duration)).toEqual(["2 ans", "2 ans", "3 mois"]);
    expect(consent.cookiesOf("google-tag", ["_gcl_au"]).map(spaced)).toEqual([{ name: "_gcl_au", duration: "3 mois", description: "Mesure si une visite vient d'une campagne publicitaire" }]);
  });

  it("takes an edition's own words for the services the first language ticked, never the first language's", () => {
    const fr = editionWith(
      "services:\n  - service: vimeo\n    purpose: My films.\n  - service: google-maps\n    purpose: The map.\n",
      "services:\n  - service: vimeo\n    purpose: Mes films.\n    cookies:\n      vuid: Compte les spectateurs\n",
    );
    const marketing = readConsentSettings(fr).withServices(categories)[2]!;
    expect((marketing.services.slice(1) as Listed[]).map((s) => [s.description, s.cookies.map((c) => [spaced(c).duration, c.description])])).toEqual([
      ["Mes films.", [["2 ans", "Compte les spectateurs"]]],
      ["Affiche une carte intégrée de Google Maps.", [["6 mois", "Retient vos préférences pour les services de Google"]]],
    ]);
  });

  it("refuses an edition's words for a service the first language did not tick, an account given there, a cookie the service does not set", () => {
    const fr = editionWith("services:\n  - service: vimeo\n", "services:\n  - service: spotify\n  - service: vimeo\n    account: x\n    cookies:\n      vid: Compte\n");
    const read = () => readConsentSettings(fr);
    expect(read).toThrow("content/editions/fr/settings/consent.yaml: services[0].service: Spotify is not ticked in the site's first language, where the services are chosen for both");
    expect(read).toThrow("content/editions/fr/settings/consent.yaml: services[1].account: Vimeo's account is given once, in the site's first language");
    expect(read).toThrow('content/editions/fr/settings/consent.yaml: services[1].cookies.vid: Vimeo sets no cookie "vid" (vuid)');
  });

  it("has every catalogue service's words in each language the site ships words for", () => {
    for (const service of serviceCatalogue) {
      for (const language of ["fr", "de", "ar"]) {
        expect(serviceIn(service, language, "—").english, `${service.name} in ${language}`).toEqual([]);
      }
    }
  });
});
