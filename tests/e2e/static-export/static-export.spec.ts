import { expect, expectNoAxeViolations, test } from "../fixtures";
import { acceptedWithoutAnalytics, asContextCookies } from "../fixtures/consent-cookies";
import { bar, WORDS } from "../fixtures/consent-page";
import { staticExportURL } from "./paths";

/**
 * The site as `npm run export-static` builds it, served by a stand-in for a static host
 * that runs no program (setup.ts, static-host.mjs; docs/operations.md#static-hosting):
 * what needs the server gives way cleanly. Forms say how to write to the owner, a
 * consent choice is kept in the browser and sent nowhere, search runs in the browser,
 * and without JavaScript the search page says it needs it. A form's mail link and its
 * subject are site/app/config/static-hosting.test.tsx; the host's headers, cache rules and
 * 404 page are site/scripts/post-build/static-host.test.ts.
 */
test.use({ baseURL: staticExportURL() });
test.beforeAll(async () => {
  const up = await fetch(`${staticExportURL()}/`).then((r) => r.ok, () => false);
  if (!up) throw new Error(`The static export is not served on ${staticExportURL()}: tests/e2e/static-export/setup.ts builds and serves it.`);
});

const CONTACT = "hello@hollowoak.example";

test.describe("with a consent choice made", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies(asContextCookies(acceptedWithoutAnalytics, baseURL ?? staticExportURL()));
  });

  test("the contact page shows how to write to the owner where the form was, and nothing to post", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.locator("form[method=post]")).toHaveCount(0);
    await expect(page.getByRole("textbox")).toHaveCount(0);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Send a message" })).toBeVisible();
    const write = main.getByText("To get in touch, write to");
    await expect(write).toBeVisible();
    await expect(write.getByRole("link", { name: CONTACT })).toHaveAttribute("href", `mailto:${CONTACT}?subject=Send%20a%20message`);
    await expectNoAxeViolations(page, "the contact page on a static host");
  });

  test("search runs in the browser, from the index files", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`/search?q=${encodeURIComponent("Tenmoku tea bowl")}`);
    const first = page.getByRole("main").getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2 }) }).first();
    await expect(first.getByRole("link")).toHaveAttribute("href", "/shop/tenmoku-tea-bowl");
    await expect(first.getByRole("heading", { level: 2 })).toHaveText("Tenmoku tea bowl");
    expect(requested).toContain("/search-index.json");
  });
});

test("a consent choice is kept in the browser and sent nowhere, and the privacy page shows no consent id", async ({ page, context }) => {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "GET") posts.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  await page.goto("/");
  await bar(page).getByRole("button", { name: WORDS.rejectAll }).click();
  await expect(bar(page)).toBeHidden();
  expect((await context.cookies()).find((c) => c.name === "viewed_cookie_policy")?.value).toBe("no");
  await page.goto("/privacy-policy");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("[data-consent-id]")).toHaveCount(0);
  expect((await context.cookies()).map((c) => c.name)).not.toContain("vitrine_consent_id");
  expect(posts).toEqual([]);
});

test("without JavaScript the search page says searching needs it, and offers the menu", async ({ newGuardedContext }) => {
  const context = await newGuardedContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/search?q=vase");
  const main = page.getByRole("main");
  await expect(main.getByText("Searching this site needs JavaScript. Browse it instead:")).toBeVisible();
  await expect(main.getByRole("link", { name: "Shop" })).toHaveAttribute("href", "/shop");
  await expect(main.getByRole("heading", { level: 1, name: "Search" })).toBeVisible();
  await expect(main.getByRole("searchbox")).toHaveCount(0);
});
