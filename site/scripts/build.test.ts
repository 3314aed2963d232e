import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

/**
 * Runs the real build script twice into a temporary output folder (VITRINE_OUT_DIR) on a
 * copy of the content: first a good build carrying a marker, then one with a broken
 * product. The second must refuse, say exactly what is wrong, and leave the first build
 * byte for byte as it was.
 */
const siteDir = fileURLToPath(new URL("..", import.meta.url));
const fixtures = path.join(siteDir, "app", "content", "__fixtures__");

/**
 * The unit tests' small site (two pages, two posts, two products): the build's rules do not
 * depend on the demo's size, and a build of it costs a fraction of the demo's.
 */
const source = { content: path.join(fixtures, "content"), publicDir: path.join(fixtures, "public") };

/** Every file under `dir` with a hash of its bytes. */
function tree(dir: string): Record<string, string> {
  const files = (readdirSync(dir, { recursive: true, withFileTypes: true }) as import("node:fs").Dirent[]).filter((e) => e.isFile());
  return Object.fromEntries(
    files.map((e) => {
      const file = path.join(e.parentPath, e.name);
      return [path.relative(dir, file), createHash("sha256").update(readFileSync(file)).digest("hex")];
    }),
  );
}

function build(env: Record<string, string>) {
  return spawnSync("npx", ["tsx", "scripts/build.ts"], {
    cwd: siteDir,
    env: { ...process.env, ...env },
    encoding: "utf8",
    timeout: 120_000,
  });
}

let temp: string | undefined;

/**
 * A copy of the content in a new temporary folder (`temp`), inside site/ (git-ignored as
 * build-*): the pre-render imports the built server bundle, which must find the project's
 * node_modules from where it lies. Media files are checked beside the content folder; they
 * are linked rather than copied.
 */
function copyContent(): { dir: string; content: string } {
  const dir = mkdtempSync(path.join(siteDir, "build-test-"));
  temp = dir;
  const content = path.join(dir, "content");
  cpSync(source.content, content, { recursive: true });
  // The settings a whole site needs (the content tests read the fixtures without them).
  mkdirSync(path.join(content, "settings"));
  writeFileSync(path.join(content, "settings", "site.yaml"), "name: Hollow Oak Studio\nlanguage: en\ncontactEmail: hello@hollowoak.example\nurl: https://hollowoak.example\n");
  symlinkSync(source.publicDir, path.join(dir, "public"));
  return { dir, content };
}

afterEach(() => {
  if (temp) rmSync(temp, { recursive: true, force: true });
});

describe("npm run build with broken content", () => {
  it("exits non-zero, names the file, field and problem, and keeps the previous build byte for byte", () => {
    const { dir, content } = copyContent();
    const out = path.join(dir, "out");
    const env = { VITRINE_CONTENT_DIR: content, VITRINE_OUT_DIR: out };

    // A good build first, marked so it cannot be mistaken for another one, of a site renamed
    // since its home page was written: the home page's title is the site's name as it is now.
    const marker = `Build marker ${Date.now()}`;
    const pagesDir = path.join(content, "pages");
    const pageFile = readdirSync(pagesDir).find((f) => f.startsWith("home.")) ?? readdirSync(pagesDir)[0]!;
    const page = readFileSync(path.join(pagesDir, pageFile), "utf8");
    writeFileSync(path.join(pagesDir, pageFile), page.replace(/^description: .*$/m, `description: ${marker}`));
    const siteFile = path.join(content, "settings", "site.yaml");
    writeFileSync(siteFile, readFileSync(siteFile, "utf8").replace("name: Hollow Oak Studio", "name: Hollow Oak Pottery"));
    // A site that sells: its product pages offer each piece to search engines, checked against the page.
    writeFileSync(path.join(content, "settings", "shop.yaml"), "currency: EUR\nshipping:\n  - name: France\n    countries: [FR]\n    rate: 6\n");
    const good = build(env);
    expect(good.status, good.stderr).toBe(0);
    const slug = pageFile.replace(/\.(ya?ml|json)$/, "");
    const builtPage = path.join(out, "client", slug === "home" ? "" : slug, "index.html");
    expect(readFileSync(builtPage, "utf8")).toContain(marker);
    expect(readFileSync(builtPage, "utf8")).toContain("<title>Hollow Oak Pottery</title>");
    // The journal's feed, linked from every page's head; the sitemap matched the pages built, or the build would have failed.
    expect(readFileSync(path.join(out, "client", "blog", "feed.xml"), "utf8")).toMatch(/^<\?xml[^]*<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom"[^]*<entry>/);
    expect(readFileSync(builtPage, "utf8")).toContain('<link rel="alternate" type="application/atom+xml" title="Journal — Hollow Oak Pottery" href="https://hollowoak.example/blog/feed.xml"/>');
    // The structured data the build checked against each page (docs/behaviour/found.md#structured-data).
    const offerOf = (slug: string) => {
      const html = readFileSync(path.join(out, "client", "shop", slug, "index.html"), "utf8");
      const [, json] = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html) ?? [];
      return (JSON.parse(json!) as { "@graph": { "@type": string; offers?: object }[] })["@graph"].find((node) => node["@type"] === "Product")?.offers;
    };
    expect(offerOf("celadon-vase")).toMatchObject({ price: "48.00", priceCurrency: "EUR", availability: "https://schema.org/InStock" });
    expect(offerOf("ash-bowl")).toMatchObject({ price: "32.50", availability: "https://schema.org/OutOfStock" });
    const before = tree(out);
    // Only what visitors load: no router data files (`about.data`), no SPA shell.
    expect(Object.keys(before).filter((f) => f.endsWith(".data") || f.includes("__spa-fallback"))).toEqual([]);

    const productFile = readdirSync(path.join(content, "products")).filter((f) => f.endsWith(".md")).sort()[0]!;
    const productPath = path.join(content, "products", productFile);
    const original = readFileSync(productPath, "utf8");
    const broken = original.replace(/^price:.*$/m, "price: ten");
    expect(broken).not.toBe(original);
    writeFileSync(productPath, broken);

    const result = build(env);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`content/products/${productFile}: price: expected a number, received "ten"`);
    expect(result.stderr).toContain("the previous build was left in place");
    expect(tree(out)).toEqual(before);
    // Nothing half-built is left beside it: `out` is a link to the one finished build.
    expect(readdirSync(dir).sort()).toEqual(["content", "out", "out-versions", "public"]);
    expect(readdirSync(path.join(dir, "out-versions")).map((name) => path.join(dir, "out-versions", name))).toEqual([realpathSync(out)]);
  }, 180_000);
});

describe("npm run build with hostile content (docs/behaviour/content.md#html-policy)", () => {
  it("refuses it before anything is built, naming the file and line of each piece", () => {
    const { dir, content } = copyContent();
    const hostile = [
      // A third-party script that would run before consent through the locked category.
      '<script type="text/plain" data-wpconsent-src="https://evil.example/x.js" data-wpconsent-name="made-up" data-wpconsent-category="essential"></script>',
      // Images from another host, however the address is written.
      '<img src="/media/x.png" srcset="/media/x.png 1x, https://tracker.example/p.png 2x" alt="">',
      '<img src="ht&#9;tps://tracker.example/p.png" alt="">',
      '<table background="/\\tracker.example/bg.png"><tr><td>x</td></tr></table>',
      // The consent layers' names: an invisible layer that would capture the consent click.
      '<div class="cli-modal" data-consent-placeholder="" data-consent-category="analytics" data-consent-action="accept">Sale</div>',
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="">',
    ];
    const postFile = readdirSync(path.join(content, "posts")).filter((f) => f.endsWith(".md")).sort()[0]!;
    const postPath = path.join(content, "posts", postFile);
    writeFileSync(postPath, `${readFileSync(postPath, "utf8").trimEnd()}\n\n${hostile.join("\n\n")}\n`);
    const lines = readFileSync(postPath, "utf8").split("\n");
    const lineOf = (markup: string) => lines.indexOf(markup) + 1;
    const pagesDir = path.join(content, "pages");
    const pageFile = readdirSync(pagesDir).find((f) => f.startsWith("home."))!;
    writeFileSync(path.join(pagesDir, pageFile), readFileSync(path.join(pagesDir, pageFile), "utf8").replace(/^( +)- (\{ )?type: heading\b/m, '$1- { type: button, label: Offer, href: "javascript:alert(1)" }\n$1- $2type: heading'));

    const result = build({ VITRINE_CONTENT_DIR: content, VITRINE_OUT_DIR: path.join(dir, "out") });
    expect(result.status).toBe(1);
    const file = `content/posts/${postFile}`;
    for (const [markup, reason] of [
      [hostile[0]!, 'this blocked script is not one site.config.ts declares: data-wpconsent-name="made-up" is not one of layer2\'s services'],
      [hostile[1]!, "an image from tracker.example would load before the visitor consents (srcset on <img>)"],
      [hostile[2]!, "an image from tracker.example would load before the visitor consents (src on <img>)"],
      [hostile[3]!, "a background image from tracker.example would load before the visitor consents (background on <table>)"],
      [hostile[4]!, "the class cli-modal belongs to the consent layers (on <div>)"],
      [hostile[4]!, "the attribute data-consent-action belongs to the consent layers (on <div>)"],
      [hostile[5]!, "data: addresses are not allowed (src on <img>): an image must come from content/media"],
    ] as const) {
      expect(lineOf(markup)).toBeGreaterThan(5);
      expect(result.stderr).toContain(`${file}: line ${lineOf(markup)}: ${reason}`);
    }
    expect(result.stderr).toMatch(new RegExp(`content/pages/${pageFile.replace(".", "\\.")}: sections\\[\\d+\\]\\.columns\\[\\d+\\]\\.widgets\\[\\d+\\]\\.href: javascript: addresses are not allowed`));
    expect(existsSync(path.join(dir, "out"))).toBe(false);
  }, 120_000);
});

describe("an incremental rebuild", () => {
  it("renders only the pages a changed product touches, and gives the same site as a full build", () => {
    const { dir, content } = copyContent();
    const out = path.join(dir, "out");
    const env = { VITRINE_CONTENT_DIR: content, VITRINE_OUT_DIR: out, CI: "1" };
    const first = build(env);
    expect(first.status, first.stderr).toBe(0);
    expect(first.stderr).toContain("(full build)");

    const productFile = readdirSync(path.join(content, "products")).filter((f) => f.endsWith(".md")).sort()[0]!;
    const productPath = path.join(content, "products", productFile);
    writeFileSync(productPath, readFileSync(productPath, "utf8").replace(/^title: .*$/m, "title: A renamed piece"));
    const second = build(env);
    expect(second.status, second.stderr).toBe(0);
    expect(second.stderr).toContain("reusing the previous build's bundles");
    const [, rendered, total] = second.stderr.match(/rendering (\d+) of (\d+) pages/) ?? [];
    expect(Number(rendered)).toBeGreaterThan(0);
    expect(Number(rendered)).toBeLessThan(Number(total));
    const slug = productFile.replace(/\.md$/, "");
    expect(readFileSync(path.join(out, "client", "shop", slug, "index.html"), "utf8")).toContain("A renamed piece");

    const full = path.join(dir, "full");
    const reference = build({ ...env, VITRINE_OUT_DIR: full, VITRINE_FULL_BUILD: "1" });
    expect(reference.status, reference.stderr).toBe(0);
    expect(tree(path.join(out, "client"))).toEqual(tree(path.join(full, "client")));
  }, 240_000);
  it("after a picture replaced, reuses the bundles, renders every page with its new size, copies its files, and gives the same site as a full build", () => {
    const { dir, content } = copyContent();
    // The pictures copied, not linked: this test replaces one.
    rmSync(path.join(dir, "public"));
    cpSync(source.publicDir, path.join(dir, "public"), { recursive: true });
    const out = path.join(dir, "out");
    const env = { VITRINE_CONTENT_DIR: content, VITRINE_OUT_DIR: out, CI: "1" };
    const first = build(env);
    expect(first.status, first.stderr).toBe(0);

    const manifestPath = path.join(content, "media", "manifest.json");
    const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, { placeholder: string }>;
    writeFileSync(manifestPath, JSON.stringify({ ...manifest, "ash-bowl": { ...manifest["ash-bowl"], placeholder: "#123456" } }, null, 2));
    const picture = path.join(dir, "public", "media", "ash-bowl-480.webp");
    writeFileSync(picture, Buffer.concat([readFileSync(picture), Buffer.from("replaced")]));
    const second = build(env);
    expect(second.status, second.stderr).toBe(0);
    expect(second.stderr).toContain("reusing the previous build's bundles");
    const [, rendered, total] = second.stderr.match(/rendering (\d+) of (\d+) pages/) ?? [];
    expect(Number(rendered)).toBe(Number(total));
    expect(readFileSync(path.join(out, "client", "media", "ash-bowl-480.webp"))).toEqual(readFileSync(picture));

    const full = path.join(dir, "full");
    const reference = build({ ...env, VITRINE_OUT_DIR: full, VITRINE_FULL_BUILD: "1" });
    expect(reference.status, reference.stderr).toBe(0);
    expect(tree(path.join(out, "client"))).toEqual(tree(path.join(full, "client")));
  }, 240_000);
});
