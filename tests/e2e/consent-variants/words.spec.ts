import type { Page } from "@playwright/test";
import { consentWordDefaults } from "../../../site/app/config/consent-words";
import { expect, test } from "../fixtures";
import { fakeTag } from "../fixtures/consent-page";
import { inFrench } from "./french";
import layer1First from "./listings.config";
import layer2First from "./layer2.config";
import { onVariant } from "./on-variant";

/**
 * A site in French shows no English in its consent UI (docs/decisions/031-consent-words.md):
 * two variants in French with both layers on — layer 1 primary (its bar and settings, the
 * placeholders) and layer 2 primary (its banner and preferences, in the shadow root).
 */

type Part = keyof typeof consentWordDefaults;

/**
 * The English defaults of the parts a check looks at, each as a whole text (`{service}`
 * and the like stand for any name), less the words the French table keeps on purpose
 * ("Cookie", "Service"). Per part, because a French text can end like another part's
 * pattern ("Consentement aux cookies" and the policy's "{category} cookies").
 */
const englishOf = (parts: readonly Part[]): RegExp[] =>
  parts
    .flatMap((part) => Object.entries(consentWordDefaults[part] as Record<string, string>).map(([key, word]) => ({ path: `${part}.${key}`, word })))
    .filter(({ path, word }) => word !== "" && !(inFrench.consentWords.keepEnglish as readonly string[]).includes(path))
    .map(({ word }) => new RegExp(`^${word.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{\w+\}/g, ".+")}$`));
const CONSENT_UI: readonly Part[] = ["layer1", "layer2", "placeholder", "video"];

/**
 * Every text and accessible name under the consent roots, each whole, looking into shadow
 * roots; and every `lang` set inside them.
 */
function consentTexts(page: Page, selector: string) {
  return page.evaluate((selector) => {
    const texts: string[] = [];
    const langs: string[] = [];
    const walk = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) {
        const text = node.textContent!.trim();
        if (text && node.parentElement?.localName !== "style") texts.push(text);
        return;
      }
      if (node instanceof Element) {
        for (const name of ["aria-label", "title", "alt"]) {
          const value = node.getAttribute(name)?.trim();
          if (value) texts.push(value);
        }
        if (node.hasAttribute("lang")) langs.push(node.getAttribute("lang")!);
        if (node.shadowRoot) walk(node.shadowRoot);
      }
      node.childNodes.forEach(walk);
    };
    document.querySelectorAll(selector).forEach(walk);
    return { texts, langs };
  }, selector);
}

async function expectNoEnglish(page: Page, selector: string) {
  const english = englishOf(CONSENT_UI);
  const { texts, langs } = await consentTexts(page, selector);
  expect(texts.length).toBeGreaterThan(10);
  expect(texts.filter((text) => english.some((word) => word.test(text)))).toEqual([]);
  expect(langs).toEqual([]);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
}

test.describe("layer 1 primary, in French", () => {
  onVariant("listings");

  test("the bar, its settings and the placeholders speak French only, under <html lang=fr>", async ({ page }, testInfo) => {
    await fakeTag(page);
    await page.goto("/contact");
    const words = layer1First.consentWords.layer1;
    const bar = page.getByRole("region", { name: words.barLabel });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole("button", { name: words.acceptAll })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("french-bar.png") });
    await bar.getByRole("button", { name: words.settings }).click();
    const settings = page.getByRole("dialog", { name: words.settingsTitle });
    await expect(settings).toBeVisible();
    await settings.getByRole("button", { name: words.showMore }).click();
    await expect(settings.getByRole("button", { name: words.showLess })).toBeVisible();
    await expect(settings.getByText(words.alwaysEnabled)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("french-settings.png") });
    const map = page.getByRole("group", { name: "Map: Hollow Oak Studio on Ravnsby Moor" });
    // The placeholder's button grants the one service (layer2.placeholderGrant "service", the default).
    const placeholder = layer1First.consentWords.placeholder;
    await expect(map.getByRole("button", { name: placeholder.serviceButton.replace("{service}", "Google Maps") })).toBeAttached();
    await expect(map.getByRole("link", { name: `${placeholder.link.replace("{service}", "Google Maps")} ${placeholder.newTab}` })).toBeAttached();
    await expectNoEnglish(page, ".cli-root, #cookie-law-info-again, .cli-modal, .consent-placeholder, .lazy-video");

    // The privacy page's cookie and service lists speak the same table's words (the
    // categories' own texts and cookies are the site's, written in its config).
    await page.goto("/privacy-policy");
    const policy = layer1First.consentWords.policy;
    const headers = (table: string) => page.locator(table).first().getByRole("columnheader").allTextContents();
    expect(await headers(".cookie-table")).toEqual([policy.cookie, policy.lasts, policy.purpose]);
    expect(await headers(".service-table")).toEqual([policy.service, policy.purpose, policy.cookies, policy.loadsFrom]);
    const answer = page.locator(".cookie-table tr").filter({ hasText: "viewed_cookie_policy" });
    await expect(answer).toContainText(policy.oneYear);
    await expect(answer).toContainText(policy.answerCookie);
    const lists = await consentTexts(page, ".cookie-list, .service-list");
    const english = consentWordDefaults.policy;
    const structural: string[] = [english.lasts, english.purpose, english.loadsFrom, english.notStated, english.none, english.thisSiteOnly, english.alwaysOn, english.answerCookie];
    expect(lists.texts.filter((text) => structural.includes(text))).toEqual([]);
  });
});

test.describe("layer 2 primary, in French", () => {
  onVariant("layer2", [new URL(layer2First.layer2.cssUrl).hostname]);

  test("the services banner and its preferences speak French only, in their shadow root, under <html lang=fr>", async ({ page }, testInfo) => {
    await page.route(`${layer2First.layer2.cssUrl}*`, (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto("/about");
    const words = layer2First.consentWords.layer2;
    const banner = page.getByRole("region", { name: words.bannerLabel });
    await expect(banner).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("french-banner.png") });
    await banner.getByRole("button", { name: words.preferences }).click();
    const preferences = page.getByRole("dialog", { name: words.preferencesTitle });
    await expect(preferences).toBeVisible();
    await preferences.getByRole("button", { name: words.showServices }).first().click();
    await expect(preferences.getByRole("button", { name: words.hideServices })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("french-preferences.png") });
    await expect(page.locator(".wpconsent-iframe-placeholder").first()).toBeAttached();
    await expectNoEnglish(page, "#wpconsent-container, .consent-placeholder, .lazy-video");
  });
});
