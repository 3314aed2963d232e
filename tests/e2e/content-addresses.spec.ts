import { expect, test, type Page } from "@playwright/test";
import { FOREIGN_SPELLINGS, splitsSrcset } from "../../site/app/content/html-policy/address-spellings";
import { applyHtmlPolicy } from "../../site/app/content/html-policy/policy.server";

/**
 * The content HTML policy against the browser itself (docs/behaviour/content.md#html-policy):
 * each piece of markup below is given to Chromium as it is, on a page of the site's origin
 * without the site's CSP, and every request it makes to another host is recorded. Whatever
 * made Chromium ask another host, the policy must refuse (or gate); and what the policy lets
 * through must make Chromium ask no other host. So the policy's reading of addresses is
 * checked against the browser's, spelling by spelling, not against our own resolver.
 */
const FOREIGN = "tracker.example";
const CLAIMED = "www.google.com"; // the demo's Google Maps service claims it (site.config.ts)

const PLACES = [
  (a: string) => `<img src="${a}/p.png" alt="">`,
  (a: string) => `<img src="/favicon.ico" srcset="/favicon.ico 100w, ${a}/p.png 2000w" sizes="2000px" alt="">`,
  (a: string) => `<picture><source srcset="${a}/p.png"><img src="/favicon.ico" alt=""></picture>`,
  (a: string) => `<video poster="${a}/poster.png"></video>`,
  (a: string) => `<table background="${a}/bg.png"><tr><td>x</td></tr></table>`,
  (a: string) => `<table><tr><td background="${a}/bg.png">x</td></tr></table>`,
  (a: string) => `<iframe src="${a}/frame"></iframe>`,
];
const PROBES = [
  ...PLACES.flatMap((place) => FOREIGN_SPELLINGS.map((spell) => place(spell(FOREIGN)))),
  // A frame from a host a service claims: the policy's placeholder must stand in for it.
  ...FOREIGN_SPELLINGS.map((spell) => `<iframe src="${spell(`${CLAIMED}/maps/embed?pb=1`)}" title="Map"></iframe>`),
  // A tab inside a srcset address splits it: "ht" and a broken descriptor, dropped.
  `<img src="/favicon.ico" srcset="ht&#9;tps://${FOREIGN}/p.png 2x" alt="">`,
];
/**
 * Where Chromium, on this http test page, asks no other host: `http:host` is a path on an
 * http page (it is another host on the https site, so the policy refuses it all the same),
 * and a tab or newline inside a srcset address ends the address there.
 */
const staysHome = (markup: string) => /[" ]http:/.test(markup) || splitsSrcset(/srcset="([^"]*)"/.exec(markup)?.[1]?.split(", ").pop() ?? "");

/** The hosts other than the site's that Chromium asks for while it loads `body` at the site's origin. */
async function foreignHostsAsked(page: Page, origin: string, body: string): Promise<string[]> {
  const asked = new Set<string>();
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await page.route("**/*", (route) => {
    const url = new URL(route.request().url());
    if (url.origin === origin) {
      if (url.pathname === "/__probe") return route.fulfill({ contentType: "text/html", body: `<!doctype html><html><body>${body}</body></html>` });
      return route.fulfill({ status: 404, body: "" });
    }
    asked.add(url.hostname);
    return route.abort("blockedbyclient");
  });
  await page.goto(`${origin}/__probe`, { waitUntil: "load" });
  // Frames and media start their requests by load; give the network a turn to report them.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
  return [...asked];
}

test("what makes Chromium ask another host is refused or gated, and what the policy lets through asks none", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  const stayedHome: string[] = [];
  for (const markup of PROBES) {
    const asked = await foreignHostsAsked(page, origin, markup);
    const result = applyHtmlPolicy(markup, { siteOrigin: origin });
    if (asked.length === 0) stayedHome.push(markup);
    else {
      const gated = asked.includes(CLAIMED) && result.html.includes("wpconsent-iframe-placeholder");
      expect(result.findings.length > 0 || gated, `${markup} asked ${asked.join(", ")}, and the policy let it through`).toBe(true);
    }
    expect(await foreignHostsAsked(page, origin, result.html), `${markup} → ${result.html}`).toEqual([]);
  }
  // Every other spelling is one Chromium really follows to the other host.
  expect(stayedHome).toEqual(PROBES.filter(staysHome));
  expect(PROBES.length - stayedHome.length).toBeGreaterThan(50);
});
