import { expect, test } from "./fixtures";

/**
 * The site is pages, not an app: a link is a page load and no island has a router. The
 * home page's heading and axe scan are content.spec.ts's (every template), the 404 page
 * is content.spec.ts's and site/server/serve.test.ts's, and that the build ships no
 * router data (about.data) is site/scripts/build.test.ts's.
 */

test("pages never ask for router data: links are page loads and islands have no router", async ({ page }) => {
  const dataRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith(".data")) dataRequests.push(request.url());
  });
  /** A link's page has loaded and its islands have started: a router would have asked by now. */
  const started = () => expect(page.locator("html[data-hydrated]")).toBeAttached();
  await page.goto("/");
  await page.getByRole("main").getByRole("link", { name: "Browse the shop" }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await started();
  await page.getByLabel("Sort by").selectOption("price-asc");
  await page.locator("main .card__link").first().click();
  await expect(page.locator("main#main")).toHaveAttribute("data-page-type", "product");
  await started();
  await page.goBack();
  await expect(page).toHaveURL(/\/shop/);
  await started();
  expect(dataRequests).toEqual([]);
});
