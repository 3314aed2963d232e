import { languageWordsOf } from "../../../site/app/words/languages";
import { countWord } from "../../../site/app/words/word.mjs";
import { englishOn, wordPatterns } from "../english-words";
import { expect, expectNoAxeViolations, test } from "../fixtures";
import { onVariant } from "./on-variant";
import type { VariantName } from "./variants";

/**
 * A site in another language shows none of the English table's words on any page type
 * (docs/decisions/039-site-words.md): the site's words and the consent words, each as a
 * whole text (`{name}` stands for any text, a count's forms each), less those its words
 * file keeps on purpose. Each page also fits the screen and passes axe. The French
 * variant is `listings` (its build is shared with the listing specs); the Arabic one is
 * right to left.
 */

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

for (const { variant, language, dir } of [
  { variant: "listings", language: "fr", dir: "ltr" },
  { variant: "arabic", language: "ar", dir: "rtl" },
] as const satisfies readonly { variant: VariantName; language: string; dir: string }[]) {
  test.describe(`the site in ${language}`, () => {
    onVariant(variant);
    const patterns = wordPatterns(language);

    for (const { type, path } of pageTypes) {
      test(`${type}: no English word of the table, no overflow, no axe violation`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        await expect(page.locator("html")).toHaveAttribute("dir", dir);
        await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
        expect(await englishOn(page, patterns)).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, "horizontal overflow in px").toBeLessThanOrEqual(0);
        await expectNoAxeViolations(page, `${language} ${type}`);
      });
    }

    test("the menu, the slider and the lightbox speak the language once woken", async ({ page, isMobile }) => {
      await page.goto("/shop/celadon-bottle-vase");
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
      if (isMobile) {
        await page.locator(".menu-toggle").first().click();
        await expect(page.locator("#mobile-menu")).toHaveAttribute("data-open", "");
      }
      // The lightbox's names and messages come with its code.
      await page.locator("a[data-lightbox]").first().click();
      await expect(page.locator(".pswp")).toBeVisible();
      expect(await englishOn(page, patterns)).toEqual([]);
    });

    test("adding to the cart, the cart link's count and the cart's lines speak the language", async ({ page }) => {
      const shop = languageWordsOf(language)!.words.shop;
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
}
