import type { Locator, Page } from "@playwright/test";
import { puckDom } from "../../../editor/client/puck/puck-dom";
import { expect, test } from "../fixtures";

/** A save runs the build's own content check before it answers: 3.5–6 s measured with the machine's load at 20–30. */
export const saveAnswer = { timeout: 30_000 };

/** The editor's own screen, not the site's page inside the canvas (scanned on the built pages). */
export const outsideCanvas = { exclude: [[puckDom.canvasFrame, "body"]] };

/** Opens a page in the editor at `url` and waits until the canvas has drawn its widgets. */
export async function openPage(page: Page, url: string, slug: string) {
  await page.goto(`${url}/#/page/${slug}`, { waitUntil: "commit" });
  // From another page, the address changes at once but that page stays open until this one has loaded.
  await expect(page.getByText(`On the site at /${slug === "home" ? "" : slug}`, { exact: true }).first()).toBeVisible({ timeout: 45_000 });
  const canvas = page.frameLocator(puckDom.canvasFrame);
  // Drawn once the server has resolved the draft (until then blocks show "Loading…"): 4–24 s measured on this machine under load.
  await canvas.locator(".widget:not(.editor-widget-pending)").first().waitFor({ timeout: 45_000 });
  return canvas;
}

/** Presses Tab (or Shift+Tab) until `target` has the focus. */
export async function tabTo(page: Page, target: Locator, options: Partial<{ back: boolean }> = {}) {
  for (let i = 0; i < 80; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(options.back ? "Shift+Tab" : "Tab");
  }
  throw new Error(`Tab never reached ${target}`);
}

/**
 * A studio screen as a maker sees it on a desktop (1280 px) and on a phone (375 px), each
 * full length, saved beside the test's results as `{name}-1280.png` and `{name}-375.png`;
 * the page is left at the desktop width.
 */
export async function screenshotBothWidths(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.screenshot({ path: test.info().outputPath(`${name}-375.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** An image field (editor/client/image-field.tsx) by its label. */
export const imageField = (scope: Page | Locator, label: string) => scope.getByRole("group", { name: label, exact: true });

/** Chooses the picture `name` in the image field `label` by pointer: opens its thumbnails, picks it, closes them. */
export async function chooseImage(scope: Page | Locator, label: string, name: string) {
  const field = imageField(scope, label);
  await field.getByRole("button", { name: `${label}: choose a picture` }).click();
  await field.locator(`input[type=radio][value="${name}"]`).check();
  await field.getByRole("button", { name: "Done" }).click();
}

/** Chooses the picture `name` in the image field `label` by keyboard alone: Tab to its button, Enter, Tab into the thumbnails, the arrow keys to the picture, Escape. */
export async function chooseImageByKeyboard(page: Page, label: string, name: string) {
  const field = imageField(page, label);
  await tabTo(page, field.getByRole("button", { name: `${label}: choose a picture` }));
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  const target = field.locator(`input[type=radio][value="${name}"]`);
  for (let i = 0; i < 300 && !(await target.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("ArrowRight");
  await expect(target).toBeChecked();
  await page.keyboard.press("Escape");
}

/** The picture an image field shows as chosen, by its thumbnail's address. */
export const chosenImage = (scope: Page | Locator, label: string) => imageField(scope, label).locator(".image-field__row img");
