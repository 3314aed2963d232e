import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { createSite } from "./create-site";

/**
 * The one full build of a new site (docs/decisions/044-start-your-own-site.md): made by the
 * generator in French, built by the real build script with the content folder pointed at it,
 * as `npm start` would after `npm run new-site`. Its pages must be there, carry the owner's
 * name, and show nothing of the demo: no product, post, image or studio name. 32–41 s on a
 * shared 2-core machine, so it is the only build here; the generator's other checks are in
 * create-site.test.ts.
 */
const siteDir = fileURLToPath(new URL("../..", import.meta.url));
const demo = path.join(siteDir, "content");
// Inside site/ (git-ignored as build-*): the pre-render imports the built server bundle, which
// must find the project's node_modules from where it lies (scripts/build.test.ts).
const temp = mkdtempSync(path.join(siteDir, "build-new-site-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const slugs = (dir: string) => (existsSync(path.join(demo, dir)) ? readdirSync(path.join(demo, dir)).map((f) => f.replace(/\.(md|ya?ml)$/, "")) : []);
/** What only the demo has: its products, posts and images, by the names they are published under, and the studio's name. */
const demoNames = [
  ...slugs("products"),
  ...slugs("posts"),
  ...Object.keys(JSON.parse(readFileSync(path.join(demo, "media", "manifest.json"), "utf8")) as Record<string, unknown>),
  "Hollow Oak",
  "hollowoak",
  "Mira Holm",
];

/** Every text file the build publishes, by its path in the client folder. */
function publishedTexts(client: string): Map<string, string> {
  const files = (readdirSync(client, { recursive: true, withFileTypes: true }) as import("node:fs").Dirent[]).filter((e) => e.isFile() && /\.(html|js|css|json|xml|txt)$/.test(e.name));
  return new Map(files.map((e) => [path.relative(client, path.join(e.parentPath, e.name)), readFileSync(path.join(e.parentPath, e.name), "utf8")]));
}

const decoded = (html: string) => html.replaceAll(/&#x27;|&#39;|&apos;/g, "'");

describe("a new site, built as it was made", () => {
  it("builds, and its pages carry the owner's name and nothing of the demo", () => {
    const folder = path.join(temp, "my-site");
    const made = createSite(folder, { name: "Ada's Pottery", language: "fr", email: "ada@example.com", url: "https://ada.example" }, path.join(siteDir, "public"));
    expect(made.ok).toBe(true);

    const started = Date.now();
    const out = path.join(temp, "out");
    const build = spawnSync("npx", ["tsx", "scripts/build.ts"], {
      cwd: siteDir,
      env: { ...process.env, VITRINE_CONTENT_DIR: path.join(folder, "content"), VITRINE_OUT_DIR: out, VITRINE_FULL_BUILD: "1" },
      encoding: "utf8",
      timeout: 300_000,
    });
    console.log(`new site built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    expect(build.status, build.stderr + build.stdout).toBe(0);

    const client = path.join(out, "client");
    for (const page of ["index.html", "about/index.html", "contact/index.html", "privacy-policy/index.html"]) {
      const html = decoded(readFileSync(path.join(client, page), "utf8"));
      expect(html, page).toContain("Ada's Pottery");
      expect(html, page).toContain('lang="fr"');
      // No outside service yet, so nothing to ask: no cookie bar, tab or banner, no consent boot script.
      expect(html, page).not.toMatch(/cookie-law-info-bar|cookie-law-info-again|wpconsent-container|data-consent-boot/);
    }
    // The placeholder words, in French, and the contact form.
    expect(decoded(readFileSync(path.join(client, "about/index.html"), "utf8"))).toContain("Racontez votre histoire ici");
    expect(readFileSync(path.join(client, "contact/index.html"), "utf8")).toMatch(/<form[^>]*>/);

    const texts = publishedTexts(client);
    expect(texts.size, "the pages, scripts and search files").toBeGreaterThan(20);
    for (const [file, text] of texts) {
      for (const name of demoNames) expect(text.includes(name), `${file} mentions the demo's "${name}"`).toBe(false);
    }
    // No demo image published — only the site's own social cards, drawn from its own pages' titles
    // (PNG; a crop of a picture would be a JPEG) — and no shop: no currency or shipping of the demo's.
    expect(existsSync(path.join(client, "media")) ? readdirSync(path.join(client, "media")) : []).toEqual(["cards"]);
    const cards = readdirSync(path.join(client, "media", "cards"));
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.filter((card) => !card.endsWith(".png"))).toEqual([]);
    expect(existsSync(path.join(client, "cart"))).toBe(false);
  }, 360_000);
});
