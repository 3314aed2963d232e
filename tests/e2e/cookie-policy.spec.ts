import siteConfig from "../../site/site.config";
import { policyCategories } from "../../site/app/consent/policy-cookies";
import { policyServices, shownAs } from "../../site/app/consent/policy-services";
import { features } from "../../site/app/features/site-features.server";
import { consentWordDefaults } from "../../site/app/words/consent-words";
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, watchErrors } from "./fixtures";
import { acceptedWithoutAnalytics } from "./fixtures/consent-cookies";
import { withCookies } from "./fixtures/consent-page";
import { atBothWidths } from "./widths";

/**
 * The cookie policy lists the consent categories and their cookies from site.config.ts
 * (issue 3), so what the page says and what the consent bar does cannot drift apart. The
 * page as a returning visitor sees it (the bar hidden): on the same load, its layout, its
 * axe scan and its console (content.spec.ts scans the other templates so).
 */
const categories = policyCategories(siteConfig.consent, { layer2: siteConfig.layer2, consentLog: siteConfig.consentLog.enabled, storage: features.storage(siteConfig, consentWordDefaults.policy) });

/**
 * What the page lists: every category's cookies and layer 2's services from the config, the
 * links to change or delete the choice, and a cookie's name broken only between its words,
 * down to the narrowest phone (320 px, spec §9). What it lists is the same at any width.
 */
async function listsFromTheConfig(page: Page) {
  const toc = page.getByRole("navigation", { name: "On this page" });
  await test.step("every consent category, with a table of its cookies", async () => {
    expect(categories.map((c) => c.slug)).toEqual(["necessary", "functional", "analytics", "performance", "advertisement"]);
    for (const category of categories) {
      // The service list below names its categories as the bar does: each name heads a part of both lists.
      await expect(page.locator(`#cookies-${category.slug}`)).toHaveText(category.name);
      await expect(toc.locator(`a[href="#cookies-${category.slug}"]`)).toHaveText(category.name);
      const table = page.getByRole("table", { name: `${category.name} cookies` });
      if (category.cookies.length === 0) {
        await expect(table).toHaveCount(0);
        continue;
      }
      await expect(table).toBeVisible();
      await expect(table.getByRole("columnheader")).toHaveText(["Cookie", "Lasts", "Purpose"]);
      await expect(table.getByRole("rowheader")).toHaveText(category.cookies.map((c) => c.name));
      for (const cookie of category.cookies) {
        const row = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: cookie.name, exact: true }) });
        await expect(row.getByRole("cell")).toHaveText([cookie.duration, cookie.description]);
      }
    }
  });
  await test.step("the consent bar's own cookies and the shop's cart storage under Necessary, and a category that sets none says so", async () => {
    await expect(page.getByRole("table", { name: "Necessary cookies" }).getByRole("rowheader")).toHaveText([
      "viewed_cookie_policy",
      "CookieLawInfoConsent",
      "cookielawinfo-checkbox-*",
      "wpconsent_preferences",
      "vitrine_consent_sync",
      "vitrine_consent_id",
      "vitrine:cart",
    ]);
    await expect(page.getByRole("table", { name: "Necessary cookies" }).getByRole("row", { name: /vitrine:cart/ }).getByRole("cell")).toHaveText(["Until you empty it", /local storage \(not a cookie\)/]);
    const analytics = page.getByRole("table", { name: "Analytics cookies" });
    await expect(analytics.getByRole("row", { name: /_clck/ }).getByRole("cell")).toHaveText(["1 year", /visitor identifier/]);
    await expect(page.locator(".cookie-list__category", { has: page.locator("#cookies-performance") }).getByText("No cookies in this category are in use at the moment.")).toBeVisible();
  });
  await test.step("layer 2's services beside the cookie list, under the names of the bar's categories: what each does, its cookies, where it loads from", async () => {
    const services = policyServices(siteConfig.layer2, { layer1: siteConfig.consent.enabled, consentLog: siteConfig.consentLog.enabled, shownAs: shownAs(siteConfig) });
    expect(services.map((c) => [c.slug, c.name])).toEqual([
      ["essential", "Necessary"],
      ["statistics", "Analytics"],
      ["marketing", "Advertisement"],
    ]);
    for (const category of services) {
      await expect(page.locator(`#services-${category.slug}`)).toHaveText(category.name);
      const table = page.getByRole("table", { name: `${category.name} services` });
      if (category.services.length === 0) {
        await expect(table).toHaveCount(0);
        continue;
      }
      await expect(table.getByRole("rowheader")).toHaveText(category.services.map((s) => s.name));
      for (const service of category.services) {
        const row = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: service.name, exact: true }) });
        await expect(row.getByRole("cell").first()).toHaveText(service.description);
        await expect(row.getByRole("cell").last()).toHaveText(service.hosts.join(", ") || "Not stated");
      }
    }
    await expect(page.getByRole("table", { name: "Advertisement services" }).getByRole("row", { name: /YouTube/ })).toContainText("www.youtube-nocookie.com, www.youtube.com");
    await expect(toc.locator('a[href="#services-marketing"]')).toHaveText("Advertisement");
  });
  await expect(page.getByRole("link", { name: "Change your cookie choices" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Delete your cookie choices" })).toBeVisible();
  await test.step("a cookie's name breaks only between its words, a host's only after a dot, and the tables fit the screen", async () => {
    const names = page.getByRole("table", { name: /cookies$/ }).getByRole("rowheader").or(page.locator(".service-table__host"));
    expect(await names.count()).toBeGreaterThanOrEqual(14);
    const broken = await names.evaluateAll((cells) =>
      cells.flatMap((cell) => {
        const text = cell.textContent ?? "";
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        const lines: number[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (let i = 0; i < node.textContent!.length; i++) {
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            lines.push(Math.round(range.getBoundingClientRect().top));
          }
        }
        // A character that starts a new line must follow a separator, or start a word of a camel-case name (Cookie|Law|Info).
        const between = (i: number) => /[-_.\s]/.test(text[i - 1]!) || (/[a-z]/.test(text[i - 1]!) && /[A-Z]/.test(text[i]!));
        return lines.flatMap((top, i) => (i > 0 && top > lines[i - 1]! && !between(i) ? [`${text.slice(0, i)}|${text.slice(i)}`] : []));
      }),
    );
    expect(broken).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
}

test.describe("cookie policy", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await withCookies(context, acceptedWithoutAnalytics, baseURL);
  });

  // One load of the page for what it lists (at 320 px, on the phone's run) and where its contents sit and lead (at each width).
  test("lists every category's cookies and layer 2's services from the config down to the narrowest phone; its contents sit first on a phone and beside the text on a wide screen, jump to a category, the tables fit the screen, and the page has no axe violations nor console error", atBothWidths, async ({ page }, testInfo) => {
    const phone = page.viewportSize()!;
    const desktop = phone.width >= 960;
    if (!desktop) await page.setViewportSize({ width: 320, height: 700 });
    const errors = watchErrors(page);
    await page.goto("/privacy-policy");
    if (!desktop) {
      await test.step("what it lists, at 320 px", () => listsFromTheConfig(page));
      await page.setViewportSize(phone);
    }
    await test.step("its contents: first on a phone, with as much room after as before; beside the text on a wide screen, in view as it scrolls", async () => {
      const contents = page.getByRole("navigation", { name: "On this page" });
      const toc = (await contents.boundingBox())!;
      const heading = (await page.getByRole("heading", { name: "Who is responsible" }).boundingBox())!;
      if (!desktop) {
        const intro = (await page.getByRole("main").locator("section").first().locator("p").last().boundingBox())!;
        const above = toc.y - (intro.y + intro.height);
        const below = heading.y - (toc.y + toc.height);
        expect(below).toBeGreaterThanOrEqual(40);
        expect(Math.abs(above - below)).toBeLessThanOrEqual(16);
        return;
      }
      // In the right-hand quarter, level with the first heading, and still there far down the policy.
      expect(toc.x).toBeGreaterThan(heading.x + heading.width);
      expect(Math.abs(toc.y - heading.y)).toBeLessThanOrEqual(24);
      await page.getByRole("heading", { name: "Changing your mind" }).scrollIntoViewIfNeeded();
      await expect(contents).toBeInViewport();
    });
    await expect(page.getByRole("table", { name: "Necessary cookies" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, "privacy policy");
    // The tables take their column's whole width, past the measure of the text around them.
    const tables = await page.locator(".service-table, .cookie-table").evaluateAll((all) => all.map((t) => t.getBoundingClientRect().width - t.closest(".column")!.clientWidth));
    expect(tables.every((gap) => Math.abs(gap) < 1)).toBe(true);
    await page.getByRole("navigation", { name: "On this page" }).locator('a[href="#cookies-advertisement"]').click();
    await expect(page).toHaveURL(/#cookies-advertisement$/);
    await expect(page.locator("#cookies-advertisement")).toBeInViewport();
    const services = page.locator(".service-list");
    await services.scrollIntoViewIfNeeded();
    await services.screenshot({ path: testInfo.outputPath("service-list.png") });
    expect(errors).toEqual([]);
  });
});
