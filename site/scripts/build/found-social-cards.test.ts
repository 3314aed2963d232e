import { existsSync, linkSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { cardFile, cardInputsOf, type CardSite } from "../../app/config/social-card.server";
import { makeSocialCards } from "./found-social-cards";

const site: CardSite = {
  name: "Atelier",
  language: "fr",
  kit: { colors: { background: "#fbf8f3", text: "#1f1b16", primary: "#8a4b2a", muted: "#5c534a" }, fonts: { heading: "georgia", body: "system-sans" } },
};
const head = (image: string, alt: string) => `<head><meta property="og:image" content="https://example.com/media/cards/${image}"/><meta property="og:image:alt" content="${alt}"/></head>`;

describe("the build's social cards", () => {
  const root = mkdtempSync(path.join(tmpdir(), "social-cards-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const dirs = { pagesDir: path.join(root, "client"), mediaDir: path.join(root, "client", "media"), cacheDir: path.join(root, "cache") };
  const about = cardFile(cardInputsOf("À propos", site));

  it("makes each card the pages name, once: drawn from the title, or the picture cropped; none again on the next build", async () => {
    mkdirSync(path.join(dirs.pagesDir, "about"), { recursive: true });
    mkdirSync(path.join(dirs.pagesDir, "team"), { recursive: true });
    mkdirSync(dirs.mediaDir, { recursive: true });
    writeFileSync(path.join(dirs.pagesDir, "about", "index.html"), head(about, "À propos"));
    writeFileSync(path.join(dirs.pagesDir, "team", "index.html"), head(about, "À propos"));
    writeFileSync(path.join(dirs.pagesDir, "jug.html"), head("jug-1200.jpg", "A jug"));
    writeFileSync(path.join(dirs.mediaDir, "jug-1200.webp"), await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#336699" } }).webp().toBuffer());

    expect(await makeSocialCards(dirs, site)).toEqual({ drawn: 1, cropped: 1, problems: [] });
    expect(existsSync(path.join(dirs.mediaDir, "cards", about))).toBe(true);
    expect((await sharp(path.join(dirs.mediaDir, "cards", "jug-1200.jpg")).metadata()).height).toBe(630);

    rmSync(path.join(dirs.mediaDir, "cards"), { recursive: true });
    expect(await makeSocialCards(dirs, site)).toEqual({ drawn: 0, cropped: 0, problems: [] });
    expect(existsSync(path.join(dirs.mediaDir, "cards", about))).toBe(true);
  });

  it("writes a replaced picture's card as a new file, leaving the previous build's, linked into this one, as it was", async () => {
    const previous = path.join(root, "previous-jug-1200.jpg");
    writeFileSync(previous, "the previous build's card");
    rmSync(path.join(dirs.mediaDir, "cards", "jug-1200.jpg"), { force: true });
    linkSync(previous, path.join(dirs.mediaDir, "cards", "jug-1200.jpg"));
    writeFileSync(path.join(dirs.mediaDir, "jug-1200.webp"), await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#993366" } }).webp().toBuffer());
    await makeSocialCards(dirs, site);
    expect(readFileSync(previous, "utf8")).toBe("the previous build's card");
    expect((await sharp(path.join(dirs.mediaDir, "cards", "jug-1200.jpg")).metadata()).height).toBe(630);
  });

  it("removes, in the first language's run, the cards no page names any more", async () => {
    writeFileSync(path.join(dirs.mediaDir, "cards", "0123456789abcdef.png"), "an old title's card");
    await makeSocialCards({ ...dirs, prune: true }, site);
    expect(existsSync(path.join(dirs.mediaDir, "cards", "0123456789abcdef.png"))).toBe(false);
    expect(existsSync(path.join(dirs.mediaDir, "cards", about))).toBe(true);
  });

  it("draws the page's title under the picture card's name when the picture cannot be read, and warns", async () => {
    const warnings: string[] = [];
    writeFileSync(path.join(dirs.pagesDir, "vase.html"), head("vase-1200.jpg", "A vase").replace("<head>", '<head><meta property="og:title" content="Vase — Atelier"/>'));
    writeFileSync(path.join(dirs.mediaDir, "vase-1200.webp"), "");
    expect((await makeSocialCards(dirs, site, (m) => warnings.push(m))).problems).toEqual([]);
    expect((await sharp(path.join(dirs.mediaDir, "cards", "vase-1200.jpg")).metadata()).format).toBe("jpeg");
    expect(warnings).toEqual([expect.stringContaining("vase-1200.webp")]);
    rmSync(path.join(dirs.mediaDir, "cards"), { recursive: true });
    expect((await makeSocialCards(dirs, site, () => {})).drawn).toBe(0);
    expect(existsSync(path.join(dirs.mediaDir, "cards", "vase-1200.jpg"))).toBe(true);
  });

  it("refuses a page whose card does not show its title, or whose picture is not the site's", async () => {
    writeFileSync(path.join(dirs.pagesDir, "jug.html"), head(about, "Contact"));
    writeFileSync(path.join(dirs.pagesDir, "gone.html"), head("gone-1200.jpg", "Gone"));
    const { problems } = await makeSocialCards(dirs, site);
    expect(problems).toEqual(expect.arrayContaining([expect.stringContaining("jug.html"), expect.stringContaining("gone-1200")]));
  });
});
