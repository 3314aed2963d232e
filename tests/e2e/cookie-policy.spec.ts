import siteConfig from "../../site/site.config";
import { policyCategories } from "../../site/app/consent/policy-cookies";
import { policyServices } from "../../site/app/consent/policy-services";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { acceptedWithoutAnalytics } from "./fixtures/consent-cookies";
import { withCookies } from "./fixtures/consent-page";

/**
 * The cookie policy lists the consent categories and their cookies from site.config.ts
 * (issue 3), so what the page says and what the consent bar does cannot drift apart.
 */
const categories = policyCategories(siteConfig.consent, { layer2: siteConfig.layer2, consentLog: siteConfig.consentLog.enabled, cart: Boolean(siteConfig.shop) });

test.describe("cookie policy", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await withCookies(context, acceptedWithoutAnalytics, baseURL);
  });

  test("shows every consent category with a table of its cookies", async ({ page }) => {
    expect(categories.map((c) => c.slug)).toEqual(["necessary", "functional", "analytics", "performance", "advertisement"]);
    await page.goto("/privacy-policy");
    for (const category of categories) {
      const heading = page.getByRole("heading", { level: 3, name: category.name, exact: true });
      await expect(heading).toHaveAttribute("id", `cookies-${category.slug}`);
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

  test("lists the consent bar's own cookies and the shop's cart storage under Necessary and says when a category sets none", async ({ page }) => {
    await page.goto("/privacy-policy");
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
    await expect(page.getByText("No cookies in this category are in use at the moment.")).toBeVisible();
  });

  test("its table of contents reaches each category and the links to change or delete the choice are there", async ({ page }) => {
    await page.goto("/privacy-policy");
    const toc = page.getByRole("navigation", { name: "On this page" });
    for (const category of categories) {
      await expect(toc.getByRole("link", { name: category.name, exact: true })).toHaveAttribute("href", `#cookies-${category.slug}`);
    }
    await toc.getByRole("link", { name: "Advertisement", exact: true }).click();
    await expect(page).toHaveURL(/#cookies-advertisement$/);
    await expect(page.getByRole("heading", { name: "Advertisement", exact: true })).toBeInViewport();
    await expect(page.getByRole("link", { name: "Change your cookie choices" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Delete your cookie choices" })).toBeVisible();
  });

  test("lists layer 2's services beside the cookie list, from the same config: what each does, its cookies, where it loads from", async ({ page }, testInfo) => {
    const services = policyServices(siteConfig.layer2, { layer1: siteConfig.consent.enabled, consentLog: siteConfig.consentLog.enabled });
    expect(services.map((c) => c.slug)).toEqual(["essential", "statistics", "marketing"]);
    await page.goto("/privacy-policy");
    for (const category of services) {
      await expect(page.getByRole("heading", { level: 3, name: category.name, exact: true })).toHaveAttribute("id", `services-${category.slug}`);
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
    const marketing = page.getByRole("table", { name: "Marketing services" });
    await expect(marketing.getByRole("row", { name: /YouTube/ })).toContainText("www.youtube-nocookie.com, www.youtube.com");
    await expect(page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: "Marketing", exact: true })).toHaveAttribute("href", "#services-marketing");
    await marketing.scrollIntoViewIfNeeded();
    await page.locator(".service-list").screenshot({ path: testInfo.outputPath("service-list.png") });
  });

  test("a cookie's name breaks only between its words, never inside one, down to the narrowest phone", async ({ page }) => {
    // 320 px: the narrowest width the site supports (spec §9).
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto("/privacy-policy");
    const names = page.getByRole("table", { name: /cookies$/ }).getByRole("rowheader");
    const count = await names.count();
    expect(count).toBeGreaterThanOrEqual(8);
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
    // And the table still fits the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });

  test("the tables fit the screen and the page has no axe violations", async ({ page }) => {
    await page.goto("/privacy-policy");
    await expect(page.getByRole("table", { name: "Necessary cookies" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, "privacy policy");
  });
});

test("the cookie policy has no axe violations with the consent bar open", async ({ page }) => {
  await page.goto("/privacy-policy");
  await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Analytics cookies" })).toBeVisible();
  await expectNoAxeViolations(page, "privacy policy, new visitor");
});
