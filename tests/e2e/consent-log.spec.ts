import type { Page, Request } from "@playwright/test";
import { expect, test } from "./fixtures";
import { bar, WORDS } from "./fixtures/consent-page";

/**
 * Proof of consent as a visitor's browser sends it (docs/decisions/028-proof-of-consent.md):
 * each choice goes to the server's consent log by beacon, under the consent id the
 * privacy page shows. What the server stores is tested in site/server/consent/.
 */
const consentBeacon = (page: Page) => page.waitForRequest((request) => new URL(request.url()).pathname === "/api/consent");
/** Event ids are random version-4 UUIDs, made on any page, https or not (site/app/consent/consent-id-cookie.ts). */
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const bodyOf = (request: Request) => JSON.parse(request.postData() ?? "{}") as Record<string, unknown>;

test("a refusal in the bar and its withdrawal are logged under the id the privacy page shows", async ({ page, context }) => {
  await page.goto("/");
  const sent = consentBeacon(page);
  await bar(page).getByRole("button", { name: WORDS.rejectAll }).click();
  const accept = await sent;
  expect((await accept.response())?.status()).toBe(204);
  const event = bodyOf(accept);
  expect(event).toMatchObject({ layer: "1", control: "notice", method: "reject-all", consent: "no", page: "/" });
  const cookie = (await context.cookies()).find((c) => c.name === "vitrine_consent_id");
  expect(cookie?.value).toBe(event.consentId);
  expect(cookie?.sameSite).toBe("Lax");

  await page.goto("/privacy-policy");
  const id = page.locator("[data-consent-id]");
  await id.scrollIntoViewIfNeeded();
  await expect(id).toHaveText(String(event.consentId));
  const withdrawn = consentBeacon(page);
  await page.getByRole("link", { name: "Delete your cookie choices" }).click();
  const forget = await withdrawn;
  expect(bodyOf(forget)).toMatchObject({ consentId: event.consentId, layer: "1", control: "link", method: "withdraw", consent: null, page: "/privacy-policy" });
  expect((await forget.response())?.status()).toBe(204);
  // Each event has an id of its own, so a send repeated on its way is logged once.
  expect(event.eventId).toMatch(UUID_V4);
  expect(bodyOf(forget).eventId).toMatch(UUID_V4);
  expect(bodyOf(forget).eventId).not.toBe(event.eventId);
});
