import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { PageBlocks } from "../blocks/page-blocks";
import { readContent } from "../content/content-store.server";
import { resolvePage } from "../content/page-view.server";
import { copyFixtures } from "../content/test-helpers";
import { validateContent } from "../content/validate.server";
import type { AnyWidgetDefinition } from "./define-widget";
import { scanFeatureWidgets, scanWidgetFolders } from "./load-site-widgets.server";
import { siteWidgets } from "./site-widgets";
import { createWidgetRegistry } from "./widget-registry";

const here = path.dirname(fileURLToPath(import.meta.url));
const featuresDir = path.join(here, "../features");
// Every folder holding its `{type}.widget.tsx`, and every `{type}.widget.tsx` in a feature's
// folder, sorted: each widget added is one folder (or one feature's file) more.
const folderTypes = readdirSync(here, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(here, entry.name, `${entry.name}.widget.tsx`)))
  .map((entry) => entry.name);
const featureTypes = readdirSync(featuresDir, { withFileTypes: true, recursive: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith(".widget.tsx") && path.dirname(entry.parentPath) === featuresDir)
  .map((entry) => entry.name.slice(0, -".widget.tsx".length));
const types = [...folderTypes, ...featureTypes].sort();

let site: ReturnType<typeof copyFixtures> | undefined;
afterEach(() => site?.cleanup());

describe("the site's widgets, one folder each", () => {
  it("are all found, under Vite (import.meta.glob) and under plain Node (a folder scan) alike", async () => {
    expect(types).toEqual(expect.arrayContaining(["form", "heading", "lazy-video", "text"]));
    expect(siteWidgets!.all.map((w) => w.type)).toEqual(types);
    const scanned = createWidgetRegistry({ ...(await scanWidgetFolders(here)), ...(await scanFeatureWidgets(featuresDir)) });
    expect(scanned.all.map((w) => w.type)).toEqual(types);
  });

  it("import the rest of the site by relative paths: the router's config reads content without the ~ alias", () => {
    const sources = Object.keys(import.meta.glob(["./**/*.{ts,tsx}", "!./**/*.test.{ts,tsx}"]));
    expect(sources.length).toBeGreaterThan(15);
    const aliased = sources.filter((file) => /^import (?!type )[^;]*from "~\//m.test(readFileSync(path.join(here, file), "utf8")));
    expect(aliased).toEqual([]);
  });
});

describe("createWidgetRegistry", () => {
  const heading = siteWidgets!.get("heading")!;

  it("refuses a file whose folder, name and type disagree, and a type defined twice", () => {
    expect(() => createWidgetRegistry({ "./title/title.widget.tsx": heading })).toThrow(
      './title/title.widget.tsx: a widget lives in widgets/<type>/<type>.widget.tsx or features/<name>/<type>.widget.tsx and its default export has that type (found "heading")',
    );
    expect(() => createWidgetRegistry({ "../features/words/title.widget.tsx": heading })).toThrow(/features\/<name>\/<type>\.widget\.tsx/);
    expect(createWidgetRegistry({ "../features/words/heading.widget.tsx": heading }).get("heading")).toBe(heading);
    expect(() => createWidgetRegistry({ "./heading/index.tsx": heading })).toThrow(/widgets\/<type>\/<type>\.widget\.tsx/);
    expect(() => createWidgetRegistry({ "./heading/heading.widget.tsx": heading, "/elsewhere/heading/heading.widget.tsx": heading })).toThrow(
      '/elsewhere/heading/heading.widget.tsx: the widget type "heading" is defined twice',
    );
    expect(() => createWidgetRegistry({})).toThrow("No widget definitions found");
  });

  it("reads a content widget through the union of the definitions' schemas, naming the types when one is unknown", () => {
    expect(siteWidgets!.schema.safeParse({ type: "spacer" }).data).toEqual({ type: "spacer", size: "m" });
    const result = siteWidgets!.schema.safeParse({ type: "video" });
    expect(result.error?.issues[0]).toMatchObject({ code: "invalid_union", path: ["type"] });
  });
});

describe("a widget added as one folder (widgets/__fixtures__/sparkle)", () => {
  async function withSparkle(text: string) {
    const files: Record<string, AnyWidgetDefinition> = {
      ...(await scanWidgetFolders(here)),
      ...(await scanFeatureWidgets(featuresDir)),
      ...(await scanWidgetFolders(path.join(here, "__fixtures__"))),
    };
    site = copyFixtures();
    site.write(
      "pages/stars.yaml",
      ["title: Stars", "description: A page with a sparkle.", "sections:", "  - columns:", "      - widgets:", "          - { type: heading, text: Stars, level: 1 }", `          - { type: sparkle, text: ${text}, stars: 2 }`].join("\n"),
    );
    return createWidgetRegistry(files);
  }

  it("is checked by the content validator: its schema, its rules, and the file and field of a problem", async () => {
    const widgets = await withSparkle("Bright");
    const validate = (registry = widgets) => validateContent({ root: site!.root, publicDir: site!.publicDir, siteConfig: false, widgets: registry });
    expect(await validate()).toEqual([]);
    expect((await validate(siteWidgets!))[0]).toBe(
      `content/pages/stars.yaml: sections[0].columns[0].widgets[1].type: expected one of ${types.map((t) => `"${t}"`).join(", ")}, received "sparkle"`,
    );
    site!.edit("pages/stars.yaml", (t) => t.replace("text: Bright", "text: dull"));
    expect(await validate()).toEqual(["content/pages/stars.yaml: sections[0].columns[0].widgets[1].text: a sparkle cannot be dull"]);
    site!.edit("pages/stars.yaml", (t) => t.replace("stars: 2", "stars: 9"));
    expect(await validate()).toContain("content/pages/stars.yaml: sections[0].columns[0].widgets[1].stars: expected at most 5, received 9");
  });

  it("is resolved and rendered with the page", async () => {
    const widgets = await withSparkle("Bright");
    const store = await readContent(site!.root, { widgets });
    const page = resolvePage(store, store.pages.find((p) => p.slug === "stars")!);
    expect(page.sections[0]!.columns[0]!.widgets[1]).toEqual({ type: "sparkle", animate: undefined, line: "✦✦ Bright" });
    expect(renderToStaticMarkup(<PageBlocks page={page} widgets={widgets} />)).toContain(
      '<div class="widget widget--sparkle"><p class="sparkle">✦✦ Bright</p></div>',
    );
  });
});
