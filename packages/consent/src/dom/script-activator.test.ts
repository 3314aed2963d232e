// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { scriptGate, type GateAsk } from "../core/rules";
import type { Decision } from "../core/types";
import { renderBlockedScript } from "./markup";
import { ACTIVATING_ATTR, SCRIPTS_DONE_EVENT } from "./names";
import { activateBlockedScripts, activateWhenIdle } from "./script-activator";

// Inline scripts run in jsdom's own script context; they report through the document.
const log = () => document.title.split("|").filter(Boolean);
const activated = () => [...document.querySelectorAll<HTMLScriptElement>('script[data-cli-consent="accepted"]')];
const allow = (...slugs: string[]) => ({ mayRun: ({ category }: GateAsk) => slugs.includes(category), triggerDomRefresh: false });

beforeEach(() => {
  document.title = "";
  document.head.innerHTML = [
    renderBlockedScript({ category: "analytics", src: "https://stats.example/a.js", attributes: { id: "tag-a", async: true, "data-extra": "1" } }),
    renderBlockedScript({ category: "analytics", code: "document.title += '|inline-1'" }),
  ].join("");
  document.body.innerHTML = [
    "<p>content</p>",
    renderBlockedScript({ category: "marketing", code: "document.title += '|marketing'", position: "body" }),
    renderBlockedScript({ category: "analytics", src: "https://stats.example/b.js", position: "body", attributes: { defer: true } }),
    renderBlockedScript({ category: "analytics", code: "document.title += '|inline-2'", position: "body", module: true }),
  ].join("");
});
afterEach(() => document.documentElement.removeAttribute(ACTIVATING_ATTR));

describe("activateBlockedScripts", () => {
  it("activates in document order, one after another: an external script holds the next until load", () => {
    const done = vi.fn();
    activateBlockedScripts(document, allow("analytics"), done);
    expect(activated().map((s) => s.getAttribute("src"))).toEqual(["https://stats.example/a.js"]);
    expect(log()).toEqual([]);

    activated()[0]!.dispatchEvent(new Event("load"));
    // The inline script ran at once and released the next (b.js), which waits again.
    expect(log()).toEqual(["inline-1"]);
    expect(activated().map((s) => s.getAttribute("src"))).toEqual(["https://stats.example/a.js", null, "https://stats.example/b.js"]);
    expect(done).not.toHaveBeenCalled();

    activated()[2]!.dispatchEvent(new Event("error"));
    expect(activated()).toHaveLength(4);
    expect(done).toHaveBeenCalledTimes(1);
    expect(document.querySelectorAll('script[type="text/plain"]')).toHaveLength(1);
  });

  it("copies every attribute but id, keeps async/defer, sets a runnable type and data-cli-consent, honours the position", () => {
    activateBlockedScripts(document, allow("analytics"));
    activated()[0]!.dispatchEvent(new Event("load"));
    activated()[2]!.dispatchEvent(new Event("load"));
    const [a, inline1, b, inline2] = activated();
    expect(a!.hasAttribute("id")).toBe(false);
    expect(document.getElementById("tag-a")).toBeNull();
    expect(a!.type).toBe("text/javascript");
    expect(a!.hasAttribute("async")).toBe(true);
    expect(a!.getAttribute("data-extra")).toBe("1");
    expect(a!.getAttribute("data-cli-script-type")).toBe("analytics");
    expect(a!.getAttribute("data-cli-consent")).toBe("accepted");
    expect(a!.parentElement).toBe(document.head);
    expect(inline1!.parentElement).toBe(document.head);
    expect(b!.parentElement).toBe(document.body);
    expect(b!.hasAttribute("defer")).toBe(true);
    expect(inline2!.type).toBe("module");
    expect(inline2!.text).toBe("document.title += '|inline-2'");
  });

  it("leaves scripts of categories not allowed where they are", () => {
    activateBlockedScripts(document, allow("marketing"));
    expect(log()).toEqual(["marketing"]);
    expect(document.querySelectorAll('script[type="text/plain"]')).toHaveLength(4);
  });

  it("dispatches a synthetic DOMContentLoaded after the sequence when asked", () => {
    const seen = vi.fn();
    document.addEventListener("DOMContentLoaded", seen);
    window.addEventListener("DOMContentLoaded", seen);
    activateBlockedScripts(document, { ...allow("marketing"), triggerDomRefresh: true });
    expect(seen).toHaveBeenCalledTimes(2);
    document.removeEventListener("DOMContentLoaded", seen);
    window.removeEventListener("DOMContentLoaded", seen);
  });

  it("does not dispatch DOMContentLoaded otherwise", () => {
    const seen = vi.fn();
    document.addEventListener("DOMContentLoaded", seen);
    activateBlockedScripts(document, allow("marketing"));
    expect(seen).not.toHaveBeenCalled();
    document.removeEventListener("DOMContentLoaded", seen);
  });

  it("marks <html> while running and announces the end", () => {
    const ended = vi.fn();
    document.addEventListener(SCRIPTS_DONE_EVENT, ended);
    activateBlockedScripts(document, allow("analytics"));
    expect(document.documentElement.hasAttribute(ACTIVATING_ATTR)).toBe(true);
    activated()[0]!.dispatchEvent(new Event("load"));
    activated()[2]!.dispatchEvent(new Event("load"));
    expect(document.documentElement.hasAttribute(ACTIVATING_ATTR)).toBe(false);
    expect(ended).toHaveBeenCalledTimes(1);
    document.removeEventListener(SCRIPTS_DONE_EVENT, ended);
  });
});

describe("activateWhenIdle", () => {
  it("waits for a running sequence, so two never interleave", () => {
    activateBlockedScripts(document, allow("analytics"));
    activateWhenIdle(document, allow("analytics", "marketing"));
    expect(log()).toEqual([]);
    activated()[0]!.dispatchEvent(new Event("load"));
    expect(log()).toEqual(["inline-1"]);
    activated()[2]!.dispatchEvent(new Event("load"));
    // The second pass starts only now: the marketing script comes after the first pass's scripts.
    expect(log()).toEqual(["inline-1", "marketing"]);
    const body = activated().filter((s) => s.parentElement === document.body);
    expect(body.map((s) => s.getAttribute("data-cli-script-type"))).toEqual(["analytics", "analytics", "marketing"]);
  });
});

describe("layer 2's markup (docs/behaviour/consent-layer-2.md#blocked-scripts)", () => {
  const categories = [
    { slug: "necessary", locked: true },
    { slug: "essential", locked: true },
    { slug: "analytics", locked: false },
    { slug: "statistics", locked: false, services: ["clarity", "plausible"] },
    { slug: "marketing", locked: false, services: ["youtube"] },
  ].map((c) => ({ services: [], defaultEnabled: false, cookies: [], ...c }));
  const status = { blocking: true, ccpaApplies: false, bypass: false, defaultAllow: false, manualServices: false };
  const decide = (consent: Decision["consent"], on: Record<string, boolean>): Decision => ({
    consent,
    categories: { necessary: true, essential: true, analytics: on.analytics === true, statistics: on.statistics === true, marketing: on.marketing === true },
    services: { clarity: on.clarity === true, plausible: on.plausible === true, youtube: on.youtube === true },
  });
  const gate = (decision: Decision, manualServices = false) => ({ mayRun: scriptGate(decision, categories, { ...status, manualServices }), triggerDomRefresh: false });
  const run = (name: string) => `document.title += '|${name}'`;
  const l2 = (category: string, service: string | undefined, name: string) => renderBlockedScript({ markup: "wpconsent", category, service, code: run(name) });

  beforeEach(() => {
    document.head.innerHTML = "";
    document.body.innerHTML = [
      l2("essential", undefined, "essential"),
      renderBlockedScript({ category: "analytics", code: run("layer1-analytics"), position: "body" }),
      l2("statistics", "clarity", "clarity"),
      renderBlockedScript({ markup: "wpconsent", category: "statistics", service: "plausible", src: "https://plausible.example/p.js", attributes: { id: "p", defer: true } }),
      l2("statistics", "plausible", "after-plausible"),
      l2("marketing", "youtube", "youtube"),
    ].join("");
  });

  it("writes the plugin's attributes: no src until unlocked, the service and the category", () => {
    const html = renderBlockedScript({ markup: "wpconsent", category: "statistics", service: "plausible", src: "https://plausible.example/p.js" });
    expect(html).toBe('<script type="text/plain" data-wpconsent-src="https://plausible.example/p.js" data-wpconsent-name="plausible" data-wpconsent-category="statistics"></script>');
  });

  it("runs essential always, even before an answer, and nothing else", () => {
    activateBlockedScripts(document, gate(decide(null, {})));
    expect(log()).toEqual(["essential"]);
    expect(document.querySelectorAll('script[type="text/plain"]')).toHaveLength(5);
  });

  it("unlocks on the category's value, both layers' markup in one pass in document order, each in its own place", () => {
    activateBlockedScripts(document, gate(decide("yes", { analytics: true, statistics: true })));
    // The external script holds the next until it loads.
    expect(log()).toEqual(["essential", "layer1-analytics", "clarity"]);
    const external = document.querySelector<HTMLScriptElement>("script#p")!;
    expect(external.type).toBe("text/javascript");
    expect(external.getAttribute("src")).toBe("https://plausible.example/p.js");
    expect(external.hasAttribute("defer")).toBe(true);
    expect(external.getAttribute("data-wpconsent-category")).toBe("statistics");
    expect(external.parentElement).toBe(document.body);
    expect(external.previousElementSibling?.textContent).toBe(run("clarity"));
    external.dispatchEvent(new Event("load"));
    expect(log()).toEqual(["essential", "layer1-analytics", "clarity", "after-plausible"]);
    expect([...document.querySelectorAll('script[type="text/plain"]')].map((s) => s.getAttribute("data-wpconsent-category"))).toEqual(["marketing"]);
  });

  it("with manual toggles, unlocks a service on its own value (absent is no), whatever its category says", () => {
    activateBlockedScripts(document, gate(decide("yes", { statistics: true, plausible: true }), true));
    expect(log()).toEqual(["essential"]);
    document.querySelector("script#p")!.dispatchEvent(new Event("load"));
    expect(log()).toEqual(["essential", "after-plausible"]);
    expect(document.querySelector('script[data-wpconsent-name="clarity"]')?.getAttribute("type")).toBe("text/plain");
  });

  it("runs a script under several categories when any one of them is allowed, once", () => {
    document.body.innerHTML = l2("statistics marketing", "clarity", "tag");
    activateBlockedScripts(document, gate(decide("yes", {})));
    expect(log()).toEqual([]);
    activateBlockedScripts(document, gate(decide("yes", { marketing: true })));
    expect(log()).toEqual(["tag"]);
    activateBlockedScripts(document, gate(decide("yes", { marketing: true, statistics: true })));
    expect(log()).toEqual(["tag"]);
    document.body.innerHTML = l2("statistics marketing", "clarity", "tag");
    activateBlockedScripts(document, gate(decide("yes", { statistics: true })));
    expect(log()).toEqual(["tag", "tag"]);
  });

  it("runs each script once, however many passes follow", () => {
    const yes = gate(decide("yes", { statistics: true, marketing: true }));
    activateBlockedScripts(document, yes);
    document.querySelector("script#p")!.dispatchEvent(new Event("load"));
    activateBlockedScripts(document, yes);
    expect(log()).toEqual(["essential", "clarity", "after-plausible", "youtube"]);
  });
});
