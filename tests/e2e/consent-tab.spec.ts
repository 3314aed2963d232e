import { expect, test } from "./fixtures";
import { acceptedWithoutAnalytics } from "./fixtures/consent-cookies";
import { hydrated, withCookies, WORDS } from "./fixtures/consent-page";
import { atBothWidths } from "./widths";

/**
 * The show-again tab covers nothing (docs/behaviour/consent-layer-1.md#show-again-tab): on
 * every page template, at the project's width (375 and 1280 px), wherever the page is
 * scrolled, its box meets no text and no control, and no element that takes focus is
 * ever under it. On the home page, also where it sits: at the page's end, at its x offset.
 */
const TEMPLATES = [
  ["home", "/"],
  ["journal listing", "/blog"],
  ["post", "/blog/notes-on-celadon"],
  ["gallery post", "/blog/a-week-of-fog-on-the-north-shore"],
  ["shop listing", "/shop"],
  ["product", "/shop/celadon-bottle-vase"],
  ["page with a video", "/about"],
  ["page with a form", "/contact"],
  ["privacy page", "/privacy-policy"],
  ["search results", "/search?q=vase"],
  ["not found", "/no-such-page"],
] as const;

test.beforeEach(async ({ context, baseURL }) => {
  await withCookies(context, acceptedWithoutAnalytics, baseURL);
});

for (const [template, path] of TEMPLATES) {
  test(`${template}: the tab covers no text or control at any scroll position, and nothing focused is under it`, atBothWidths, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    const tab = page.getByRole("button", { name: WORDS.showAgain });
    await expect(tab).toBeVisible();
    // One pass in the page: a round trip per element and position would take minutes.
    const found = await tab.evaluate((tabElement) => {
      const overlaps = (a: DOMRect, b: DOMRect) => a.width > 0 && a.height > 0 && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      const outsideTab = (node: Node) => !tabElement.contains(node);
      const texts: Text[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.textContent?.trim() && outsideTab(node) && node.parentElement?.checkVisibility({ visibilityProperty: true })) texts.push(node as Text);
      }
      const controls = Array.from(document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])')).filter(
        (el) => outsideTab(el) && el.checkVisibility({ visibilityProperty: true }) && el.getClientRects().length > 0,
      );
      const range = document.createRange();
      const misses: string[] = [];
      const checkAt = (where: string) => {
        const box = tabElement.getBoundingClientRect();
        for (const text of texts) {
          range.selectNodeContents(text);
          if (Array.from(range.getClientRects()).some((rect) => overlaps(rect, box))) misses.push(`${where}: text "${text.textContent!.trim().slice(0, 40)}"`);
        }
        for (const el of controls) if (overlaps(el.getBoundingClientRect(), box)) misses.push(`${where}: ${el.tagName.toLowerCase()} "${el.textContent?.trim().slice(0, 40) ?? ""}"`);
      };
      const end = document.documentElement.scrollHeight - innerHeight;
      const positions = new Set<number>([0, end]);
      for (let y = 0; y < end; y += Math.round(innerHeight / 2)) positions.add(y);
      for (const y of positions) {
        scrollTo({ top: y, behavior: "instant" });
        checkAt(`scrolled to ${y}`);
      }
      // Each control focused, brought into view as focus brings it: never under the tab.
      let focused = 0;
      for (const el of controls) {
        el.focus({ preventScroll: true });
        if (document.activeElement !== el) continue;
        el.scrollIntoView({ block: "nearest", behavior: "instant" });
        focused++;
        if (overlaps(el.getBoundingClientRect(), tabElement.getBoundingClientRect())) misses.push(`focused: ${el.tagName.toLowerCase()} "${el.textContent?.trim().slice(0, 40) ?? ""}"`);
      }
      return { texts: texts.length, controls: controls.length, focused, positions: positions.size, misses };
    });
    expect(found.misses).toEqual([]);
    expect(found.texts).toBeGreaterThan(20);
    expect(found.controls).toBeGreaterThan(10);
    expect(found.focused).toBeGreaterThan(10);
    expect(found.positions).toBeGreaterThanOrEqual(2);
    if (path !== "/") return;
    await test.step("it sits at the page's end at its x offset, and spans the window less 20 px below 300 px", async () => {
      const box = async () => (await tab.boundingBox())!;
      expect((await box()).x).toBe(100);
      // In the page's flow at its very end (so it covers nothing), not fixed over the window.
      const pageBottom = await page.evaluate(() => document.documentElement.scrollHeight - scrollY);
      expect((await box()).y + (await box()).height).toBeCloseTo(pageBottom, 0);
      await page.setViewportSize({ width: 280, height: page.viewportSize()!.height });
      await expect.poll(async () => (await box()).width).toBe(260);
      expect((await box()).x).toBe(10);
    });
  });
}
