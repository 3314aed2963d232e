import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { acceptedWithoutAnalytics, asContextCookies } from "./fixtures/consent-cookies";
import { atBothWidths } from "./widths";

/**
 * The contact form and a product's enquiry form, as a visitor uses them with and
 * without JavaScript (docs/behaviour/server.md#forms). The server's rules, spam refusals
 * and rate limit, and the contact form's two steps without JavaScript, are covered by
 * site/server/forms/form-routes.test.tsx; here the enquiry shows those steps in a browser.
 */
const PRODUCT = { name: "Tenmoku tea bowl", url: "/shop/tenmoku-tea-bowl" };

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies(asContextCookies(acceptedWithoutAnalytics, baseURL ?? "http://localhost"));
});

async function fillContact(page: Page, message: string) {
  const form = page.getByRole("form", { name: "Send a message" });
  await form.getByLabel("Your name").fill("Ann <b>Lee</b>");
  await form.getByLabel("Your email").fill("ann@example.com");
  await form.getByLabel("What is it about?").selectOption("A commission");
  await form.getByLabel("Message").fill(message);
  return form;
}

// The axe scan of the form with its messages covers its layout's rules (contrast, target size) at both widths.
test("the contact form checks as the visitor goes and sends without a reload", atBothWidths, async ({ page }) => {
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Send a message" });
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(form.getByRole("status")).toHaveText("4 fields need your attention. Your message is kept below.");
  await expect(form.getByLabel("Your name")).toBeFocused();
  await expect(form.getByLabel("Your name")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByText("Please fill in “Your name”.")).toBeVisible();
  await form.getByLabel("Your email").fill("ann@");
  await form.getByLabel("Your email").blur();
  await expect(form.getByText("Please enter an email address like name@example.com in “Your email”.")).toBeVisible();
  await expectNoAxeViolations(page, "contact form with messages");

  await fillContact(page, "A large moon jar, please. <script>alert(1)</script>");
  const url = page.url();
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(form.getByRole("status")).toHaveText(/^Thank you. Your message has been sent/);
  await expect(form.getByRole("status")).toBeFocused();
  expect(page.url()).toBe(url);
  // Emptied once sent: a second press sends nothing again, it asks for the fields.
  await expect(form.getByLabel("Your name")).toHaveValue("");
  await expect(form.getByLabel("Message")).toHaveValue("");
  const posts: string[] = [];
  page.on("request", (request) => request.method() === "POST" && new URL(request.url()).pathname === "/forms/contact" && posts.push(request.url()));
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(form.getByRole("status")).toHaveText("4 fields need your attention. Your message is kept below.");
  expect(posts).toEqual([]);
  await page.screenshot({ path: test.info().outputPath("contact-sent-then-pressed-again.png"), fullPage: false });
});

test("a product's enquiry form names the product, and the button leads to it", async ({ page }) => {
  await page.goto(PRODUCT.url);
  await page.getByRole("link", { name: /Ask about (this|a similar) piece/ }).click();
  const form = page.getByRole("form", { name: `Ask about ${PRODUCT.name}` });
  await expect(form).toBeInViewport();
  await form.getByLabel("Your name").fill("Ben");
  await form.getByLabel("Your email").fill("ben@example.com");
  await form.getByLabel("Your question").fill("Is the glaze food safe?");
  await form.getByRole("button", { name: "Send enquiry" }).click();
  await expect(form.getByRole("status")).toHaveText("Thank you. Your enquiry has been sent, and I'll reply by email.");
});

test("without JavaScript the enquiry comes back on its product's page, and is sent from there", async ({ newGuardedContext }) => {
  const context = await newGuardedContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PRODUCT.url);
  let form = page.getByRole("form", { name: `Ask about ${PRODUCT.name}` });
  await form.getByLabel("Your name").fill("Cleo");
  await form.getByLabel("Your email").fill("cleo@example.com");
  await form.getByLabel("Your question").fill("Could it ship to Oslo?");
  await form.getByRole("button", { name: "Send enquiry" }).click();
  form = page.getByRole("form", { name: `Ask about ${PRODUCT.name}` });
  await expect(form.getByRole("alert")).toContainText("press “Send enquiry” again");
  await expect(form.getByLabel("Your question")).toHaveValue("Could it ship to Oslo?");
  await form.getByRole("button", { name: "Send enquiry" }).click();
  await expect(page).toHaveURL(`/forms/enquiry/sent?page=${encodeURIComponent(PRODUCT.url)}#form-enquiry`);
  await expect(page.getByRole("heading", { level: 1, name: PRODUCT.name })).toBeVisible();
  await expect(page.getByRole("form", { name: `Ask about ${PRODUCT.name}` }).getByRole("status")).toHaveText("Thank you. Your enquiry has been sent, and I'll reply by email.");
});
