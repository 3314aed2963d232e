import { AUTHOR_HOOK_CLASSES } from "@vitrine/consent";
import { describe, expect, it } from "vitest";
import { applyHtmlPolicy } from "./policy.server";

/**
 * Content may not wear the consent layers' names nor lay itself over the page
 * (docs/behaviour/content.md#html-policy). The markup below, published, drew an invisible
 * layer over the page with the settings modal's classes, and the placeholder's attributes
 * made a click on it — on "Reject All" beneath — accept statistics.
 */
const siteOrigin = "https://hollow-oak.example";
const policy = (html: string) => applyHtmlPolicy(html, { siteOrigin, gates: [] });
const CAPTURE =
  '<div class="cli-modal cli-modal-backdrop" data-consent-placeholder="" data-consent-category="analytics" data-consent-service="clarity">' +
  '<a href="#" data-consent-action="accept">Reject All</a></div>';

describe("the consent layers' names in content", () => {
  it("are refused, each named, so the invisible layer that captured the consent click cannot be built", () => {
    const result = policy(CAPTURE);
    expect(result.findings.map((f) => f.reason.replace(/ \(on <\w+>\):.*/, ""))).toEqual([
      "the class cli-modal belongs to the consent layers",
      "the class cli-modal-backdrop belongs to the consent layers",
      "the attribute data-consent-placeholder belongs to the consent layers",
      "the attribute data-consent-category belongs to the consent layers",
      "the attribute data-consent-service belongs to the consent layers",
      "the attribute data-consent-action belongs to the consent layers",
    ]);
    expect(result.findings[0]!.reason).toBe(
      "the class cli-modal belongs to the consent layers (on <div>): content may not wear their names, which would let it stand in for the consent banner or capture its clicks; use the site's own classes (links may keep the manage-consent and delete classes)",
    );
    expect(result.html).toBe('<div><a href="#">Reject All</a></div>');
  });

  it.each([
    ['<div id="cookie-law-info-bar">x</div>', "the id cookie-law-info-bar belongs to the consent layers (on <div>)"],
    ['<p id="wpconsent-container">x</p>', "the id wpconsent-container belongs to the consent layers (on <p>)"],
    ['<div class="wpconsent-iframe-placeholder">x</div>', "the class wpconsent-iframe-placeholder belongs to the consent layers (on <div>)"],
    ['<span class="cli_action_button">Reject</span>', "the class cli_action_button belongs to the consent layers (on <span>)"],
    ['<div class="consent-placeholder__overlay">x</div>', "the class consent-placeholder__overlay belongs to the consent layers (on <div>)"],
    ['<span class="cli_manage_current_consent">x</span>', "the class cli_manage_current_consent belongs to the consent layers (on <span>)"],
    ['<div data-cli-class="cli-blocker-script">x</div>', "the attribute data-cli-class belongs to the consent layers (on <div>)"],
    ['<div data-wpconsent-category="essential">x</div>', "the attribute data-wpconsent-category belongs to the consent layers (on <div>)"],
    ['<div data-consent="given">x</div>', "the attribute data-consent belongs to the consent layers (on <div>)"],
  ])("refuses %s", (markup, reason) => {
    expect(policy(markup).findings.map((f) => f.reason)).toEqual([expect.stringContaining(reason)]);
  });

  it("keeps the documented author hooks on links, and the blocked-script attributes on scripts", () => {
    expect(AUTHOR_HOOK_CLASSES).toHaveLength(4);
    const links = AUTHOR_HOOK_CLASSES.map((name) => `<a href="#" class="${name}">x</a>`).join(" ");
    expect(policy(links)).toEqual({ html: links, findings: [] });
    const script = '<script type="text/plain" data-cli-class="cli-blocker-script" data-cli-script-type="analytics" data-cli-block="true">track()</script>';
    expect(policy(script)).toEqual({ html: script, findings: [] });
  });
});

describe("the site's own markup that loads an address it carries", () => {
  it.each([
    ['<div class="lazy-bg" data-bg-src="https://tracker.example/bg.png">x</div>', "the attribute data-bg-src is the site's own markup for a lazy background (on <div>)"],
    ['<div class="lazy-bg" data-bg-srcset="/media/a.webp 480w">x</div>', "the attribute data-bg-srcset is the site's own markup for a lazy background (on <div>)"],
    ['<div data-lazy-video="" data-src="https://tracker.example/player">x</div>', "the attribute data-lazy-video is the site's own markup for the lazy video player (on <div>)"],
    ['<div data-photo-feed="" data-feed-url="https://tracker.example/feed">x</div>', "the attribute data-photo-feed is the site's own markup for the photo feed (on <div>)"],
  ])("refuses %s", (markup, reason) => {
    expect(policy(markup).findings.map((f) => f.reason)).toEqual([expect.stringContaining(reason)]);
  });
});

describe("a style attribute that lays content over the page", () => {
  it.each([
    ["position:fixed;inset:0", "position:fixed would lay it over the page and the consent layer"],
    ["top:0; position: sticky", "position:sticky would lay it over the page and the consent layer"],
    ["position:absolute;inset:0;opacity:0", "position:absolute would lay it over the page and the consent layer"],
    ["z-index: 2147483647", "z-index: would lay it over the page and the consent layer"],
    ["color:red", "they could hide or cover the consent layer"],
  ])("refuses %s, saying why", (style, why) => {
    expect(policy(`<div style="${style}">Sale</div>`).findings.map((f) => f.reason)).toEqual([`style attributes are not allowed in content (on <div>): ${why}; use the site's classes`]);
  });
});
