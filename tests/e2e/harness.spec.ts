import { expect, test } from "./fixtures";

/**
 * Self-checks of the browser-test harness (fixtures.ts): the network guard must fail a
 * test whose page asks a host other than the site, and must let through a host the
 * test allows and answers itself; a Content-Security-Policy violation must fail the test
 * too. If these break, every privacy and CSP test is meaningless.
 */

const trackerPixel = "https://tracker.example/pixel.gif";

// The site's CSP (img-src) would refuse these foreign images before any request left
// the page; the network guard is tested on its own, so the pages here ignore it.
test.use({ bypassCSP: true });

/** Adds an <img> to the page and resolves to "load" or "error". */
async function injectImage(page: import("@playwright/test").Page, src: string) {
  return page.evaluate(
    (url) =>
      new Promise<string>((resolve) => {
        const img = document.createElement("img");
        img.alt = "";
        img.addEventListener("load", () => resolve(img.naturalWidth > 0 ? "load" : "empty"));
        img.addEventListener("error", () => resolve("error"));
        img.src = url;
        document.body.append(img);
      }),
    src,
  );
}

test.describe("network guard", () => {
  test("a request to a foreign host fails the test", async ({ page }) => {
    // Expected to fail: the body itself asserts nothing that can fail; the guard's
    // check after the test is what turns it red. Playwright reports it as passing
    // only while the guard does fail it.
    test.fail();
    await page.goto("/");
    await injectImage(page, trackerPixel);
  });

  test("the guard blocks and records the foreign request", async ({ page, foreignRequests }) => {
    await page.goto("/");
    expect(await injectImage(page, trackerPixel)).toBe("error");
    expect(foreignRequests).toEqual([trackerPixel]);
    // Forget it, so the guard's own check passes: this test is about what it recorded.
    foreignRequests.length = 0;
  });
});

test.describe("network guard in a context of the test's own", () => {
  test("a request from a context made with newGuardedContext fails the test", async ({ newGuardedContext }) => {
    test.fail(); // as above: the guard's check after the test turns it red
    const page = await (await newGuardedContext({ javaScriptEnabled: true, bypassCSP: true })).newPage();
    await page.goto("/");
    await injectImage(page, trackerPixel);
  });

  test("it is recorded with the test's other foreign requests", async ({ newGuardedContext, foreignRequests }) => {
    const page = await (await newGuardedContext({ bypassCSP: true })).newPage();
    await page.goto("/");
    expect(await injectImage(page, trackerPixel)).toBe("error");
    expect(foreignRequests).toEqual([trackerPixel]);
    foreignRequests.length = 0;
  });
});

test.describe("allowed hosts", () => {
  test.use({ allowedHosts: ["video.example"] });

  test("a host the test allows and fulfils loads without failing the test", async ({ page, foreignRequests }) => {
    // A 1×1 transparent GIF.
    const gif = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");
    const served: string[] = [];
    await page.route("https://video.example/**", async (route) => {
      served.push(route.request().url());
      await route.fulfill({ status: 200, contentType: "image/gif", body: gif });
    });
    await page.goto("/");
    expect(await injectImage(page, "https://video.example/thumb.gif")).toBe("load");
    expect(served).toEqual(["https://video.example/thumb.gif"]);
    expect(foreignRequests).toEqual([]);
  });
});

test.describe("CSP guard", () => {
  // The policy enforced, as on every other page.
  test.use({ bypassCSP: false });

  test("a violation fails the test", async ({ page, cspViolations }) => {
    test.fail(); // as above: the fixture's check after the test turns it red
    await page.goto("/");
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true";
      document.body.append(script);
    });
    await expect.poll(() => cspViolations.length).toBe(1);
    expect(await page.evaluate(() => "__injected" in window), "the policy refused the inline script").toBe(false);
  });
});
