import { expect, expectNoAxeViolations, test } from "./fixtures";

test("home page renders with a title and passes axe", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("an unknown URL answers 404 with the not-found page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
});

test("pages never ask for router data: links are page loads and islands have no router", async ({ page }) => {
  const dataRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith(".data")) dataRequests.push(request.url());
  });
  await page.goto("/");
  await page.getByRole("main").getByRole("link", { name: "Browse the shop" }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Sort by").selectOption("price-asc");
  await page.locator("main .card__link").first().click();
  await expect(page.locator("main#main")).toHaveAttribute("data-page-type", "product");
  await page.goBack();
  await page.waitForLoadState("networkidle");
  expect(dataRequests).toEqual([]);
  // And the build does not ship them.
  expect((await page.request.get("/about.data")).status()).toBe(404);
});
