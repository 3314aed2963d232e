import { countWord } from "../../../site/app/words/word.mjs";
import { englishOn, wordPatterns } from "../english-words";
import { expect, expectNoAxeViolations, test } from "../fixtures";
import { shippedWords } from "../shipped-words";
import { atBothWidths, atPhoneWidth } from "../widths";
import { onVariant } from "./on-variant";

/**
 * A site in a language written right to left (docs/decisions/039-site-words.md): the
 * `arabic` variant shows none of the English table's words on any page type — the
 * site's words and the consent words, each as a whole text (`{name}` stands for any text,
 * a count's forms each), less those its words file keeps on purpose — passes axe, and fits
 * the screen at both widths. A language written left to right is the demo's own French
 * edition (editions.spec.ts); every language's table is complete (site/app/words/words.test.ts).
 */

const language = "ar";
const patterns = wordPatterns(language);

const pageTypes = [
  { type: "home", path: "/" },
  { type: "shop", path: "/shop" },
  { type: "product", path: "/shop/celadon-bottle-vase" },
  { type: "cart", path: "/cart" },
  { type: "journal", path: "/blog" },
  { type: "post", path: "/blog/four-days-and-nights-the-autumn-anagama-firing" },
  { type: "contact", path: "/contact" },
  { type: "privacy", path: "/privacy-policy" },
  { type: "search results", path: "/search?q=vase" },
  { type: "search without results", path: "/search?q=zzzzqq" },
  { type: "not found", path: "/no-such-page" },
] as const;

test.describe("the site in Arabic, right to left", () => {
  onVariant("arabic");

  // What overflows depends on the layout; the words and axe's findings on a page do not, and are checked once.
  test("every page type fits the screen, right to left", atBothWidths, async ({ page }) => {
    for (const { type, path } of pageTypes) {
      await test.step(type, async () => {
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
        await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `horizontal overflow in px on ${path}`).toBeLessThanOrEqual(0);
      });
    }
  });

  for (const { type, path } of pageTypes) {
    test(`${type}: no English word of the table, no axe violation`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
      expect(await englishOn(page, patterns)).toEqual([]);
      await expectNoAxeViolations(page, `${language} ${type}`);
    });
  }

  test("the phone's menu, the slider and the lightbox speak the language once woken", atPhoneWidth, async ({ page }) => {
    await page.goto("/shop/celadon-bottle-vase");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    await page.locator(".menu-toggle").first().click();
    await expect(page.locator("#mobile-menu")).toHaveAttribute("data-open", "");
    expect(await englishOn(page, patterns)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(page.locator("#mobile-menu")).not.toHaveAttribute("data-open", "");
    // The lightbox's names and messages come with its code.
    await page.locator("a[data-lightbox]").first().click();
    await expect(page.locator(".pswp")).toBeVisible();
    expect(await englishOn(page, patterns)).toEqual([]);
  });

  test("adding to the cart, the cart link's count and the cart's lines speak the language", async ({ page }) => {
    const shop = shippedWords(language).words.shop;
    await page.goto("/shop/celadon-bottle-vase");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    const form = page.locator("form.buy");
    await form.getByRole("button", { name: shop.addToCart, exact: true }).click();
    await expect(form.getByRole("status")).toContainText(shop.added);
    await expect(form.getByRole("status").getByRole("link")).toHaveText(shop.viewCart);
    // The count is said in the language's plural form for one, its number as the language writes it.
    await expect(page.locator(".cart-link").first()).toHaveAttribute("aria-label", countWord(shop.cartCount, 1, language));
    await page.goto("/cart");
    await expect(page.locator("[data-cart-lines] li")).toHaveCount(1);
    expect(await englishOn(page, patterns)).toEqual([]);
  });
});
