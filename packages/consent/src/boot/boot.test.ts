import { CookieJar, JSDOM } from "jsdom";
import { gzipSync } from "node:zlib";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { buildBootSources } from "../../scripts/boot-bundle.mjs";
import { PREFERENCE_COOKIE, parsePreference } from "../codecs/cookielawinfo";
import type { PageReading } from "../core/reading";
import { renderBlockedScript } from "../dom/markup";
import type { Options } from "../layer1/options";
import { BOOT_SOURCES } from "./boot.generated";
import { BOOT_SCRIPT_BOTH_BUDGET_BYTES, BOOT_SCRIPT_BUDGET_BYTES, renderBootScript } from "./render";
import { bundleForPage } from "./page-bundle";

type ConsentOptions = Options;

/**
 * The page's own start of the consent engine, as the site's client entry does it
 * (`createLayer1Engine(options, createBrowserEnvironment(window, options)).start()`), bundled as a classic script for jsdom, which
 * runs no modules. Like the site's module entry it runs after the body is parsed and
 * before DOMContentLoaded.
 */
let pageStart = "";
beforeAll(async () => {
  pageStart = await bundleForPage('import { createBrowserEnvironment } from "./dom/browser-environment"; import { createLayer1Engine } from "./layer1/engine"; window.__startConsent = (options) => createLayer1Engine(options, createBrowserEnvironment(window, options)).start();');
});

const URL = "https://www.example.com/journal/post";
/** The plugin's own preference cookie: {"necessary":true,"non-necessary":true}. */
const PLUGIN_PREFERENCE = "eyJuZWNlc3NhcnkiOnRydWUsIm5vbi1uZWNlc3NhcnkiOnRydWV9";

const options: Partial<ConsentOptions> = {
  consentVersion: 1,
  categories: [
    { slug: "necessary", locked: true, cookies: ["wp-settings"] },
    { slug: "non-necessary", cookies: ["_ga", "_gid"] },
    { slug: "analytics", cookies: ["_clck", "_clsk"] },
    { slug: "advertisement", defaultEnabled: true, cookies: ["IDE", "test_cookie"] },
    { slug: "functional" },
  ],
};

/** Each blocked script pushes its name to `window.log` when it runs. */
const blocked = (category: string, name: string, position: "head" | "body") =>
  renderBlockedScript({ category, position, code: `log.push(${JSON.stringify(name)})` });

function page(opts: Partial<ConsentOptions>, body = "", started = true) {
  const start = started ? `<script>${pageStart}</script><script>__startConsent(${JSON.stringify(opts)})</script>` : "";
  return `<!DOCTYPE html><html><head>
<script data-consent-boot>${renderBootScript({ layer1: opts })}</script>
<script>window.log = []; window.readyAtBoot = document.documentElement.getAttribute("data-consent");</script>
${blocked("non-necessary", "head-nn", "head")}
${blocked("analytics", "head-analytics", "head")}
</head><body>
<script>log.push("body-parsed-before-activation:" + document.querySelectorAll('script[type="text/plain"]').length)</script>
${blocked("non-necessary", "body-nn", "body")}
${blocked("advertisement", "body-ad", "body")}
${body}
${start}
</body></html>`;
}

/** Loads the page and waits for its `load` event (DOMContentLoaded, hence activation, is asynchronous in jsdom). */
async function load(cookies: string[], opts: Partial<ConsentOptions> = options, url = URL, body = "", started = true) {
  const jar = new CookieJar();
  // Every cookie on path=/, as the plugin and the usual tags write them.
  for (const c of cookies) jar.setCookieSync(`${c}; path=/`, url);
  const dom = new JSDOM(page(opts, body, started), { url, runScripts: "dangerously", cookieJar: jar });
  const win = dom.window as unknown as Window & { log: string[]; readyAtBoot: string | null } & Record<string, unknown>;
  const cookie = (name: string) =>
    jar
      .getCookieStringSync(url)
      .split("; ")
      .find((c) => c.startsWith(name + "="))
      ?.slice(name.length + 1);
  if (win.document.readyState !== "complete") await new Promise((resolve) => win.addEventListener("load", resolve));
  return { win, doc: win.document, cookie, marker: () => win.document.documentElement.getAttribute("data-consent") };
}

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errors = vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => errors.mockRestore());

describe("the boot script's size", () => {
  it("is built from the current sources (run `npm run build:boot -w packages/consent` after changes)", async () => {
    expect(await buildBootSources()).toEqual(BOOT_SOURCES);
  });

  it("stays within 3 KB gzip with the config embedded", () => {
    const size = gzipSync(renderBootScript({ layer1: options }), { level: 9 }).length;
    expect(size).toBeLessThanOrEqual(BOOT_SCRIPT_BUDGET_BYTES);
  });

  it("stays within 4 KB gzip with both layers, their services, the map and Consent Mode", () => {
    const layer2 = {
      categories: [
        { slug: "essential", locked: true, services: [{ slug: "wordpress" }] },
        { slug: "statistics", services: [{ slug: "google-analytics" }, { slug: "clarity" }] },
        { slug: "marketing", services: [{ slug: "youtube" }, { slug: "google-maps" }] },
      ],
      respectGpc: true,
    };
    const signals = { ad_storage: ["marketing", "advertisement"], ad_user_data: ["marketing", "advertisement"], ad_personalization: ["marketing", "advertisement"], analytics_storage: ["statistics", "analytics"] };
    const categoryMap = { necessary: "essential", analytics: "statistics", advertisement: "marketing" };
    const script = renderBootScript({ layer1: options, layer2, categoryMap, consentMode: { signals, waitForUpdate: 500 } });
    expect(gzipSync(script, { level: 9 }).length).toBeLessThanOrEqual(BOOT_SCRIPT_BOTH_BUDGET_BYTES);
  });

  it("embeds text with replacement patterns ($`, $&, $') as it is: the script still parses", () => {
    const names = ["a$`b", "c$&d", "e$'f", "g$$h"];
    const script = renderBootScript({ layer1: { categories: names.map((slug) => ({ slug })) } });
    expect(() => new Function(script)).not.toThrow();
    for (const name of names) expect(script).toContain(JSON.stringify(name));
  });

  it("embeds only settings that differ from their defaults, safely for an inline script", () => {
    const script = renderBootScript({ layer1: { categories: [{ slug: "</script><b>" }], customIntegration: true } });
    expect(script).not.toContain("</script");
    expect(script).toContain('"customIntegration":true');
    expect(script.slice(script.lastIndexOf("}("))).not.toContain("ccpaEnabled");
  });
});

describe("the boot script alone", () => {
  it("sets the marker and publishes its reading, and writes no cookie and runs no script", async () => {
    const { win, cookie, doc } = await load(["viewed_cookie_policy=yes", "cookielawinfo-checkbox-non-necessary=yes"], options, URL, "", false);
    expect(win.readyAtBoot).toBe("given");
    const reading = (win.vitrineConsent as { reading: PageReading }).reading;
    expect(reading.decision.consent).toBe("yes");
    expect({ ...reading.decision.categories }).toMatchObject({ "non-necessary": true, analytics: false, advertisement: true });
    expect(reading.stores).toEqual([{ stale: false, unsaved: ["necessary", "analytics", "advertisement", "functional"], rewrite: false }]);
    expect(cookie("cookielawinfo-checkbox-analytics")).toBeUndefined();
    expect(doc.querySelectorAll('script[type="text/plain"]')).toHaveLength(4);
  });
});

describe("a new visitor", () => {
  it("gets the pending marker before anything renders, and the category cookies from the defaults", async () => {
    const { win, cookie, marker } = await load([]);
    expect(win.readyAtBoot).toBe("pending");
    expect(marker()).toBe("pending");
    expect(cookie("cookielawinfo-checkbox-necessary")).toBe("yes");
    expect(cookie("cookielawinfo-checkbox-non-necessary")).toBe("no");
    expect(cookie("cookielawinfo-checkbox-advertisement")).toBe("yes");
    expect(cookie("viewed_cookie_policy")).toBeUndefined();
  });

  it("runs no blocked script", async () => {
    const { win, doc } = await load([]);
    expect(win.log).toEqual(["body-parsed-before-activation:2"]);
    expect(doc.querySelectorAll('script[type="text/plain"]')).toHaveLength(4);
  });
});

describe("a returning visitor of the WordPress plugin", () => {
  const returning = [
    "viewed_cookie_policy=yes",
    "cookielawinfo-checkbox-necessary=yes",
    "cookielawinfo-checkbox-non-necessary=yes",
    "cookielawinfo-checkbox-analytics=no",
    "cookielawinfo-checkbox-advertisement=no",
    `CookieLawInfoConsent=${PLUGIN_PREFERENCE}`,
    "_clck=abc",
    "IDE=def",
    "_ga=ghi",
  ];

  it("gets the given marker: no bar, no flash", async () => {
    const { win, marker } = await load(returning);
    expect(win.readyAtBoot).toBe("given");
    expect(marker()).toBe("given");
  });

  it("has the allowed scripts activated once the body is parsed, in document order", async () => {
    const { win, doc } = await load(returning);
    expect(win.log).toEqual(["body-parsed-before-activation:2", "head-nn", "body-nn"]);
    const activated = [...doc.querySelectorAll('script[data-cli-consent="accepted"]')];
    expect(activated.map((s) => s.parentElement?.tagName)).toEqual(["HEAD", "BODY"]);
    expect(doc.querySelectorAll('script[type="text/plain"]')).toHaveLength(2);
  });

  it("has the cookies of categories not allowed erased, and the allowed ones kept", async () => {
    const { cookie } = await load(returning);
    expect(cookie("_clck")).toBeUndefined();
    expect(cookie("IDE")).toBeUndefined();
    expect(cookie("_ga")).toBe("ghi");
  });

  it("is asked again when the consent version changed", async () => {
    const { marker, cookie, win } = await load(returning, { ...options, consentVersion: 2 });
    expect(marker()).toBe("pending");
    expect(cookie("viewed_cookie_policy")).toBeUndefined();
    expect(cookie(PREFERENCE_COOKIE)).toBeUndefined();
    expect(cookie("_ga")).toBeUndefined();
    expect(win.log).toEqual(["body-parsed-before-activation:2"]);
  });

  it("who rejected runs nothing", async () => {
    const { win, marker } = await load(["viewed_cookie_policy=no", "cookielawinfo-checkbox-non-necessary=yes"]);
    expect(marker()).toBe("given");
    expect(win.log).toEqual(["body-parsed-before-activation:2"]);
  });
});

describe("bad cookies never break the page", () => {
  it("logs an unreadable preference cookie and treats it as absent", async () => {
    const { marker, win } = await load(["viewed_cookie_policy=yes", "CookieLawInfoConsent=e30%%%", "cookielawinfo-checkbox-non-necessary=yes"]);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining("ignored the CookieLawInfoConsent cookie"));
    // Read by the boot script and again by the page's engine: each says what it ignored, and only that.
    for (const [message] of errors.mock.calls) expect(String(message)).toContain("ignored the CookieLawInfoConsent cookie");
    expect(marker()).toBe("given");
    expect(win.log).toContain("body-nn");
  });

  it("logs each cookie no plugin version wrote, and asks the visitor as if there were none", async () => {
    const { marker, win } = await load(["viewed_cookie_policy=maybe", "CookieLawInfoConsent=%%%not-base64%%%"]);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining("ignored the viewed_cookie_policy cookie"));
    expect(errors).toHaveBeenCalledWith(expect.stringContaining("ignored the CookieLawInfoConsent cookie"));
    expect(marker()).toBe("pending");
    expect(win.log).toEqual(["body-parsed-before-activation:2"]);
  });

  it("logs a __proto__ payload and treats it as absent", async () => {
    const proto = Buffer.from('{"__proto__":{"polluted":true}}').toString("base64");
    const { marker, win } = await load([`CookieLawInfoConsent=${proto}`]);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('forbidden key "__proto__"'));
    expect(marker()).toBe("pending");
    expect((win as unknown as { Object: ObjectConstructor }).Object.prototype).not.toHaveProperty("polluted");
  });
});

describe("bypass, CCPA, custom integration, DOM refresh", () => {
  it("the configured bypass value runs every blocked script for a new visitor and writes the preference cookie", async () => {
    const scanner = { ...options, bypassValue: "scan-7f3a" };
    const { win, cookie, marker } = await load([], scanner, URL + "?cli_bypass=scan-7f3a");
    expect(win.log).toEqual(["body-parsed-before-activation:2", "head-nn", "head-analytics", "body-nn", "body-ad"]);
    expect({ ...parsePreference(cookie(PREFERENCE_COOKIE)) }).toMatchObject({ ver: "1", "non-necessary": true, analytics: true });
    expect(marker()).toBe("pending");
    const notConfigured = await load([], options, URL + "?cli_bypass=1");
    expect(notConfigured.win.log).toEqual(["body-parsed-before-activation:2"]);
  });

  it("the bypass never runs anything for a visitor who rejected, nor rewrites their record", async () => {
    const rejected = ["viewed_cookie_policy=no", "cookielawinfo-checkbox-analytics=no", "cookielawinfo-checkbox-non-necessary=no"];
    const { win, cookie } = await load(rejected, { ...options, bypassValue: "1" }, URL + "?cli_bypass=1");
    expect(win.log).toEqual(["body-parsed-before-activation:2"]);
    expect(parsePreference(cookie(PREFERENCE_COOKIE))).toBeNull();
  });

  it("ccpa mode without bar: hidden marker, blocking off", async () => {
    const { win, marker } = await load([], { ...options, ccpaEnabled: true, ccpaType: "ccpa", ccpaBarEnabled: false });
    expect(marker()).toBe("hidden");
    expect(win.log).toHaveLength(5);
  });

  it("ccpa: a visitor who opted out keeps scripts blocked", async () => {
    const optedOut = Buffer.from('{"non-necessary":true,"ccpaOptout":true}').toString("base64");
    const { win } = await load(
      ["viewed_cookie_policy=yes", "cookielawinfo-checkbox-non-necessary=yes", `CookieLawInfoConsent=${optedOut}`],
      { ...options, ccpaEnabled: true, ccpaType: "ccpa_gdpr" },
    );
    expect(win.log).toEqual(["body-parsed-before-activation:2"]);
  });

  it("custom integration: no bar, nothing activated, the public function records and announces the call", async () => {
    const { win, marker, doc } = await load([], { ...options, customIntegration: true });
    expect(marker()).toBe("hidden");
    expect(win.log).toEqual(["body-parsed-before-activation:2"]);
    const heard: unknown[] = [];
    doc.addEventListener("vitrine:consent-integration", (e) => heard.push((e as CustomEvent).detail));
    const api = win.vitrineConsent as { customIntegration: (bar?: boolean, blocking?: boolean) => void };
    api.customIntegration(true, false);
    expect(heard).toEqual([{ enableBar: true, enableBlocking: false }]);
    expect((win.CLI as { CookieLawInfo_Callback: unknown }).CookieLawInfo_Callback).toBe(api.customIntegration);
  });

  it("triggerDomRefresh dispatches DOMContentLoaded again after the activation", async () => {
    const listener = '<script>var ready = 0; document.addEventListener("DOMContentLoaded", function () { ready++; });</script>';
    const refreshed = await load(["viewed_cookie_policy=yes"], { ...options, triggerDomRefresh: true }, URL, listener);
    expect((refreshed.win as unknown as { ready: number }).ready).toBe(2);
    const plain = await load(["viewed_cookie_policy=yes"], options, URL, listener);
    expect((plain.win as unknown as { ready: number }).ready).toBe(1);
  });

  it("does not add domain variants on localhost", async () => {
    const { cookie } = await load(["viewed_cookie_policy=no", "_ga=1"], options, "http://localhost:3307/");
    expect(cookie("_ga")).toBeUndefined();
  });
});
