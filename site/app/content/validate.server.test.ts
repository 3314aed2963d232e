import { afterEach, describe, expect, it } from "vitest";
import { readContent } from "./content-store.server";
import { contentSlugs } from "./slugs.server";
import { copyFixtures } from "./test-helpers";
import { validateContent } from "./validate.server";

let site: ReturnType<typeof copyFixtures> | undefined;
afterEach(() => site?.cleanup());

function setup() {
  site = copyFixtures();
  return site;
}

async function validate() {
  return validateContent({ root: site!.root, publicDir: site!.publicDir, siteConfig: false });
}

describe("validateContent", () => {
  it("accepts the fixture site", async () => {
    setup();
    expect(await validate()).toEqual([]);
  });

  it("refuses two spellings of a category that would share one listing address", async () => {
    setup().edit("products/ash-bowl.md", (t) => t.replace(/^category: .*$/m, "category: vases!"));
    expect(await validate()).toEqual([
      'content/products/celadon-vase.md: category "Vases" and "vases!" would share the address /shop/category/vases; spell them the same',
    ]);
  });

  it("names the file, the field and the received value", async () => {
    setup().edit("products/celadon-vase.md", (t) => t.replace("price: 48", "price: ten"));
    expect(await validate()).toEqual(['content/products/celadon-vase.md: price: expected a number, received "ten"']);
  });

  it("collects every problem, not just the first", async () => {
    const s = setup();
    s.edit("products/celadon-vase.md", (t) => t.replace("price: 48", "price: ten").replace("category: Vases\n", ""));
    s.edit("posts/first-firing.md", (t) => t.replace("date: 2026-01-12", "date: 12/01/2026"));
    s.edit("pages/home.yaml", (t) => t.replace("type: spacer", "type: spacer").replace("level: 1", "level: 7"));
    expect(await validate()).toEqual([
      'content/posts/first-firing.md: date: expected a date written as YYYY-MM-DD, received "12/01/2026"',
      'content/products/celadon-vase.md: price: expected a number, received "ten"',
      "content/products/celadon-vase.md: category: required (expected a string)",
      "content/pages/home.yaml: sections[0].columns[0].widgets[0].level: expected at most 4, received 7",
    ]);
  });

  it("reports YAML syntax errors with their line", async () => {
    const s = setup();
    s.edit("products/ash-bowl.md", (t) => t.replace("price: 32.5", "price: [32.5"));
    s.write("pages/about.yaml", "title: About\ndescription: x\ndescription: y\n");
    expect(await validate()).toEqual([
      "content/products/ash-bowl.md: line 4, column 1: YAML syntax error: Flow sequence in block collection must be sufficiently indented and end with a ]",
      "content/pages/about.yaml: line 3, column 1: YAML syntax error: Map keys must be unique",
    ]);
  });

  describe("pages written as JSON", () => {
    const about = {
      title: "About",
      description: "Who makes the pots.",
      sections: [{ columns: [{ widgets: [{ type: "heading", text: "About the studio", level: 1 }, { type: "text", markdown: "Hello." }] }] }],
    };

    it("are read through the same schema as YAML pages", async () => {
      const s = setup();
      s.write("pages/about.json", JSON.stringify(about, null, 2));
      expect(await validate()).toEqual([]);
      const store = await readContent(s.root);
      expect(store.pages.find((p) => p.slug === "about")?.data.title).toBe("About");
      expect(contentSlugs(s.root).pages).toContain("about");
    });

    it("name the file, the field and the received value", async () => {
      const s = setup();
      s.write("pages/about.json", JSON.stringify({ ...about, description: 5, headr: true }, null, 2));
      expect(await validate()).toEqual([
        "content/pages/about.json: description: expected a string, received 5",
        'content/pages/about.json: unknown field "headr"',
      ]);
    });

    it("report a syntax error with its line, and a page written twice", async () => {
      const s = setup();
      s.write("pages/about.json", '{\n  "title": "About",\n  "description": "x"\n  "sections": []\n}\n');
      s.write("pages/home.json", JSON.stringify(about));
      const problems = await validate();
      expect(problems).toContainEqual(expect.stringMatching(/^content\/pages\/about\.json: line 4, column 3: JSON syntax error: /));
      expect(problems).toContain('content/pages/home.yaml: "home" is already defined by content/pages/home.json; keep one of the two files');
    });
  });

  it("reports a Markdown file without front matter", async () => {
    setup().write("posts/notes.md", "Just text.");
    expect(await validate()).toEqual([
      'content/posts/notes.md: missing front matter (start the file with a line "---", the fields, then "---")',
    ]);
  });

  it("reports unknown image names wherever they are used", async () => {
    const s = setup();
    s.edit("posts/first-firing.md", (t) => t.replace("image: kiln-1", "image: kiln-9").replace("media:celadon-vase", "media:no-such"));
    s.edit("pages/home.yaml", (t) => t.replace("image: celadon-vase", "image: missing-vase"));
    expect(await validate()).toEqual([
      'content/posts/first-firing.md: cover.image: unknown image "kiln-9" (not in content/media/manifest.json)',
      'content/posts/first-firing.md: body: unknown image "no-such" (not in content/media/manifest.json)',
      'content/pages/home.yaml: sections[1].columns[0].widgets[0].image: unknown image "missing-vase" (not in content/media/manifest.json)',
    ]);
  });

  it("reports duplicate SKUs", async () => {
    setup().edit("products/celadon-vase.md", (t) => t.replace("sku: HO-002", "sku: HO-001"));
    expect(await validate()).toEqual([
      'content/products/celadon-vase.md: sku: duplicate "HO-001" (also used by content/products/ash-bowl.md)',
    ]);
  });

  it("requires at least 3 images in a gallery post", async () => {
    setup().edit("posts/kiln-diary.md", (t) => t.replace("  - { image: kiln-3, alt: Ash glaze running down a jar }\n", ""));
    expect(await validate()).toEqual(["content/posts/kiln-diary.md: gallery: gallery posts need at least 3 images, received 2"]);
  });

  it("reports page slugs that clash with built-in routes, duplicate ids and broken links", async () => {
    const s = setup();
    s.write("pages/shop.yaml", "title: Shop\ndescription: x\nsections:\n  - columns:\n      - widgets:\n          - { type: heading, text: Shop, level: 1 }\n");
    s.edit("pages/care-guide.yaml", (t) => t.replace("id: heat", "id: washing"));
    s.edit("pages/home.yaml", (t) => t.replace("href: /shop", "href: /shopp"));
    expect(await validate()).toEqual([
      'content/pages/home.yaml: sections[0].columns[0].widgets[1].href: links to "/shopp", which is not a page of this site',
      'content/pages/care-guide.yaml: sections[0].columns[0].widgets[4].id: duplicate id "washing" (also used at sections[0].columns[0].widgets[2])',
      'content/pages/shop.yaml: the slug "shop" clashes with the built-in route /shop; rename the file',
    ]);
  });

  it("requires exactly one level-1 heading per page", async () => {
    setup().edit("pages/care-guide.yaml", (t) => t.replace("text: Care guide, level: 1", "text: Care guide"));
    expect(await validate()).toEqual([
      "content/pages/care-guide.yaml: sections: expected exactly one heading with level 1 (the page's main title), found 0",
    ]);
  });

  it("requires the home page and the manifest", async () => {
    const s = setup();
    s.remove("pages/home.yaml");
    s.remove("media/manifest.json");
    const problems = await validate();
    expect(problems[0]).toBe("content/media/manifest.json: missing (every image is listed there with its sizes)");
    expect(problems).toContain("content/pages/home.yaml: missing (the home page at / is built from it)");
  });

  it("reports media files listed in the manifest but missing", async () => {
    const s = setup();
    s.edit("media/manifest.json", (t) => t.replace('"widths": [480, 800], "placeholder": "#7a3e22"', '"widths": [480, 800, 1200], "placeholder": "#7a3e22"'));
    expect(await validate()).toEqual(["content/media/manifest.json: kiln-1.widths: the file public/media/kiln-1-1200.webp is missing"]);
  });
});
