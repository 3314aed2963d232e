import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { checkSettingsFile } from "../../app/config/owner-settings.server";
import { categoryWordDefaults } from "../../app/words/category-words";
import { categoryWords, shippedLanguages } from "../../app/words/languages";
import { createSite } from "./create-site";
import { starterWords } from "./starter-words";

const sitePublic = fileURLToPath(new URL("../../public", import.meta.url));
const demoContent = fileURLToPath(new URL("../../content", import.meta.url));
let temp: string;
afterEach(() => rmSync(temp, { recursive: true, force: true }));

function make(options: Parameters<typeof createSite>[1] = {}) {
  temp = mkdtempSync(path.join(tmpdir(), "new-site-"));
  const dir = path.join(temp, "my-site");
  return { dir, result: createSite(dir, { name: "Ada's Pottery", email: "ada@example.com", ...options }, sitePublic) };
}
const read = (dir: string, file: string) => readFileSync(path.join(dir, file), "utf8");

describe("npm run new-site: the files of a new site", () => {
  it("writes the owner's settings, four pages to fill, the favicon and an empty media folder", () => {
    const { dir, result } = make({ url: "https://ada.example", tagline: "Bowls and jugs" });
    expect(result.ok).toBe(true);
    expect(parse(read(dir, "content/settings/site.yaml"))).toEqual({
      name: "Ada's Pottery",
      tagline: "Bowls and jugs",
      language: "en",
      contactEmail: "ada@example.com",
      url: "https://ada.example",
      social: [],
    });
    expect(readdirSync(path.join(dir, "content/pages")).sort()).toEqual(["about.yaml", "contact.yaml", "home.yaml", "privacy-policy.yaml"]);
    expect(parse(read(dir, "content/pages/home.yaml")).sections[0].columns[0].widgets[0].text).toBe("Welcome to Ada's Pottery");
    expect(readdirSync(path.join(dir, "public/media"))).toEqual([]);
    expect(existsSync(path.join(dir, "public/favicon.svg"))).toBe(true);
    // No demo product, post or image.
    expect(existsSync(path.join(dir, "content/products"))).toBe(false);
    expect(existsSync(path.join(dir, "content/posts"))).toBe(false);
    expect(JSON.parse(read(dir, "content/media/manifest.json"))).toEqual({});
  });

  it("shows the tagline given at the foot of every page, with no note to fill in beside it", () => {
    const { dir } = make({ tagline: "Bowls and jugs" });
    expect(parse(read(dir, "content/settings/site.yaml")).tagline).toBe("Bowls and jugs");
    // The footer shows the site's tagline itself (theme/site-footer.tsx): no area holds a text of its own.
    const footer = read(dir, "content/settings/footer.yaml");
    expect(parse(footer).widgets.flatMap((w: { text?: string }) => (w.text ? [w.text] : []))).toEqual([]);
    expect(footer).not.toContain("Say in one sentence");
  });

  it("passes each settings file's own check, with no outside service and a menu and footer to the new pages", () => {
    const { dir } = make();
    for (const name of ["site", "menu", "footer", "consent"] as const) expect(checkSettingsFile(name, path.join(dir, "content")).problems).toEqual([]);
    expect(parse(read(dir, "content/settings/consent.yaml")).services).toEqual([]);
    expect(parse(read(dir, "content/settings/menu.yaml")).menu.map((i: { href: string }) => i.href)).toEqual(["/", "/about", "/contact"]);
    const footerLinks = parse(read(dir, "content/settings/footer.yaml")).widgets.flatMap((w: { links: { href: string }[] }) => w.links.map((l) => l.href));
    expect(footerLinks).toEqual(["mailto:ada@example.com", "/contact", "/privacy-policy"]);
    // Not the demo's colours: a kit of its own.
    expect(read(dir, "content/settings/kit.yaml")).not.toBe(read(demoContent, "settings/kit.yaml"));
  });

  it("gives the contact page the site's form and the privacy page the consent layers' lists and the objection to the visit count", () => {
    const { dir } = make();
    const widgets = (file: string) => parse(read(dir, file)).sections.flatMap((s: { columns: { widgets: { type: string }[] }[] }) => s.columns.flatMap((c) => c.widgets.map((w) => w.type)));
    expect(widgets("content/pages/contact.yaml")).toContain("form");
    expect(widgets("content/pages/privacy-policy.yaml")).toEqual(expect.arrayContaining(["cookie-list", "service-list", "consent-id", "visits-objection"]));
    expect(read(dir, "content/pages/privacy-policy.yaml")).toContain("ada@example.com");
  });

  it.each(["fr", "de", "ar"])("writes the pages, menu and tagline in %s when the site speaks it", (language) => {
    const { dir } = make({ language });
    const words = starterWords[language]!;
    expect(parse(read(dir, "content/settings/site.yaml"))).toMatchObject({ language, tagline: words.tagline });
    expect(parse(read(dir, "content/settings/menu.yaml")).menu[1].label).toBe(words.menu.about);
    const about = read(dir, "content/pages/about.yaml");
    expect(about).toContain(words.about.heading.replace("{name}", "Ada's Pottery"));
    expect(about).not.toContain(starterWords.en!.about.text);
  });

  it("has starter words and consent category words for every language the site ships", () => {
    expect(Object.keys(starterWords).sort()).toEqual([...shippedLanguages].sort());
    // Each language's words file words the categories in its language (a missing one is a type error there).
    const translated = shippedLanguages.filter((language) => categoryWords(language).layer2.essential.name !== categoryWordDefaults.layer2.essential.name);
    expect(translated).toEqual(shippedLanguages.filter((language) => language !== "en"));
    // French sets `:`, `;`, `?` and `!` apart with a space that never breaks (app/words/languages/fr.ts).
    expect(JSON.stringify(starterWords.fr).match(/[^"]{0,30} [:;?!]/g) ?? []).toEqual([]);
  });
});

describe("npm run new-site: what it refuses", () => {
  it("writes nothing into a folder that has files, and says what to do", () => {
    temp = mkdtempSync(path.join(tmpdir(), "new-site-"));
    const dir = path.join(temp, "taken");
    mkdirSync(dir);
    writeFileSync(path.join(dir, "notes.txt"), "mine");
    const result = createSite(dir, { name: "Ada's Pottery", email: "ada@example.com" }, sitePublic);
    expect(result).toEqual({ ok: false, problems: [expect.stringMatching(/already has files in it, and nothing is written over them\. Choose a new or empty folder with --dir/)] });
    expect(readdirSync(dir)).toEqual(["notes.txt"]);
  });

  it("accepts an empty folder", () => {
    temp = mkdtempSync(path.join(tmpdir(), "new-site-"));
    expect(createSite(temp, { name: "Ada", email: "ada@example.com" }, sitePublic).ok).toBe(true);
  });

  it.each([
    [{ name: "  " }, "Name: give your site's name"],
    [{ name: "A".repeat(81) }, "keep it to 80"],
    [{ name: "Ada <b>" }, "Name: use letters, numbers and punctuation only"],
    [{ email: "ada@" }, 'Email: "ada@" is not an email address; write it like hello@example.com.'],
    [{ email: "" }, "Email: give the address visitors can write to"],
    [{ url: "ada.example" }, 'Address: "ada.example" is not a web address'],
    [{ url: "ftp://ada.example" }, "is not a web address"],
    [{ language: "xx" }, 'Language: "xx" is not one the site speaks yet; choose one of en, '],
  ])("refuses %j with a plain message and writes nothing", (bad, message) => {
    const { dir, result } = make(bad);
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.problems.join("\n")).toContain(message);
    expect(existsSync(dir)).toBe(false);
  });
});
