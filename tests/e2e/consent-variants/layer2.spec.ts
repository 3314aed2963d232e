import type { Locator, Page, Route } from "@playwright/test";
import { LAYER2_BUILT_IN_STYLE, renderLayer2Shadow, type BannerLayout, type BannerPosition } from "@vitrine/consent/layer2";
import { layer2UiOptionsOf } from "../../../site/app/config/layer2-ui-options";
import { expect, expectNoAxeViolations, test, watchErrors } from "../fixtures";
import { cookieMap, fakeTag } from "../fixtures/consent-page";
import { french } from "../shipped-words";
import { atBothWidths } from "../widths";
import variant, { isLayer2Sheet, LAYER2_CSS_PATH } from "./layer2.config";
import { onVariant } from "./on-variant";

/**
 * Layer 2's banner, preferences, floating button and GPC notice as a visitor meets them
 * (docs/behaviour/consent-layer-2.md#banner), on the demo with layer 2 primary. The
 * other layouts are the same page with the banner rendered for them by the site's own
 * renderer (one variant build serves them all). What the engine, the hooks, the plugin's
 * events and the stylesheet's loader decide is tested beside them
 * (packages/consent/src/layer2/*.test.ts, core/layer2-engine.test.ts, codecs/wpconsent.test.ts,
 * dom/tag-consent.test.ts, site/app/features/clarity/); here, that the page wires them to what a visitor sees.
 */
/** The site's stylesheet in these tests: the built-in look and a rule it does not have, to tell it applied. */
const SITE_SHEET = `${LAYER2_BUILT_IN_STYLE}.wpconsent-banner{outline:4px solid rgb(11, 79, 60)}`;

/** The variant speaks French: controls are named by the French words file's words, as a visitor reads them. */
const words = french.consentWords.layer2;
const category = (slug: keyof typeof french.categories.layer2) => french.categories.layer2[slug].name;
const host = (page: Page) => page.locator("#wpconsent-container");
const banner = (page: Page) => page.getByRole("region", { name: words.bannerLabel }).or(page.getByRole("dialog", { name: words.bannerLabel }));
const preferences = (page: Page) => page.getByRole("dialog", { name: words.preferencesTitle });
const floatingButton = (page: Page) => page.getByRole("button", { name: words.floatingLabel });
const live = (page: Page) => expect(host(page)).toHaveAttribute("data-live", "");
const focused = (locator: Locator) => expect(locator).toBeFocused();
/** What Accept all stores: every category and every service of the variant's config, granted. */
const everyCategoryAndService = (categories: readonly { slug: string; services?: readonly { slug: string }[] }[]) =>
  Object.fromEntries(categories.flatMap((c) => [c.slug, ...(c.services ?? []).map((s) => s.slug)]).map((slug) => [slug, true]));
/** The kit's button colour (`kit.colors.primary`, a hex colour in the demo) as the browser reports it: the built-in look dresses Accept all and Reject all in it. */
const KIT_BUTTON = `rgb(${[1, 3, 5].map((i) => parseInt(variant.kit.colors.primary.slice(i, i + 2), 16)).join(", ")})`;
const preferencesCookie = async (page: Page) => JSON.parse(decodeURIComponent((await cookieMap(page.context())).wpconsent_preferences ?? "null"));

/** Answers the site's stylesheet (the default for every test: it applies). */
async function answerSheet(page: Page, answer: (route: Route) => Promise<void> = (route) => route.fulfill({ contentType: "text/css", body: SITE_SHEET })) {
  const asked: string[] = [];
  await page.route(isLayer2Sheet, (route) => {
    const url = new URL(route.request().url());
    asked.push(url.pathname + url.search);
    return answer(route);
  });
  return asked;
}

/** For axe: the built-in style only, the look it judges. */
const builtInStyleOnly = (page: Page) => answerSheet(page, (route) => route.fulfill({ status: 404, body: "" }));

/** The element focused, looking into the shadow root: its class. */
const focusedClass = (page: Page) => page.evaluate(() => document.getElementById("wpconsent-container")!.shadowRoot!.activeElement?.className);

/** Serves the home page with the banner rendered in another layout. */
async function inLayout(page: Page, layout: BannerLayout, position: BannerPosition) {
  const shadow = renderLayer2Shadow({ ...layer2UiOptionsOf(variant.layer2, words), layout, position });
  await page.route((url) => url.pathname === "/", async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/<template shadowrootmode="open">[\s\S]*?<\/template>/, () => shadow);
    await route.fulfill({ response, body: html });
  });
}

/** Records the plugin's events and the engine's choice events from the first script on. */
const recordEvents = (page: Page) =>
  page.addInitScript(() => {
    const log: { type: string; detail: unknown }[] = ((window as unknown as { __events: unknown[] }).__events = []);
    for (const type of ["wpconsent_consent_saved", "wpconsent_consent_updated"]) addEventListener(type, (e) => log.push({ type, detail: (e as CustomEvent).detail }));
    for (const type of ["wpconsent_consent_processed", "vitrine:consent-choice"]) document.addEventListener(type, (e) => log.push({ type, detail: (e as CustomEvent).detail }));
  });
const events = (page: Page) => page.evaluate(() => (window as unknown as { __events: { type: string; detail: Record<string, unknown> }[] }).__events);

/** Clarity's commands so far: its loader queues them on `clarity.q` until its tag arrives (it never does here). */
const clarityCommands = (page: Page) =>
  page.evaluate(() => [...((window as unknown as { clarity?: { q?: IArguments[] } }).clarity?.q ?? [])].map((args) => [...args]));

test.describe("layer 2's banner", () => {
  onVariant("layer2");
  test.beforeEach(async ({ page }) => void (await answerSheet(page)));

  test("shows before the page's code loads, from the pre-rendered shadow root, in the same place once live; layer 1's bar stays silent", atBothWidths, async ({ page }) => {
    // The page's modules held back: only the inline boot script has run.
    const held: (() => void)[] = [];
    await page.route("**/assets/**/*.js", (route) => new Promise<void>((resolve) => held.push(() => resolve(route.continue()))));
    await page.goto("/", { waitUntil: "commit" });
    await expect(banner(page)).toBeVisible();
    await expect(host(page)).not.toHaveAttribute("data-live");
    await expect(floatingButton(page)).toBeHidden();
    const before = await banner(page).boundingBox();
    await banner(page).screenshot({ path: test.info().outputPath("layer2-banner-long-bottom.png") });
    await page.unroute("**/assets/**/*.js");
    held.forEach((release) => release());
    await live(page);
    await expect(banner(page)).toBeVisible();
    expect(await banner(page).boundingBox()).toEqual(before);
    await expect(page.locator("#cookie-law-info-bar")).toHaveCount(0);
  });

  test("a returning visitor never sees it: the floating button is there before the page's code loads", async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: "wpconsent_preferences", value: JSON.stringify({ essential: true, statistics: false, marketing: true }), url: baseURL! }]);
    await page.route("**/assets/**/*.js", () => new Promise(() => {}));
    await page.goto("/", { waitUntil: "commit" });
    await expect(floatingButton(page)).toBeVisible();
    await expect(banner(page)).toBeHidden();
    await expect(host(page)).not.toHaveAttribute("data-live");
  });

  test("Accept all saves both formats, fires the plugin's events, tells Clarity, and hands focus to the floating button, 20 px from the bottom-left", async ({ page }) => {
    await fakeTag(page);
    await recordEvents(page);
    await page.goto("/");
    await live(page);
    await page.keyboard.press("Tab");
    await focused(banner(page).getByRole("button", { name: words.acceptAll }));
    await page.keyboard.press("Enter");
    await expect(banner(page)).toBeHidden();
    await focused(floatingButton(page));
    const box = (await floatingButton(page).boundingBox())!;
    const viewport = page.viewportSize()!;
    expect([box.x, viewport.height - box.y - box.height]).toEqual([20, 20]);
    expect(await preferencesCookie(page)).toEqual({ essential: true, respect_gpc: false, ...everyCategoryAndService(variant.layer2.categories) });
    expect((await cookieMap(page.context()))["cookielawinfo-checkbox-analytics"]).toBe("yes");
    const log = await events(page);
    // The plugin's order: processed, then saved.
    expect(log.map((e) => e.type)).toEqual(["vitrine:consent-choice", "wpconsent_consent_processed", "wpconsent_consent_saved"]);
    expect(log[0]!.detail).toMatchObject({ layer: 2, control: "notice", method: "accept-all", consent: "yes" });
    expect(log[2]!.detail).toMatchObject({ essential: true, statistics: true, marketing: true });
    // Clarity's loader queues its commands until its tag arrives (here it never does).
    await expect.poll(() => clarityCommands(page)).toContainEqual(["consentv2", { ad_Storage: "granted", analytics_Storage: "granted" }]);
    await floatingButton(page).screenshot({ path: test.info().outputPath("layer2-floating-button.png") });
  });

  test("Reject all keeps only essential and does not reload a page that ran nothing; close and Escape hide it without saving", async ({ page }) => {
    await page.goto("/");
    await live(page);
    await banner(page).getByRole("button", { name: words.close }).click();
    await expect(banner(page)).toBeHidden();
    expect((await cookieMap(page.context())).wpconsent_preferences).toBeUndefined();
    await page.reload();
    await live(page);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect(banner(page)).toBeHidden();
    await page.reload();
    await live(page);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await banner(page).getByRole("button", { name: words.cancelAll }).click();
    await expect(floatingButton(page)).toBeVisible();
    expect(await preferencesCookie(page)).toMatchObject({ essential: true, statistics: false, clarity: false, marketing: false, youtube: false });
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  // axe's contrast and target-size rules read the banner and the preferences as laid out at each width.
  test("no axe violation with the banner showing; the preferences: title focused, essential fixed, a category ticks its services, partly ticked is mixed, no axe violation, Tab stays inside, Escape returns focus", atBothWidths, async ({ page }) => {
    await builtInStyleOnly(page);
    await page.goto("/");
    await live(page);
    await expectNoAxeViolations(page, "banner showing");
    const opener = banner(page).getByRole("button", { name: words.preferences });
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = preferences(page);
    await focused(dialog.getByRole("heading", { name: words.preferencesTitle }));
    const essential = dialog.getByRole("checkbox", { name: category("essential") });
    await expect(essential).toBeChecked();
    await expect(essential).toBeDisabled();
    const marketing = dialog.getByRole("checkbox", { name: category("marketing") });
    await expect(marketing).not.toBeChecked();
    await dialog.getByRole("button", { name: words.showServices }).nth(1).click();
    await marketing.check();
    await expect(dialog.getByRole("checkbox", { name: "YouTube" })).toBeChecked();
    await expect(dialog.getByRole("checkbox", { name: "Google Maps" })).toBeChecked();
    await dialog.getByRole("checkbox", { name: "Google Maps" }).uncheck();
    await expect(marketing).toHaveAttribute("aria-checked", "mixed");
    await expect(marketing).toBeChecked();
    await dialog.screenshot({ path: test.info().outputPath("layer2-preferences.png") });
    await expectNoAxeViolations(page, "preferences open");
    const inDialog = () => page.evaluate(() => document.getElementById("wpconsent-container")!.shadowRoot!.activeElement?.closest(".wpconsent-preferences-dialog") !== null);
    for (const key of [...Array(14).fill("Tab"), ...Array(4).fill("Shift+Tab")]) {
      await page.keyboard.press(key);
      expect(await inDialog(), `focus after ${key}`).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(banner(page)).toBeVisible();
    await focused(opener);
  });

  test("Save stores exactly the ticks; withdrawing a grant later clears the cookies and reloads", async ({ page }) => {
    await recordEvents(page);
    await page.goto("/");
    await live(page);
    await banner(page).getByRole("button", { name: words.preferences }).click();
    await preferences(page).getByRole("checkbox", { name: category("statistics") }).check();
    await preferences(page).getByRole("button", { name: words.save }).click();
    await expect(preferences(page)).toBeHidden();
    expect(await preferencesCookie(page)).toMatchObject({ statistics: true, clarity: true, marketing: false, youtube: false });
    expect((await events(page))[0]!.detail).toMatchObject({ layer: 2, control: "preferences", method: "save", openedFrom: "notice", reloading: false });
    await floatingButton(page).click();
    await focused(preferences(page).getByRole("heading", { name: words.preferencesTitle }));
    await expect(preferences(page).getByRole("checkbox", { name: category("statistics") })).toBeChecked();
    await preferences(page).getByRole("checkbox", { name: category("statistics") }).uncheck();
    await Promise.all([page.waitForEvent("load"), preferences(page).getByRole("button", { name: words.save }).click()]);
    await live(page);
    expect(await preferencesCookie(page)).toMatchObject({ statistics: false, clarity: false });
    await expect(banner(page)).toBeHidden();
  });

  test("a hostile site stylesheet does not change it", async ({ page }) => {
    await page.goto("/");
    await live(page);
    const look = () =>
      page.evaluate(() => {
        const root = document.getElementById("wpconsent-container")!.shadowRoot!;
        return [".wpconsent-banner", ".wpconsent-message", ".wpconsent-button-accept-all", ".wpconsent-close"].map((selector) => {
          const style = getComputedStyle(root.querySelector(selector)!);
          return [style.color, style.backgroundColor, style.fontFamily, style.fontSize, style.lineHeight, style.padding, style.display, style.position];
        });
      });
    const before = await look();
    // The site's own stylesheet turned hostile (a same-origin file: the CSP allows it).
    await page.route("**/hostile.css", (route) =>
      route.fulfill({
        contentType: "text/css",
        body: `* { color: red !important; font: 40px/3 serif !important; background: yellow !important; padding: 0 !important; }
          section, p, button, .wpconsent-banner, .wpconsent-button { display: none !important; }
          #wpconsent-container { color: red !important; font-size: 50px !important; line-height: 5 !important; }`,
      }),
    );
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          const link = Object.assign(document.createElement("link"), { rel: "stylesheet", href: "/hostile.css", onload: resolve });
          document.head.append(link);
        }),
    );
    await expect(page.locator("body")).toHaveCSS("background-color", "rgb(255, 255, 0)");
    expect(await look()).toEqual(before);
    await expect(banner(page).getByRole("button", { name: words.acceptAll })).toBeVisible();
  });
});

test.describe("layer 2's layouts", () => {
  onVariant("layer2");
  test.beforeEach(async ({ page }) => void (await answerSheet(page)));

  test("the long bar at the top spans the window's top edge", atBothWidths, async ({ page }) => {
    await inLayout(page, "long", "top");
    await page.goto("/");
    await live(page);
    const box = (await banner(page).boundingBox())!;
    expect([box.x, box.y, box.width]).toEqual([0, 0, page.viewportSize()!.width]);
    await banner(page).screenshot({ path: test.info().outputPath("layer2-banner-long-top.png") });
  });

  for (const position of ["bottom-left", "top-right"] as const) {
    test(`the floating box sits 20 px from the ${position} corner`, atBothWidths, async ({ page }) => {
      await inLayout(page, "floating", position);
      await page.goto("/");
      await live(page);
      const box = (await banner(page).boundingBox())!;
      const { width, height } = page.viewportSize()!;
      const [vertical, horizontal] = position.split("-");
      expect(Math.round(vertical === "top" ? box.y : height - box.y - box.height)).toBe(20);
      expect(Math.round(horizontal === "left" ? box.x : width - box.x - box.width)).toBe(20);
      await page.screenshot({ path: test.info().outputPath(`layer2-banner-floating-${position}.png`) });
    });
  }

  test("the centred modal dims the page, takes focus and keeps it", atBothWidths, async ({ page }) => {
    await builtInStyleOnly(page);
    await inLayout(page, "modal", "center");
    await page.goto("/");
    await live(page);
    const dialog = page.getByRole("dialog", { name: words.bannerLabel });
    await expect.poll(() => focusedClass(page)).toBe("wpconsent-banner");
    const box = (await dialog.boundingBox())!;
    const { width, height } = page.viewportSize()!;
    expect(Math.abs(box.x + box.width / 2 - width / 2)).toBeLessThan(1);
    expect(Math.abs(box.y + box.height / 2 - height / 2)).toBeLessThan(1);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.getElementById("wpconsent-container")!.shadowRoot!.activeElement?.closest("section")?.className)).toBe("wpconsent-banner");
    }
    await page.screenshot({ path: test.info().outputPath("layer2-banner-modal.png") });
    await expectNoAxeViolations(page, "modal banner");
  });
});

test.describe("layer 2's stylesheet (css_url)", () => {
  onVariant("layer2");

  test("is asked with its version the first time layer 2 shows, and replaces the built-in style", async ({ page }) => {
    const asked = await answerSheet(page);
    await page.goto("/");
    await expect(host(page)).toHaveAttribute("data-site-style", "");
    expect(asked).toEqual([`${LAYER2_CSS_PATH}?ver=2`]);
    await expect(banner(page)).toHaveCSS("outline-color", "rgb(11, 79, 60)");
  });

  // The time allowed is the loader's rule (site-stylesheet.test.ts); here the page's clock is moved past it.
  test("never answering: the banner shows in the built-in style and works, and once the time allowed has passed the sheet is given up and logged", async ({ page }) => {
    const errors = watchErrors(page);
    await answerSheet(page, () => new Promise(() => {}));
    await page.clock.install();
    await page.goto("/");
    const acceptAll = banner(page).getByRole("button", { name: words.acceptAll });
    await expect(acceptAll).toHaveCSS("background-color", KIT_BUTTON);
    await page.clock.fastForward(5000);
    await expect.poll(() => errors.find((e) => e.includes("wpconsent.css?ver=2"))).toContain("did not load within 5000 ms");
    await expect(host(page)).not.toHaveAttribute("data-site-style");
    await expect(acceptAll).toHaveCSS("background-color", KIT_BUTTON);
    const rejectAll = banner(page).getByRole("button", { name: words.cancelAll });
    await expect(rejectAll).toHaveCSS("background-color", KIT_BUTTON);
    await rejectAll.click();
    await expect(floatingButton(page)).toBeVisible();
  });
});

test.describe("layer 2's rules a visitor meets", () => {
  onVariant("layer2");
  test.beforeEach(async ({ page }) => void (await answerSheet(page)));

  // Where the notice sits beside the floating button depends on the width.
  test("the GPC signal is honoured with a short notice instead of the banner; a later choice says it overrides the signal and stores respect_gpc: false", atBothWidths, async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }));
    await page.goto("/");
    await live(page);
    const notice = page.getByRole("region", { name: words.gpcNotice });
    await expect(notice).toBeVisible();
    await expect(banner(page)).toBeHidden();
    // The plugin shows its floating button on that page view too; on a phone the notice sits above it.
    await expect(floatingButton(page)).toBeVisible();
    const [button, box] = [(await floatingButton(page).boundingBox())!, (await notice.boundingBox())!];
    const apart = button.y >= box.y + box.height || button.y + button.height <= box.y || button.x >= box.x + box.width || button.x + button.width <= box.x;
    expect(apart, "the notice covers no part of the button").toBe(true);
    await page.screenshot({ path: test.info().outputPath("layer2-gpc-notice-and-button.png") });
    expect(await preferencesCookie(page)).toMatchObject({ essential: true, statistics: false, marketing: false, respect_gpc: true });
    await notice.screenshot({ path: test.info().outputPath("layer2-gpc-notice.png") });
    await notice.getByRole("button", { name: words.preferences }).click();
    await expect(preferences(page).getByText(words.gpcOverride)).toBeVisible();
    await preferences(page).getByRole("checkbox", { name: category("statistics") }).check();
    await preferences(page).getByRole("button", { name: words.save }).click();
    expect(await preferencesCookie(page)).toMatchObject({ statistics: true, marketing: false, respect_gpc: false });
    await expect(notice).toBeHidden();
    await expect(floatingButton(page)).toBeVisible();
  });

  test("the banner waits for the settings hooks, then the display checks; a check answering false keeps it away", async ({ page }) => {
    // Site code written for the plugin, registering before the page's modules run.
    await page.addInitScript(() => {
      document.addEventListener("readystatechange", () => {
        if (document.readyState !== "interactive") return;
        const w = window as unknown as { __order: string[]; __pass: (v: boolean) => void; WPConsent: Record<string, (f: (s: { consent_type: string }) => unknown) => void> };
        w.WPConsent.registerSettingsHook!((settings) => void (w.__order = [`settings:${settings.consent_type}`]));
        w.WPConsent.registerDisplayCheck!(() => new Promise((resolve) => (w.__order.push("check"), (w.__pass = resolve))));
      });
    });
    await page.goto("/");
    await live(page);
    await expect(banner(page)).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { __order: string[] }).__order)).toEqual(["settings:optin", "check"]);
    await page.evaluate(() => (window as unknown as { __pass: (v: boolean) => void }).__pass(true));
    await expect(banner(page)).toBeVisible();
    await expect(page.locator("html")).not.toHaveAttribute("data-consent-checks");

    const other = await page.context().newPage();
    await answerSheet(other);
    await other.addInitScript(() => {
      document.addEventListener("readystatechange", () => {
        if (document.readyState !== "interactive") return;
        (window as unknown as { WPConsent: { registerDisplayCheck: (f: () => unknown) => void } }).WPConsent.registerDisplayCheck(() => Promise.resolve(false));
      });
    });
    await other.goto("/");
    await live(other);
    await expect(other.locator("html")).not.toHaveAttribute("data-consent-checks");
    await expect(banner(other)).toBeHidden();
  });
});
