import { describe, expect, it } from "vitest";
import { siteUrlFromEnv } from "./checkout-env.mjs";

/** `SITE_URL`: where the payment page sends the buyer back, instead of the address the site was built for. */
describe("SITE_URL", () => {
  it("is the address's origin, or nothing when unset", () => {
    expect(siteUrlFromEnv({ SITE_URL: " https://shop.example/ " })).toBe("https://shop.example");
    expect(siteUrlFromEnv({ SITE_URL: "http://localhost:3000" })).toBe("http://localhost:3000");
    expect(siteUrlFromEnv({})).toBeUndefined();
  });

  it("refuses what is not an http(s) address, saying what it wants", () => {
    for (const value of ["shop.example", "javascript:alert(1)", "//evil.example"]) {
      expect(() => siteUrlFromEnv({ SITE_URL: value }), value).toThrow("SITE_URL must be the site's address, like https://example.com");
    }
  });
});
