import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { bar, cookieMap, decodePreference, fakeTag, hydrated, WORDS } from "../fixtures/consent-page";
import { onVariant } from "./on-variant";

/**
 * Scroll-accept and the accept hook a site writes in its config (spec §4 "First consent
 * layer"; compat.md "Layer 1") on the real page: the scroll listener, the tag it lets run,
 * and the config's `onAccept` shipped to the browser as source text. Every other layer-1
 * setting the demo does not use (show_once, the reload flags, version renewal, the CCPA
 * modes, custom integration, the bypass) is decided by the engine and its page hooks, and
 * tested there: packages/consent/src/layer1/layer1.test.ts, connect.test.ts, ui/ui.test.ts,
 * and boot/boot.test.ts, which runs the real boot script in a DOM.
 */

type Recorded = Window & { __sameDocument?: boolean; __acceptEvents: unknown[]; __acceptHook?: unknown[] };

const scrollTo = (page: Page, top: number) =>
  page.evaluate((y) => {
    window.scrollTo({ top: y, behavior: "instant" });
    return window.scrollY;
  }, top);

test.describe("scroll-accept and the accept hook (spec §4)", () => {
  onVariant("scroll");

  test("scrolling past 100 px accepts without a reload: cookie yes, bar hidden, the tag runs, the public event and the config's hook fire; the yes holds on the next page view", async ({ page, context }) => {
    const requested = await fakeTag(page);
    await page.addInitScript(() => {
      const w = window as unknown as Recorded;
      w.__acceptEvents = [];
      document.addEventListener("vitrine:consent-accepted", (e) => w.__acceptEvents.push((e as CustomEvent).detail));
    });
    const calls = () =>
      page.evaluate(() => {
        const w = window as unknown as Recorded;
        return { events: w.__acceptEvents, hook: w.__acceptHook ?? [] };
      });
    await page.goto("/");
    await hydrated(page);
    await page.evaluate(() => void ((window as unknown as Recorded).__sameDocument = true));
    expect(await scrollTo(page, 101)).toBe(101);
    await expect(bar(page)).toBeHidden();

    await test.step("the choice: yes, the categories as they stood (analytics on by default here), under the site's consent version", async () => {
      const cookies = await cookieMap(context);
      expect(cookies.viewed_cookie_policy).toBe("yes");
      expect(cookies["cookielawinfo-checkbox-analytics"]).toBe("yes");
      expect(cookies["cookielawinfo-checkbox-advertisement"]).toBe("no");
      expect(decodePreference(cookies.CookieLawInfoConsent)).toMatchObject({ ver: "2", analytics: true, advertisement: false });
    });
    await test.step("the analytics tag runs once, the tab shows, and the page was not reloaded", async () => {
      await expect.poll(() => requested.length).toBe(1);
      await expect(page.locator('script[data-cli-consent="accepted"]')).toHaveCount(1);
      await expect(page.getByRole("button", { name: WORDS.showAgain })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as Recorded).__sameDocument)).toBe(true);
    });
    const allowed = ["necessary", "analytics"];
    await test.step("the public event and the config's onAccept hook, each once, with what is allowed", async () => {
      expect(await calls()).toEqual({ events: [{ consent: "yes", allowed: expect.arrayContaining(allowed) }], hook: [expect.arrayContaining(allowed)] });
    });
    // Layer 2's cookie was written to agree (analytics' purpose, statistics, on): the yes holds.
    await test.step("on the next page view the answer holds, the tag runs again, and the event fires again, as the plugin's accept callback does", async () => {
      await page.reload();
      await hydrated(page);
      await expect(bar(page)).toBeHidden();
      expect((await cookieMap(context)).viewed_cookie_policy).toBe("yes");
      await expect.poll(() => requested.length).toBe(2);
      expect((await calls()).events).toEqual([{ consent: "yes", allowed: expect.arrayContaining(allowed) }]);
    });
  });
});
