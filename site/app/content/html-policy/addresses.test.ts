// @vitest-environment jsdom
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FOREIGN_SPELLINGS, splitsSrcset } from "./address-spellings";
import { applyHtmlPolicy } from "./policy.server";

/**
 * Addresses in content as the browser resolves them (docs/behaviour/content.md#html-policy):
 * every address an element loads by itself, written in any of the ways a browser still reads
 * as another host, is refused with its element — or, for a frame a service claims, becomes
 * its placeholder. Before, only the first srcset candidate and addresses starting with
 * `http(s)://` or `//` were looked at, and `background` not at all.
 */
const siteOrigin = "https://hollow-oak.example";
// The site's own gates: the demo's Google Maps service claims www.google.com (site.config.ts).
const policy = (html: string) => applyHtmlPolicy(html, { siteOrigin });
const reasons = (html: string) => policy(html).findings.map((f) => f.reason);
const TRICKS = FOREIGN_SPELLINGS.map((spell) => spell("tracker.example/p.png"));

/** Each place an address is loaded by itself, the element as written with ADDRESS in it, and how the refusal names it. */
const PLACES: [string, string, string][] = [
  ["img src", '<img src="ADDRESS" alt="">', "an image from tracker.example would load before the visitor consents (src on <img>)"],
  ["img srcset, first candidate", '<img src="/media/a.webp" srcset="ADDRESS 2x" alt="">', "an image from tracker.example would load before the visitor consents (srcset on <img>)"],
  ["img srcset, a later candidate", '<img src="/media/a.webp" srcset="/media/a.webp 1x, ADDRESS 2x" alt="">', "an image from tracker.example would load before the visitor consents (srcset on <img>)"],
  ["picture source srcset", '<picture><source srcset="/media/a.webp 480w, ADDRESS 800w"><img src="/media/a.webp" alt=""></picture>', "an image from tracker.example would load before the visitor consents (srcset on <source>)"],
  ["video poster", '<video poster="ADDRESS" src="/media/v.mp4"></video>', "a poster from tracker.example would load before the visitor consents (poster on <video>)"],
  ["video src", '<video src="ADDRESS"></video>', "<video> from tracker.example would load before the visitor consents"],
  ["audio src", '<audio src="ADDRESS"></audio>', "<audio> from tracker.example would load before the visitor consents"],
  ["track src", '<video src="/media/v.mp4"><track src="ADDRESS"></video>', "<track> from tracker.example would load before the visitor consents"],
  ["table background", '<table background="ADDRESS"><tr><td>x</td></tr></table>', "a background image from tracker.example would load before the visitor consents (background on <table>)"],
  ["td background", '<table><tr><td background="ADDRESS">x</td></tr></table>', "a background image from tracker.example would load before the visitor consents (background on <td>)"],
  ["th background", '<table><tr><th background="ADDRESS">x</th></tr></table>', "a background image from tracker.example would load before the visitor consents (background on <th>)"],
  ["frame src", '<iframe src="ADDRESS"></iframe>', "a frame from tracker.example would load before the visitor consents"],
];

describe("an address on another host, however it is written", () => {
  for (const [place, markup, reason] of PLACES) {
    it(`is refused in ${place}, the element with it`, () => {
      for (const trick of TRICKS.filter((t) => !(markup.includes('srcset="') && markup.indexOf("srcset") < markup.indexOf("ADDRESS") && splitsSrcset(t)))) {
        const result = policy(markup.replace("ADDRESS", trick));
        expect(result.findings.map((f) => f.reason), trick).toEqual([expect.stringContaining(reason)]);
        expect(result.html.toLowerCase(), trick).not.toContain("tracker.example");
      }
    });
  }

  it("in a frame a service claims becomes that service's placeholder, its address the resolved one", () => {
    for (const trick of FOREIGN_SPELLINGS.map((spell) => spell("www.google.com/maps/embed?pb=1"))) {
      const result = policy(`<iframe src="${trick}" title="Map"></iframe>`);
      expect(result.findings, trick).toEqual([]);
      const box = new DOMParser().parseFromString(result.html, "text/html").querySelector(".wpconsent-iframe-placeholder")!;
      const frame = box.querySelector("iframe")!;
      expect(frame.hasAttribute("src"), trick).toBe(false);
      expect(frame.getAttribute("data-wpconsent-src"), trick).toMatch(/^https?:\/\/www\.google\.com\/maps\/embed\?pb=1$/i);
    }
  });

  it("in layer 2's blocked frame (data-wpconsent-src, the plugin's markup) is gated or refused the same way", () => {
    const claimed = policy('<iframe data-wpconsent-src="/\\www.google.com/maps/embed" data-wpconsent-name="google-maps" data-wpconsent-category="marketing" title="Map"></iframe>');
    expect(claimed.findings).toEqual([]);
    expect(claimed.html).toContain('data-wpconsent-src="https://www.google.com/maps/embed"');
    expect(reasons('<iframe data-wpconsent-src="https://tracker.example/x" data-wpconsent-name="google-maps" data-wpconsent-category="marketing"></iframe>')).toEqual([
      expect.stringContaining("a frame from tracker.example would load before the visitor consents"),
    ]);
  });

  it("is fine where it is only followed on a click or cited, and the site's own addresses stay", () => {
    const kept = '<p><a href="/\\guild.example/x">Guild</a> <q cite="https://source.example/a">Said</q> <img src="/media/a.webp" srcset="/media/a.webp 1x, https://hollow-oak.example/media/b.webp 2x" alt=""></p>';
    expect(policy(kept)).toEqual({ html: kept, findings: [] });
  });
});

describe("elements the allow-list refuses whatever their address", () => {
  it.each([
    '<link rel="stylesheet" href="ADDRESS">',
    '<link rel="preload" as="image" imagesrcset="ADDRESS 2x">',
    '<object data="ADDRESS"></object>',
    '<embed src="ADDRESS">',
    '<input type="image" src="ADDRESS" alt="x">',
    '<svg><image href="ADDRESS"></image></svg>',
    '<svg><use xlink:href="ADDRESS#icon"></use></svg>',
    '<meta http-equiv="refresh" content="0;url=ADDRESS">',
    '<form action="ADDRESS"><button formaction="ADDRESS">Go</button></form>',
    '<a href="/shop" ping="ADDRESS">Shop</a>',
    '<div style="background:url(ADDRESS)">x</div>',
    '<video><source src="ADDRESS"></video>',
    '<image src="ADDRESS">',
  ])("refuses %s, and nothing of the address is left", (markup) => {
    for (const trick of TRICKS) {
      const result = policy(markup.replaceAll("ADDRESS", trick));
      expect(result.findings.length, trick).toBeGreaterThan(0);
      expect(result.html.toLowerCase(), trick).not.toContain("tracker.example");
    }
  });
});

describe("an address that is code or a document of its own", () => {
  it.each([
    ['<a href="java&#9;script:alert(1)">x</a>', "javascript: addresses are not allowed (href on <a>); link to a page or a file instead"],
    ['<a href="&#x20;JaVaScRiPt:alert(1)">x</a>', "javascript: addresses are not allowed (href on <a>)"],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', "data: addresses are not allowed (href on <a>)"],
    ['<blockquote cite="javascript:alert(1)">x</blockquote>', "javascript: addresses are not allowed (cite on <blockquote>)"],
    ['<a href="file:///etc/passwd">x</a>', "file: addresses are not allowed (href on <a>): link with https:, mailto:, tel: or sms:"],
    ['<img src="data:image/png;base64,iVBORw0KGgo=" alt="">', "data: addresses are not allowed (src on <img>): an image must come from content/media"],
    ['<img src="/media/a.webp" srcset="/media/a.webp 1x, data:image/png;base64,iVBORw0KGgo= 2x" alt="">', "data: addresses are not allowed (srcset on <img>): an image must come from content/media"],
    ['<video poster="data:image/png;base64,iVBORw0KGgo=" src="/media/v.mp4"></video>', "data: addresses are not allowed (poster on <video>)"],
  ])("refuses %s", (markup, reason) => {
    const result = policy(markup);
    expect(result.findings.map((f) => f.reason)).toEqual([expect.stringContaining(reason)]);
    expect(result.html).not.toMatch(/script:|data:/i);
  });

  it("keeps mailto:, tel: and sms: links", () => {
    const kept = '<a href="mailto:hello@hollow-oak.example">Mail</a> <a href="tel:+441234">Call</a> <a href="sms:+441234">Text</a>';
    expect(policy(kept)).toEqual({ html: kept, findings: [] });
  });
});

describe("no element the policy lets through loads from another host (property)", () => {
  const elements = fc.constantFrom(...PLACES.map(([, markup]) => markup));
  const written = fc.tuple(fc.constantFrom(...TRICKS.filter((t) => !splitsSrcset(t))), fc.constantFrom("", " ", "&#9;", "&#10;")).map(([trick, pad]) => `${pad}${trick}`);
  const harmless = fc.constantFrom("<p>Text</p>", '<a href="https://guild.example">Guild</a>', '<img src="/media/a.webp" alt="">', "<em>x</em>");

  it("refuses each, whatever surrounds it, and what is left names no other host", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(elements, written), { minLength: 1, maxLength: 4 }), fc.array(harmless, { maxLength: 3 }), (bad, good) => {
        const html = [...bad.map(([markup, address]) => markup.replace("ADDRESS", address)), ...good].join("\n");
        const result = policy(html);
        expect(result.findings).toHaveLength(bad.length);
        expect(result.html.toLowerCase()).not.toContain("tracker.example");
      }),
      { numRuns: 60 },
    );
  }, 30_000);
});
