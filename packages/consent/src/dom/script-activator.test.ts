// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderBlockedScript } from "./markup";
import { ACTIVATING_ATTR, SCRIPTS_DONE_EVENT } from "./names";
import { activateBlockedScripts, activateWhenIdle } from "./script-activator";

// Inline scripts run in jsdom's own script context; they report through the document.
const log = () => document.title.split("|").filter(Boolean);
const activated = () => [...document.querySelectorAll<HTMLScriptElement>('script[data-cli-consent="accepted"]')];
const allow = (...slugs: string[]) => ({ mayRun: (c: string) => slugs.includes(c), triggerDomRefresh: false });

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
