import { CookieJar, JSDOM } from "jsdom";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { parsePreference, PREFERENCE_COOKIE } from "../codecs/cookielawinfo";
import { renderLayer1Bar } from "../layer1/ui/markup";
import { settings, words } from "../layer1/ui/test-fixtures";
import { renderLayer2Shadow } from "../layer2/markup";
import { BANNER_OPEN_ATTR, HOST_ID, PREFERENCES_OPEN_ATTR } from "../layer2/names";
import { defaultOptions } from "../layer2/options";
import { renderBootScript } from "./render";
import { bundleForPage } from "./page-bundle";

/**
 * A press on the bar or the banner before their code is live (docs/behaviour/consent-layer-1.md#early-presses):
 * the real boot bundle in `<head>`, the pre-rendered bar or banner, a press made by a
 * script right after it (before any of the page's code), then the page's code as the
 * site's entry and enhancers run it — the engine started, the UI taken over — in a
 * classic script, since jsdom runs no modules.
 */
let pageCode = "";
beforeAll(async () => {
  pageCode = await bundleForPage(`
        import { createBrowserEnvironment } from "./dom/browser-environment";
        import { createEngine } from "./core/engine";
        import { wpConsentStore } from "./codecs/wpconsent-store";
        import { createLayer1Engine } from "./layer1/engine";
        import { createLayer1 } from "./layer1/adapter";
        import { createLayer1Ui } from "./layer1/ui/ui";
        import { createLayer2Ui } from "./layer2/ui";
        import { shadowRootOf } from "./layer2/shadow-root";
        window.__startLayer1 = (options) => {
          const engine = createLayer1Engine(options, createBrowserEnvironment(window, options));
          engine.start();
          createLayer1Ui(document.querySelector(".cli-root"), createLayer1(engine, options), { loadSettings: () => new Promise(() => {}) });
        };
        window.__startLayer2 = (options, views) => {
          const engine = createEngine({ ...options, stores: [wpConsentStore()] }, createBrowserEnvironment(window, {}));
          engine.start();
          createLayer2Ui(document.getElementById("${HOST_ID}"), engine, { categories: views });
        };
        // What a browser's parser does with the declarative shadow root, which jsdom's does not.
        window.__attachShadow = () => shadowRootOf(document.getElementById("${HOST_ID}"));`);
});

const URL = "https://www.example.com/shop/product";

/** Loads the page; `press` runs right after the consent markup, before the page's code; `start` is that code's call. */
async function load(head: string, markup: string, press: string, start: string) {
  const jar = new CookieJar();
  const html = `<!DOCTYPE html><html><head><script data-consent-boot>${head}</script></head><body>
${markup}
<script>${press}</script>
<main><h1>A product</h1></main>
<script>${pageCode}</script>
<script>${start}</script>
</body></html>`;
  const dom = new JSDOM(html, { url: URL, runScripts: "dangerously", cookieJar: jar });
  const win = dom.window;
  if (win.document.readyState !== "complete") await new Promise((resolve) => win.addEventListener("load", resolve));
  const cookies = Object.fromEntries(
    jar
      .getCookieStringSync(URL)
      .split("; ")
      .filter(Boolean)
      .map((c) => [c.slice(0, c.indexOf("=")), decodeURIComponent(c.slice(c.indexOf("=") + 1))]),
  );
  return { win, doc: win.document, cookies };
}

describe("layer 1's bar pressed before its code is live", () => {
  const categories = settings.categories.map(({ slug, locked }) => ({ slug, locked }));
  const options = { consentVersion: 1, categories };
  const bar = renderLayer1Bar({ ...settings, cookieBarAs: "bar", popupOverlay: false }, words, { ccpaControl: false, manual: false, suppressed: false });
  const pressBar = (action: string) => `document.querySelector('#cookie-law-info-bar [data-cli-action="${action}"]').click();`;

  it("Accept All pressed at the first paint is saved whole once the bar is live: the answer, the record and every category", async () => {
    const { cookies, doc } = await load(renderBootScript({ layer1: options }), bar, pressBar("accept-all"), `__startLayer1(${JSON.stringify(options)})`);
    expect(cookies["viewed_cookie_policy"]).toBe("yes");
    expect({ ...parsePreference(cookies[PREFERENCE_COOKIE]) }).toEqual({ ver: "1", necessary: true, analytics: true, marketing: true });
    expect(cookies["cookielawinfo-checkbox-necessary"]).toBe("yes");
    expect(cookies["cookielawinfo-checkbox-analytics"]).toBe("yes");
    expect(cookies["cookielawinfo-checkbox-marketing"]).toBe("yes");
    expect(doc.documentElement.getAttribute("data-consent")).toBe("given");
    expect(doc.querySelector(".cli-root")!.getAttribute("data-cli-visible")).toBe("false");
  });

  it("Reject All pressed early is saved whole as well, and replayed only once", async () => {
    const count = `window.choices = 0; document.addEventListener("vitrine:consent-choice", () => choices++);`;
    const { cookies, win } = await load(renderBootScript({ layer1: options }), bar, count + pressBar("reject-all"), `__startLayer1(${JSON.stringify(options)})`);
    expect(cookies["viewed_cookie_policy"]).toBe("no");
    expect({ ...parsePreference(cookies[PREFERENCE_COOKIE]) }).toEqual({ ver: "1", necessary: true, analytics: false, marketing: false });
    expect(cookies["cookielawinfo-checkbox-analytics"]).toBe("no");
    expect(cookies["cookielawinfo-checkbox-marketing"]).toBe("no");
    expect((win as unknown as { choices: number }).choices).toBe(1);
  });

  it("a press on the page elsewhere is not held", async () => {
    const press = `window.heard = 0; document.addEventListener("click", () => heard++); document.querySelector("#cookie-law-info-bar").click();`;
    const { cookies, win } = await load(renderBootScript({ layer1: options }), bar, press, `__startLayer1(${JSON.stringify(options)})`);
    expect((win as unknown as { heard: number }).heard).toBe(1);
    expect(cookies["viewed_cookie_policy"]).toBeUndefined();
  });
});

describe("layer 2's banner pressed before its code is live", () => {
  const categories = [
    { slug: "essential", locked: true },
    { slug: "statistics", services: [{ slug: "clarity" }] },
    { slug: "marketing", services: [{ slug: "youtube" }] },
  ];
  const views = categories.map((c) => ({ slug: c.slug, name: c.slug, description: "", locked: c.locked === true, services: (c.services ?? []).map((s) => ({ slug: s.slug, name: s.slug, description: "" })) }));
  const host = `<div id="${HOST_ID}">${renderLayer2Shadow({ ...defaultOptions, categories: views })}</div>`;
  const press = (action: string) => `__attachShadow().querySelector('[data-action="${action}"]').click();`;

  it("Accept all pressed at the first paint is saved whole once the banner is live", async () => {
    const { cookies, doc } = await load(
      renderBootScript({ layer2: { categories } }),
      host,
      // The shadow root is there from the first paint in a browser; here the page's bundle attaches it first.
      `${pageCode}; ${press("accept-all")}`,
      `__startLayer2(${JSON.stringify({ categories })}, ${JSON.stringify(views)})`,
    );
    expect(JSON.parse(cookies["wpconsent_preferences"]!)).toEqual({ essential: true, statistics: true, marketing: true, clarity: true, youtube: true });
    expect(doc.documentElement.getAttribute("data-consent")).toBe("given");
  });

  it("Preferences pressed at the first paint opens them once the banner is live, their code loaded then, focus on the title", async () => {
    const { doc } = await load(renderBootScript({ layer2: { categories } }), host, `${pageCode}; ${press("preferences")}`, `__startLayer2(${JSON.stringify({ categories })}, ${JSON.stringify(views)})`);
    const banner = doc.getElementById(HOST_ID)!;
    await vi.waitFor(() => expect(banner.hasAttribute(PREFERENCES_OPEN_ATTR)).toBe(true), { timeout: 10_000 }); // their code is a first dynamic import: seconds under load
    expect(banner.hasAttribute(BANNER_OPEN_ATTR)).toBe(false);
    expect(banner.shadowRoot!.activeElement?.className).toBe("wpconsent-preferences-title");
  });
});
