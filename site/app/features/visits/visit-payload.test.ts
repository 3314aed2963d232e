// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { declines, mayCount, pageKind, referrerHost, screenClass, viewBeacon } from "./visit-payload";
import { vitalsBeacon } from "./vitals-payload";
import { OBJECTION_KEY } from "./visits-names";

const page = (type: string | undefined, lang = "fr") => {
  document.documentElement.lang = lang;
  document.body.innerHTML = type === undefined ? "<main id=main></main>" : `<main id="main" data-page-type="${type}"></main>`;
};
const at = (path: string, width: number, referrer = "") => {
  Object.defineProperty(document, "referrer", { value: referrer, configurable: true });
  return { location: { pathname: path, host: "hollowoak.example" } as Location, innerWidth: width, document };
};

afterEach(() => localStorage.clear());

describe("what a page's visit beacon says (docs/behaviour/visits.md#what-the-page-sends)", () => {
  it("classes the screen by the viewport's width: phone below 640 px, tablet below 1024, desktop from there", () => {
    expect([320, 639, 640, 1023, 1024, 2560].map(screenClass)).toEqual(["phone", "phone", "tablet", "tablet", "desktop", "desktop"]);
  });

  it("keeps the referrer's host alone, and nothing when it is the site itself, absent or not a web address", () => {
    expect(referrerHost("https://Www.Example.org/some/page?q=secret#x", "hollowoak.example")).toBe("www.example.org");
    expect(referrerHost("https://hollowoak.example/shop", "hollowoak.example")).toBe("");
    expect(referrerHost("", "hollowoak.example")).toBe("");
    expect(referrerHost("android-app://com.example/", "hollowoak.example")).toBe("");
  });

  it("names the page's kind from its main element, the journal's listing as journal, anything else as other", () => {
    const kinds = ["home", "page", "post", "blog", "product", "shop", "cart", "404", undefined].map((type) => (page(type), pageKind(document)));
    expect(kinds).toEqual(["home", "page", "post", "journal", "product", "shop", "cart", "other", "other"]);
  });

  it("builds the view beacon exactly as the server's contract has it", () => {
    page("post", "fr-CA");
    expect(JSON.stringify(viewBeacon(at("/fr/journal/slug", 375, "https://example.org/a/b")))).toBe(
      '{"t":"view","path":"/fr/journal/slug","ref":"example.org","lang":"fr","screen":"phone","kind":"post"}',
    );
  });

  it("builds the vitals beacon from what was measured, in whole milliseconds, and none when nothing was", () => {
    const post = { path: "/fr/journal/slug", lang: "fr", kind: "post" } as const;
    expect(JSON.stringify(vitalsBeacon(post, { lcp: 1234.4, inp: 80, cls: 0.030004, ttfb: 119.6 }))).toBe(
      '{"t":"vitals","path":"/fr/journal/slug","lang":"fr","kind":"post","lcp":1234,"inp":80,"ttfb":120,"cls":0.03}',
    );
    expect(vitalsBeacon(post, { lcp: 900, inp: Number.NaN })).toEqual({ t: "vitals", ...post, lcp: 900 });
    expect(vitalsBeacon(post, {})).toBeUndefined();
  });
});

describe("when a page counts nothing (docs/behaviour/visits.md#objecting)", () => {
  const browser = (nav: object, doNotTrack?: string) => ({ navigator: nav as Navigator, doNotTrack, localStorage });

  it("counts a browser that asks nothing", () => {
    expect(mayCount(browser({}))).toBe(true);
  });

  it("stops for Global Privacy Control, for Do Not Track, and for an objection stored on this browser", () => {
    expect(mayCount(browser({ globalPrivacyControl: true }))).toBe(false);
    expect(mayCount(browser({ doNotTrack: "1" }))).toBe(false);
    expect(mayCount(browser({}, "1"))).toBe(false);
    expect(declines(browser({ doNotTrack: "0", globalPrivacyControl: false }))).toBe(false);
    localStorage.setItem(OBJECTION_KEY, "1");
    expect(mayCount(browser({}))).toBe(false);
  });

  it("counts when storage cannot be read: no objection can have been stored there", () => {
    const blocked = { navigator: {} as Navigator, get localStorage(): Storage {
      throw new DOMException("denied", "SecurityError");
    } };
    expect(mayCount(blocked)).toBe(true);
  });
});
