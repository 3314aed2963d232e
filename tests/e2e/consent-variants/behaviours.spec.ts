import type { Page } from "@playwright/test";
import { answerGoogleTag, expect, expectNoAxeViolations, GOOGLE_TAG_HOST, test } from "../fixtures";
import { acceptedWithAnalytics } from "../fixtures/consent-cookies";
import { bar, cookieMap, decodePreference, fakeTag, hydrated, OPT_OUT, TAG_HOST, withCookies, WORDS } from "../fixtures/consent-page";
import { onVariant } from "./on-variant";

/**
 * Layer-1 transitions that need settings the demo does not use (spec §4 "First consent
 * layer"; compat.md "Layer 1"): scroll-accept, show_once, the reload flags, consent
 * version renewal, the accept callback and the CCPA modes. Each variant is the demo
 * site built with a few consent fields changed (tests/e2e/consent-variants/*.config.ts),
 * served by the global setup.
 */

type Marked = Window & { __sameDocument?: boolean };

/** Marks the current document, so a later check can tell a reload from a re-render. */
const markDocument = (page: Page) => page.evaluate(() => void ((window as Marked).__sameDocument = true));
const isSameDocument = (page: Page) => page.evaluate(() => (window as Marked).__sameDocument === true);

/** `action` makes the browser reload the page: a new document, navigation type "reload". */
async function expectReload(page: Page, action: () => Promise<unknown>) {
  await markDocument(page);
  const loaded = page.waitForEvent("load");
  await action();
  await loaded;
  expect(await isSameDocument(page)).toBe(false);
  const type = await page.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).type);
  expect(type).toBe("reload");
}

const scrollTo = (page: Page, top: number) =>
  page.evaluate((y) => {
    window.scrollTo({ top: y, behavior: "instant" });
    return window.scrollY;
  }, top);

/** Time for a listener or timer that should not fire to prove it did not. */
const settle = (page: Page) => page.waitForTimeout(500);

const runnableTags = (page: Page) => page.locator('script[data-cli-consent="accepted"]');

test.describe("scroll-accept (spec §4)", () => {
  onVariant("scroll");

  test("scrolling 100 px or less does not answer", async ({ page, context }) => {
    const requested = await fakeTag(page);
    await page.goto("/");
    await hydrated(page);
    expect(await scrollTo(page, 50)).toBe(50);
    expect(await scrollTo(page, 100)).toBe(100);
    await settle(page);
    await expect(bar(page)).toBeVisible();
    expect((await cookieMap(context)).viewed_cookie_policy).toBeUndefined();
    expect(requested).toEqual([]);
  });

  test("scrolling past 100 px accepts: cookie yes, bar hidden, the analytics tag runs, no reload", async ({ page, context }) => {
    const requested = await fakeTag(page);
    await page.goto("/");
    await hydrated(page);
    await markDocument(page);
    expect(await scrollTo(page, 101)).toBe(101);
    await expect(bar(page)).toBeHidden();
    const cookies = await cookieMap(context);
    expect(cookies.viewed_cookie_policy).toBe("yes");
    // Accepting by scrolling keeps the category states as they are (analytics on by default here).
    expect(cookies["cookielawinfo-checkbox-analytics"]).toBe("yes");
    expect(cookies["cookielawinfo-checkbox-advertisement"]).toBe("no");
    expect(decodePreference(cookies.CookieLawInfoConsent)).toMatchObject({ ver: "2", analytics: true, advertisement: false });
    await expect.poll(() => requested.length).toBe(1);
    await expect(runnableTags(page)).toHaveCount(1);
    await expect(page.getByRole("button", { name: WORDS.showAgain })).toBeVisible();
    expect(await isSameDocument(page)).toBe(true);
  });

  test("with a stored choice, scrolling changes nothing", async ({ page, context }) => {
    const requested = await fakeTag(page);
    await page.goto("/");
    await hydrated(page);
    await bar(page).getByRole("button", { name: WORDS.rejectAll }).click();
    await expect(bar(page)).toBeHidden();
    await page.reload();
    await hydrated(page);
    await expect(bar(page)).toBeHidden();
    expect(await scrollTo(page, 400)).toBe(400);
    await settle(page);
    expect((await cookieMap(context)).viewed_cookie_policy).toBe("no");
    await expect(bar(page)).toBeHidden();
    expect(requested).toEqual([]);
  });
});

test.describe("consent version renewal (compat.md)", () => {
  onVariant("scroll");

  test("a choice stored under an older version is erased and the bar shows again", async ({ page, context, baseURL }) => {
    // The plugin's cookies carry no `ver`, which counts as version 1; this site is at version 2.
    await withCookies(context, [...acceptedWithAnalytics, { name: "_clck", value: "visitor-1" }], baseURL);
    const requested = await fakeTag(page);
    await page.goto("/");
    await expect(bar(page)).toBeVisible();
    await hydrated(page);
    let cookies = await cookieMap(context);
    expect(cookies.viewed_cookie_policy).toBeUndefined();
    expect(cookies.CookieLawInfoConsent).toBeUndefined();
    expect(cookies._clck, "a non-necessary cookie is erased").toBeUndefined();
    await settle(page);
    expect(requested).toEqual([]);

    await bar(page).getByRole("button", { name: WORDS.acceptAll }).click();
    await expect(bar(page)).toBeHidden();
    cookies = await cookieMap(context);
    expect(decodePreference(cookies.CookieLawInfoConsent)).toMatchObject({ ver: "2", analytics: true });
    // Answered under the current version: not asked again.
    await page.reload();
    await hydrated(page);
    await expect(bar(page)).toBeHidden();
  });
});

test.describe("accept callback (spec §4)", () => {
  onVariant("scroll");

  test("accepting fires the public event and the config hook; rejecting fires neither", async ({ page }) => {
    await fakeTag(page);
    await page.addInitScript(() => {
      const w = window as unknown as { __acceptEvents: unknown[] };
      w.__acceptEvents = [];
      document.addEventListener("vitrine:consent-accepted", (e) => w.__acceptEvents.push((e as CustomEvent).detail));
    });
    const calls = () =>
      page.evaluate(() => {
        const w = window as unknown as { __acceptEvents: unknown[]; __acceptHook?: unknown[] };
        return { events: w.__acceptEvents, hook: w.__acceptHook ?? [] };
      });
    await page.goto("/");
    await hydrated(page);
    await bar(page).getByRole("button", { name: WORDS.rejectAll }).click();
    await expect(bar(page)).toBeHidden();
    expect(await calls()).toEqual({ events: [], hook: [] });

    await page.getByRole("button", { name: WORDS.showAgain }).click();
    await bar(page).getByRole("button", { name: WORDS.acceptAll }).click();
    await expect(bar(page)).toBeHidden();
    const { events, hook } = await calls();
    expect(events).toEqual([{ consent: "yes", allowed: expect.arrayContaining(["necessary", "analytics", "advertisement"]) }]);
    expect(hook).toEqual([expect.arrayContaining(["necessary", "analytics", "advertisement"])]);
    // Like the plugin's accept callback, the event fires again on every page view with a stored yes.
    await page.reload();
    await hydrated(page);
    await expect.poll(async () => (await calls()).events).toEqual([{ consent: "yes", allowed: expect.arrayContaining(["analytics"]) }]);
  });
});

test.describe("show_once (spec §4)", () => {
  onVariant("show-once");

  test("the bar closes by itself after the configured 1.5 s and that counts as accept", async ({ page, context }) => {
    const requested = await fakeTag(page);
    // When the engine showed the bar, and when it hid it (the show-again tab has the attribute too).
    await page.addInitScript(() => {
      const w = window as unknown as { __visible: [string | null, number][] };
      w.__visible = [];
      new MutationObserver((records) => {
        for (const r of records) {
          const el = r.target as Element;
          if (el.matches(".cli-root")) w.__visible.push([el.getAttribute("data-cli-visible"), performance.now()]);
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-cli-visible"] });
    });
    await page.goto("/");
    await expect(bar(page)).toBeVisible();
    await expect(bar(page)).toBeHidden({ timeout: 10_000 });
    const changes = await page.evaluate(() => (window as unknown as { __visible: [string | null, number][] }).__visible);
    const shown = changes.find(([v]) => v === "true")?.[1];
    const hidden = changes.find(([v]) => v === "false")?.[1];
    expect(shown, "the engine showed the bar").toBeDefined();
    expect(hidden! - shown!).toBeGreaterThanOrEqual(1400);
    expect(hidden! - shown!).toBeLessThan(6000);
    const cookies = await cookieMap(context);
    expect(cookies.viewed_cookie_policy).toBe("yes");
    expect(decodePreference(cookies.CookieLawInfoConsent)).toMatchObject({ analytics: true, advertisement: false });
    await expect.poll(() => requested.length).toBe(1);
    await expect(page.getByRole("button", { name: WORDS.showAgain })).toBeVisible();
  });
});

test.describe("reload flags (compat.md)", () => {
  onVariant("reload");

  test("Accept All saves, then reloads the page, which runs the analytics tag", async ({ page, context }) => {
    const requested = await fakeTag(page);
    await page.goto("/");
    await hydrated(page);
    await expectReload(page, () => bar(page).getByRole("button", { name: WORDS.acceptAll }).click());
    expect((await cookieMap(context)).viewed_cookie_policy).toBe("yes");
    await expect(bar(page)).toBeHidden();
    await expect(runnableTags(page)).toHaveCount(1);
    expect(requested.length).toBeGreaterThanOrEqual(1);
  });

  test("Reject All saves, then reloads the page, which runs nothing", async ({ page, context }) => {
    const requested = await fakeTag(page);
    await page.goto("/");
    await hydrated(page);
    await expectReload(page, () => bar(page).getByRole("button", { name: WORDS.rejectAll }).click());
    expect((await cookieMap(context)).viewed_cookie_policy).toBe("no");
    await expect(bar(page)).toBeHidden();
    await settle(page);
    expect(requested).toEqual([]);
    await expect(runnableTags(page)).toHaveCount(0);
  });
});

test.describe("CCPA beside GDPR: the opt-out checkbox (compat.md)", () => {
  onVariant("reload");

  test("an opt-out is stored with the choice and keeps scripts blocked after Accept All", async ({ page, context }) => {
    const requested = await fakeTag(page);
    await page.goto("/");
    await hydrated(page);
    const optOut = bar(page).getByRole("checkbox", { name: OPT_OUT });
    await expect(optOut).not.toBeChecked();
    await expectNoAxeViolations(page, "consent bar with the CCPA checkbox");
    await optOut.check();
    await expect(optOut).toBeChecked();
    await expect.poll(async () => decodePreference((await cookieMap(context)).CookieLawInfoConsent)).toMatchObject({ ccpaOptout: true });
    // Opting out is not an answer: the bar stays until the visitor chooses.
    await expect(bar(page)).toBeVisible();
    expect((await cookieMap(context)).viewed_cookie_policy).toBeUndefined();

    await expectReload(page, () => bar(page).getByRole("button", { name: WORDS.acceptAll }).click());
    const cookies = await cookieMap(context);
    expect(cookies.viewed_cookie_policy).toBe("yes");
    expect(decodePreference(cookies.CookieLawInfoConsent)).toMatchObject({ ccpaOptout: true, analytics: true });
    await expect(bar(page)).toBeHidden();
    await settle(page);
    expect(requested).toEqual([]);
    await expect(runnableTags(page)).toHaveCount(0);
  });
});

test.describe("CCPA only: the opt-out link and its confirm prompt (compat.md)", () => {
  onVariant("ccpa");

  test("Confirm opts out and accepts; every category is on but the tag stays blocked", async ({ page, context }) => {
    const requested = await fakeTag(page);
    await page.goto("/");
    await hydrated(page);
    await expectNoAxeViolations(page, "consent bar with the CCPA link");
    const prompts: string[] = [];
    page.once("dialog", (dialog) => {
      prompts.push(dialog.message());
      void dialog.accept();
    });
    await bar(page).getByRole("button", { name: OPT_OUT }).click();
    await expect(bar(page)).toBeHidden();
    expect(prompts).toEqual(["Do you really wish to opt out?"]);
    const cookies = await cookieMap(context);
    expect(cookies.viewed_cookie_policy).toBe("yes");
    expect(cookies["cookielawinfo-checkbox-analytics"]).toBe("yes");
    expect(decodePreference(cookies.CookieLawInfoConsent)).toMatchObject({
      ccpaOptout: true,
      functional: true,
      analytics: true,
      performance: true,
      advertisement: true,
    });
    await settle(page);
    expect(requested).toEqual([]);
    // The next page view honours the opt-out too.
    await page.reload();
    await hydrated(page);
    await expect(bar(page)).toBeHidden();
    await settle(page);
    expect(requested).toEqual([]);
    await expect(runnableTags(page)).toHaveCount(0);
  });

  test("Cancel does not opt out, accepts every category and the tag runs", async ({ page, context }) => {
    const requested = await fakeTag(page);
    await page.goto("/");
    await hydrated(page);
    page.once("dialog", (dialog) => void dialog.dismiss());
    await bar(page).getByRole("button", { name: OPT_OUT }).click();
    await expect(bar(page)).toBeHidden();
    const cookies = await cookieMap(context);
    expect(cookies.viewed_cookie_policy).toBe("yes");
    expect(decodePreference(cookies.CookieLawInfoConsent)).toMatchObject({ ccpaOptout: false, analytics: true });
    await expect.poll(() => requested.length).toBe(1);
    await expect(runnableTags(page)).toHaveCount(1);
  });

  test("with the scroll reload flag, scrolling past 100 px accepts and reloads", async ({ page, context }) => {
    await fakeTag(page);
    await page.goto("/");
    await hydrated(page);
    await expectReload(page, () => scrollTo(page, 101));
    expect((await cookieMap(context)).viewed_cookie_policy).toBe("yes");
    await expect(bar(page)).toBeHidden();
  });
});

test.describe("CCPA only with the bar turned off (compat.md)", () => {
  // Without a bar the scripts run without asking, layer 2's too: the demo's Google tag is answered.
  onVariant("ccpa-no-bar", [GOOGLE_TAG_HOST]);
  test.beforeEach(async ({ page }) => void (await answerGoogleTag(page)));

  test("no bar and no tab; blocked scripts run without asking", async ({ page, context }) => {
    const requested = await fakeTag(page);
    await page.goto("/");
    await hydrated(page);
    await expect.poll(() => requested.length).toBe(1);
    await expect(runnableTags(page)).toHaveCount(1);
    await expect(bar(page)).toBeHidden();
    await expect(page.getByRole("button", { name: WORDS.showAgain })).toBeHidden();
    expect((await cookieMap(context)).viewed_cookie_policy).toBeUndefined();
  });

  test("a stored opt-out still keeps them blocked", async ({ page, context, baseURL }) => {
    const optedOut = Buffer.from(JSON.stringify({ necessary: true, ccpaOptout: true })).toString("base64");
    await withCookies(context, [{ name: "CookieLawInfoConsent", value: optedOut }], baseURL);
    const requested = await fakeTag(page);
    await page.goto("/");
    await hydrated(page);
    await settle(page);
    expect(requested).toEqual([]);
    await expect(runnableTags(page)).toHaveCount(0);
  });
});

test.describe("custom integration (compat.md)", () => {
  // With blocking off every script runs, layer 2's too: the demo's Google tag is answered.
  onVariant("integration", [GOOGLE_TAG_HOST]);
  test.beforeEach(async ({ page }) => void (await answerGoogleTag(page)));

  test("the bar waits for the site's call, made even before the page hydrates", async ({ page }) => {
    const requested = await fakeTag(page);
    await page.goto("/");
    await hydrated(page);
    await settle(page);
    await expect(bar(page)).toBeHidden();
    expect(requested).toEqual([]);

    // The site's code calls in as soon as the document is parsed.
    await page.addInitScript(() =>
      document.addEventListener("DOMContentLoaded", () =>
        (window as unknown as { vitrineConsent: { customIntegration: (bar: boolean, blocking: boolean) => void } }).vitrineConsent.customIntegration(true, true),
      ),
    );
    await page.reload();
    await hydrated(page);
    await expect(bar(page)).toBeVisible();
    await settle(page);
    expect(requested, "blocking stays on until the visitor accepts").toEqual([]);
    await bar(page).getByRole("button", { name: WORDS.acceptAll }).click();
    await expect(bar(page)).toBeHidden();
    await expect.poll(() => requested.length).toBe(1);
  });

  test("the plugin's callback with blocking off runs the scripts and shows no bar", async ({ page, context }) => {
    const requested = await fakeTag(page);
    await page.goto("/");
    await hydrated(page);
    await page.evaluate(() =>
      (window as unknown as { CLI: { CookieLawInfo_Callback: (bar: boolean, blocking: boolean) => void } }).CLI.CookieLawInfo_Callback(false, false),
    );
    await expect.poll(() => requested.length).toBe(1);
    await expect(runnableTags(page)).toHaveCount(1);
    await settle(page);
    await expect(bar(page)).toBeHidden();
    expect((await cookieMap(context)).viewed_cookie_policy).toBeUndefined();
  });
});

test.describe("bypass parameter (docs/behaviour/consent-layer-1.md#bypass)", () => {
  // The demo's own build, which configures no bypass value.
  test.use({ allowedHosts: [TAG_HOST] });

  test("with no value configured, cli_bypass=1 runs nothing and writes no preference", async ({ page, context }) => {
    const requested = await fakeTag(page);
    for (const path of ["/?cli_bypass=1", "/?cli_bypass=true", "/search?q=bowl&cli_bypass=1"]) {
      await page.goto(path);
      await hydrated(page);
      await settle(page);
      await expect(runnableTags(page)).toHaveCount(0);
    }
    expect(requested).toEqual([]);
    const cookies = await cookieMap(context);
    expect(cookies.CookieLawInfoConsent, "no preference record written").toBeUndefined();
    await expect(bar(page)).toBeVisible();
  });
});
