import { existsSync, readFileSync } from "node:fs";
import { expect, test } from "./fixtures";
import { acceptedAll } from "./fixtures/consent-cookies";
import { fakeTag, TAG_HOST, withCookies } from "./fixtures/consent-page";

/**
 * The strict Content-Security-Policy (docs/decisions/017-csp-and-headers.md). Every
 * browser test fails on a violation (fixtures.ts), so every page before consent is
 * covered where content.spec.ts visits the sitemap; here every page runs once more
 * after the visitor accepted everything, with the blocked scripts (the analytics tag,
 * stubbed) running under the policy. The policy does not depend on the window's width.
 * That a violation does fail a test is harness.spec.ts's.
 */
const sitemapFile = new URL(`../../site/${process.env.VITRINE_BUILD_DIR ?? "build"}/client/sitemap.xml`, import.meta.url);
const paths = existsSync(sitemapFile)
  ? [...readFileSync(sitemapFile, "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
  : [];

test("every page sends the strict policy and the other security headers", async ({ request }) => {
  const response = await request.get("/", { headers: { "accept-encoding": "br, gzip" } });
  const headers = response.headers();
  const csp = headers["content-security-policy"]!;
  const directive = (name: string) => csp.split("; ").find((d) => d.startsWith(`${name} `));
  expect(directive("script-src")).not.toContain("unsafe-inline");
  expect(directive("script-src")).toMatch(/'sha256-[A-Za-z0-9+/]+=*'/);
  expect(directive("script-src")).toContain(`https://${TAG_HOST}`);
  expect(directive("style-src-elem")).not.toContain("unsafe-inline");
  for (const part of ["object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'self'"]) expect(csp).toContain(part);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["strict-transport-security"], "HSTS only over https").toBeUndefined();
  expect(headers["content-encoding"]).toBe("br");
});

test.describe("after accepting everything", () => {
  test.use({ allowedHosts: [TAG_HOST] });

  test("every page of the sitemap runs its consented scripts with no violation", async ({ page, context, baseURL }) => {
    test.setTimeout(120_000);
    expect(paths.length).toBeGreaterThan(10);
    await withCookies(context, acceptedAll, baseURL);
    const tag = await fakeTag(page);
    // One page for every address, each a fresh load as a visitor's is: no context or page to set up again.
    for (const path of paths) {
      await test.step(path, async () => {
        await page.goto(path);
        // Every consented script has run (the activation is over), and the tag its loader adds.
        await page.waitForFunction(() => !document.documentElement.hasAttribute("data-consent-activating") && (window as unknown as { __tagRan?: boolean }).__tagRan === true);
      });
    }
    expect(tag).toHaveLength(paths.length);
  });
});
