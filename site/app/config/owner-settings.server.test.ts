import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkOwnerSettings } from "../content/owner-settings-check.server";
import { readKitFile } from "./kit-file.server";
import { readSettingsFile, startDespiteBrokenSettings } from "./owner-settings.server";

function contentWith(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), "settings-"));
  mkdirSync(path.join(root, "settings"));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(root, "settings", name), text);
  return root;
}
const demo = path.join(import.meta.dirname, "..", "..", "content");

describe("the owner's settings files", () => {
  it("reads the demo's name, menu and footer", () => {
    expect(readSettingsFile("site", demo)).toMatchObject({ name: "Hollow Oak Studio", language: "en", contactEmail: "hello@hollowoak.example" });
    expect(readSettingsFile("menu", demo).menu?.map((item) => item.label)).toEqual(["Home", "Shop", "Portfolio", "Journal", "About", "Contact"]);
    expect(readSettingsFile("footer", demo).copyright).toBe("© 2026 Hollow Oak Studio");
  });

  it("gives a second language without a name of its own the first language's name, as it is now", () => {
    const root = contentWith({ "site.yaml": "name: Hollow Oak Pottery\nlanguage: en\n" });
    const edition = path.join(root, "editions", "fr");
    mkdirSync(path.join(edition, "settings"), { recursive: true });
    writeFileSync(path.join(edition, "settings", "site.yaml"), "tagline: Grès et porcelaine\nlanguage: fr\n");
    expect(readSettingsFile("site", edition)).toMatchObject({ name: "Hollow Oak Pottery", language: "fr" });
    writeFileSync(path.join(edition, "settings", "site.yaml"), "name:\nlanguage: fr\n");
    expect(readSettingsFile("site", edition).name).toBe("Hollow Oak Pottery");
    // A name of its own stays its own; the first language never takes the second's.
    writeFileSync(path.join(edition, "settings", "site.yaml"), "name: Atelier du Chêne creux\nlanguage: fr\n");
    expect(readSettingsFile("site", edition).name).toBe("Atelier du Chêne creux");
    expect(readSettingsFile("site", root).name).toBe("Hollow Oak Pottery");
  });

  it("gives every default for a menu or footer file that is not there, and says what a missing site file must give", () => {
    const root = contentWith({});
    expect(readSettingsFile("menu", root)).toEqual({});
    expect(readSettingsFile("footer", root)).toEqual({});
    expect(() => readSettingsFile("site", root)).toThrow("content/settings/site.yaml: the file is missing; it gives the site's name");
  });

  it("names the file, the field and the problem", () => {
    const root = contentWith({ "site.yaml": "name: ''\ncontactEmail: studio\n", "menu.yaml": "menu:\n  - label: Shop\n    href: 'javascript:alert(1)'\n", "footer.yaml": "widgets: [\n" });
    expect(() => readSettingsFile("site", root)).toThrow(/^content\/settings\/site\.yaml: name: .*\ncontent\/settings\/site\.yaml: contactEmail: expected an email address such as hello@example\.com/);
    expect(() => readSettingsFile("menu", root)).toThrow(/^content\/settings\/menu\.yaml: menu\[0\]\.href: javascript: addresses are not allowed/);
    expect(() => readSettingsFile("footer", root)).toThrow(/^content\/settings\/footer\.yaml: line \d+, column \d+: YAML syntax error/);
  });

  it("takes links to the owner's pages elsewhere only at https addresses", () => {
    const root = contentWith({ "site.yaml": "name: Studio\nsocial:\n  - href: https://www.instagram.com/studio/\n  - href: http://studio.example/\n  - href: 'javascript:alert(1)'\n" });
    const problems = () => readSettingsFile("site", root);
    expect(problems).toThrow("content/settings/site.yaml: social[1].href: expected an address starting with https://, such as https://www.instagram.com/yourname");
    expect(problems).toThrow(/content\/settings\/site\.yaml: social\[2\]\.href: expected an address starting with https:/);
    expect(problems).not.toThrow(/social\[0\]/);
  });

  it("refuses a menu or footer link to a page the site does not have, and lets other sites' addresses through", () => {
    const root = contentWith({
      "site.yaml": "name: Studio\n",
      "menu.yaml": "menu:\n  - label: Shop\n    href: /shop\n    children:\n      - label: Gone\n        href: /shop/gone-vase#top\n  - label: Elsewhere\n    href: https://example.org/\n",
      "footer.yaml": "widgets:\n  - title: More\n    links:\n      - label: Care\n        href: /care-guide/\n      - label: Old\n        href: /old-page?x=1\n",
    });
    expect(checkOwnerSettings(root, new Set(["/", "/shop", "/care-guide"]), { categories: ["essential", "statistics", "marketing"], needs: [] })).toEqual([
      'content/settings/menu.yaml: menu[0].children[0].href: links to "/shop/gone-vase#top", which is not a page of this site',
      'content/settings/footer.yaml: widgets[0].links[1].href: links to "/old-page?x=1", which is not a page of this site',
    ]);
  });

  it("refuses a logo or site icon the media library does not have, naming the field, and an icon that is not square", () => {
    const root = contentWith({ "site.yaml": "name: Studio\nlogo: old-logo\nfavicon: anagama-firing-at-night\n" });
    mkdirSync(path.join(root, "media"));
    writeFileSync(path.join(root, "media", "manifest.json"), readFileSync(path.join(demo, "media", "manifest.json"), "utf8"));
    expect(checkOwnerSettings(root, new Set(["/"]), { categories: [], needs: [] })).toEqual([
      'content/settings/site.yaml: logo: unknown image "old-logo" (not in content/media/manifest.json)',
      "content/settings/site.yaml: favicon: not square: this picture is 1200 × 800 px; the site icon must be square",
    ]);
    expect(() => readSettingsFile("site", contentWith({ "site.yaml": "name: Studio\nlogo: My Logo.png\n" }))).toThrow("content/settings/site.yaml: logo: expected the name of an image of the media library");
  });
});

// Last in the file: it changes how this process reads broken files from then on.
describe("a process that must start whatever the files hold (the studio)", () => {
  it("reads a broken file as its defaults, telling what to fix, where a build throws", () => {
    const root = contentWith({ "site.yaml": "name: [\n", "menu.yaml": "menu: 3\n", "kit.yaml": "colors: {\n" });
    expect(() => readSettingsFile("menu", root)).toThrow("content/settings/menu.yaml: menu: ");
    const told: string[][] = [];
    startDespiteBrokenSettings((problems) => told.push(problems));
    expect(readSettingsFile("menu", root)).toEqual({});
    // The site's name has no default: it says which file to fix, where every page shows it.
    expect(readSettingsFile("site", root)).toEqual({ name: "Fix content/settings/site.yaml" });
    expect(readKitFile(root)).toEqual({});
    expect(told.map((lines) => lines[0])).toEqual([
      expect.stringMatching(/^content\/settings\/menu\.yaml: menu: /),
      expect.stringMatching(/^content\/settings\/site\.yaml: line \d+, column \d+: YAML syntax error/),
      expect.stringMatching(/^content\/settings\/kit\.yaml: line \d+, column \d+: YAML syntax error/),
    ]);
    // A good file still reads as it is.
    expect(readSettingsFile("footer", demo).copyright).toBe("© 2026 Hollow Oak Studio");
  });
});

describe("a second language's settings (docs/decisions/046-two-languages-on-one-site.md)", () => {
  const site = mkdtempSync(path.join(tmpdir(), "edition-settings-"));
  for (const [name, text] of Object.entries({
    "settings/site.yaml": "name: Atelier\nlanguage: en\n",
    "settings/consent.yaml": "services:\n  - service: youtube\n",
    "settings/kit.yaml": "colors:\n  primary: '#884422'\n",
    "editions/fr/settings/site.yaml": "name: Atelier\nlanguage: de\n",
    "editions/fr/settings/consent.yaml": "services:\n  - service: vimeo\n",
  })) {
    mkdirSync(path.dirname(path.join(site, name)), { recursive: true });
    writeFileSync(path.join(site, name), text);
  }
  const french = path.join(site, "editions", "fr");

  it("say the edition's folder's language, and leave the choice of services to the first language", () => {
    expect(checkOwnerSettings(french, new Set(["/"]), { categories: ["essential", "statistics", "marketing"], needs: [] })).toEqual([
      "content/editions/fr/settings/site.yaml: language: this edition is the folder editions/fr, so its language is fr (it says de)",
      "content/editions/fr/settings/consent.yaml: services[0].service: Vimeo is not ticked in the site's first language, where the services are chosen for both",
    ]);
  });

  it("share the first language's kit when the edition has none", () => {
    expect(readKitFile(french)).toEqual({ colors: { primary: "#884422" } });
  });
});
