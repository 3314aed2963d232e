import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { consentChoiceProblems, readConsentSettings, serviceCatalogue } from "./consent-settings.server";

function contentWith(consent: string): string {
  const root = mkdtempSync(path.join(tmpdir(), "consent-settings-"));
  mkdirSync(path.join(root, "settings"));
  writeFileSync(path.join(root, "settings", "consent.yaml"), consent);
  return root;
}
const categories = [
  { slug: "essential", name: "Essential", locked: true },
  { slug: "statistics", name: "Statistics" },
  { slug: "marketing", name: "Marketing", services: [{ slug: "booking", name: "Booking" }] },
];
const slugsOf = (category: { services: unknown[] }) => category.services.map((s) => (s as { slug: string }).slug);
const demo = path.join(import.meta.dirname, "..", "..", "content");

describe("the consent settings file (content/settings/consent.yaml)", () => {
  it("offers the consent layers' analytics and every service a feature declares", () => {
    expect(serviceCatalogue.map((s) => s.slug)).toEqual(expect.arrayContaining(["clarity", "google-tag", "youtube", "vimeo", "google-maps", "flickr", "soundcloud", "spotify"]));
    for (const service of serviceCatalogue) expect(["statistics", "marketing"]).toContain(service.category);
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

  it("reads the demo's services and words", () => {
    const consent = readConsentSettings(demo);
    expect(consent.account("clarity")).toBe("hollowoak1");
    expect(consent.words.layer1?.heading).toBe("Cookies at Hollow Oak");
    expect(consent.withServices(categories).flatMap(slugsOf)).toEqual(["clarity", "google-tag", "booking", "youtube", "vimeo", "google-maps", "flickr"]);
  });
});
