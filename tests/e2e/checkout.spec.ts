import type { BrowserContext, Page, Request } from "@playwright/test";
import { expect, test } from "./fixtures";
import { asContextCookies, rejected } from "./fixtures/consent-cookies";
import { startShopServers, type ShopServers } from "./fixtures/shop-servers";

/**
 * The buyer's path (docs/behaviour/shop.md): the cart in the browser, checkout through the
 * payment stand-in (tests/stripe-stand-in/, not the real service) and its signed webhook,
 * Cancel back to the cart, "Buy now" without JavaScript, and order requests without a
 * payment provider. The servers are the site's own, on the built site
 * (fixtures/shop-servers.ts); each run starts with empty databases. What the server answers
 * to bad input (a forged price), the last piece between two buyers and a replayed event are
 * site/server/shop/checkout-routes.test.ts.
 */
test.describe.configure({ mode: "serial" });

let shop: ShopServers;
test.beforeAll(async () => {
  shop = await startShopServers();
});
test.afterAll(async () => {
  await shop?.stop();
});

const MUG = { slug: "slate-blue-mug", title: "Slate blue mug" };
const OATMEAL = { slug: "oatmeal-speckle-mug", title: "Oatmeal speckle mug" };

async function quiet(context: BrowserContext, origin: string) {
  await context.addCookies(asContextCookies(rejected, origin));
}

/** Every request a site page made: nothing may go to the payment provider before the buyer leaves for it. */
function watchRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request: Request) => seen.push(request.url()));
  return seen;
}

async function addFromProductPage(page: Page, origin: string, product: { slug: string }, quantity: number) {
  await page.goto(`${origin}/shop/${product.slug}`);
  const form = page.getByRole("main").locator("form.buy");
  await form.getByLabel("Quantity").fill(String(quantity));
  await form.getByRole("button", { name: "Add to cart" }).click();
  await expect(form.getByRole("status")).toContainText("View cart");
}

const cartLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Cart/ });

test("two pieces into the cart, paid through the payment stand-in: the order is paid, stock goes down, owner and buyer get their emails", async ({ page, context }) => {
  await quiet(context, shop.payments);
  const requests = watchRequests(page);
  await addFromProductPage(page, shop.payments, MUG, 2);
  await expect(cartLink(page)).toHaveAttribute("aria-label", "Cart, 2 pieces");

  // A card's "Add to cart", on the shop's listing.
  await page.goto(`${shop.payments}/shop`);
  await page.getByRole("button", { name: `Add to cart: ${OATMEAL.title}` }).click();
  await expect(cartLink(page)).toHaveAttribute("aria-label", "Cart, 3 pieces");

  await cartLink(page).click();
  await expect(page).toHaveURL(`${shop.payments}/cart`);
  const lines = page.getByRole("list", { name: "Pieces in your cart" }).getByRole("listitem");
  await expect(lines).toHaveCount(2);
  await page.getByLabel("Ship to").selectOption("FR");
  await expect(page.locator("[data-cart-total]")).toHaveText("€114.00");
  const before = { mug: await shop.left(shop.payments, MUG.slug), oatmeal: await shop.left(shop.payments, OATMEAL.slug) };
  await page.getByRole("button", { name: "Check out" }).click();

  await expect(page).toHaveURL(new RegExp(`^${shop.standInOrigin}/pay/`));
  expect(requests.filter((url) => url.startsWith(shop.standInOrigin) && !url.includes("/pay/"))).toEqual([]);
  expect(requests.filter((url) => !url.startsWith(shop.payments) && !url.startsWith(shop.standInOrigin))).toEqual([]);
  // The catalogue's prices, not the page's.
  await expect(page.locator("#total")).toHaveText("114");
  shop.smtp.messages.length = 0;
  await page.getByRole("button", { name: "Pay" }).click();

  await expect(page).toHaveURL(new RegExp(`^${shop.payments}/checkout/success\\?session_id=`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you for your order");
  await expect(page.getByRole("status").filter({ hasText: "Your payment is received" })).toContainText("ada@example.com");
  await expect(cartLink(page)).not.toHaveAttribute("aria-label", /pieces?$/);

  await expect.poll(() => shop.left(shop.payments, MUG.slug)).toBe(before.mug! - 2);
  expect(await shop.left(shop.payments, OATMEAL.slug)).toBe(before.oatmeal! - 1);
  await expect.poll(() => shop.smtp.messages.map((m) => m.to).sort()).toEqual(["ada@example.com", "owner@example.com"]);
  expect(shop.smtp.messages.find((m) => m.to === "owner@example.com")!.subject).toMatch(/order \w+ is paid$/);
});

test("leaving the payment page by Cancel returns to the same cart, and the held pieces go back", async ({ page, context }) => {
  await quiet(context, shop.payments);
  const left = await shop.left(shop.payments, OATMEAL.slug);
  await addFromProductPage(page, shop.payments, OATMEAL, 2);
  await page.goto(`${shop.payments}/cart`);
  await page.getByLabel("Ship to").selectOption("BE");
  await page.getByRole("button", { name: "Check out" }).click();
  await expect(page).toHaveURL(new RegExp(`^${shop.standInOrigin}/pay/`));
  expect(await shop.left(shop.payments, OATMEAL.slug)).toBe(left! - 2);
  await page.getByRole("button", { name: "Cancel" }).click();

  await expect(page).toHaveURL(`${shop.payments}/cart?cancelled=1`);
  await expect(page.getByText("Payment cancelled. Your cart is as you left it.")).toBeVisible();
  await expect(page.getByRole("spinbutton", { name: `Quantity of ${OATMEAL.title}` })).toHaveValue("2");
  await expect(cartLink(page)).toHaveAttribute("aria-label", "Cart, 2 pieces");
  await expect.poll(() => shop.left(shop.payments, OATMEAL.slug)).toBe(left);
});

test("without JavaScript, Buy now reaches the payment page through the site's server", async ({ newGuardedContext }) => {
  const context = await newGuardedContext({ javaScriptEnabled: false });
  await quiet(context, shop.payments);
  const page = await context.newPage();
  await page.goto(`${shop.payments}/shop/${OATMEAL.slug}`);
  await page.getByRole("main").getByLabel("Quantity").fill("2");
  await page.getByRole("button", { name: "Buy now" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Checkout");
  await expect(page.getByRole("complementary", { name: "Order summary" })).toContainText(`2 × ${OATMEAL.title}`);
  await page.getByLabel("Ship to").selectOption("DE");
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(new RegExp(`^${shop.standInOrigin}/pay/`));
  await expect(page.locator("#total")).toHaveText(String(2 * 36 + 14));
});

test("without a payment provider, checkout is an order request: stored, both emailed, payment instructions to follow", async ({ page, context }) => {
  await quiet(context, shop.requests);
  shop.smtp.messages.length = 0;
  const left = await shop.left(shop.requests, MUG.slug);
  await addFromProductPage(page, shop.requests, MUG, 1);
  await page.goto(`${shop.requests}/cart`);
  await page.getByLabel("Ship to").selectOption("FR");
  await page.getByRole("button", { name: "Check out" }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Checkout");
  await page.getByLabel("Your name").fill("Ann Potter");
  await page.getByLabel("Your email").fill("ann@example.com");
  await page.getByLabel("Address", { exact: true }).fill("12 Kiln Lane");
  await page.getByLabel("Postcode").fill("69001");
  await page.getByLabel("Town or city").fill("Lyon");
  await expect(page.getByLabel("Country")).toHaveValue("FR");
  // The order request's spam protection takes the form a few seconds after the server wrote it, as a person sends it (docs/behaviour/shop.md#order-requests).
  await page.waitForFunction(() => Date.now() >= Number(document.querySelector("form[data-not-before]")?.getAttribute("data-not-before") ?? Infinity));
  await page.getByRole("button", { name: "Send order request" }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you for your order request");
  await expect(page.getByRole("status").filter({ hasText: "Payment instructions will follow" })).toContainText("ann@example.com");
  await expect(cartLink(page)).not.toHaveAttribute("aria-label", /pieces?$/);
  expect(await shop.left(shop.requests, MUG.slug)).toBe(left! - 1);
  await expect.poll(() => shop.smtp.messages.map((m) => m.to).sort()).toEqual(["ann@example.com", "owner@example.com"]);
});
