import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { PageBlocks } from "../../blocks/page-blocks";
import { readContent } from "../../content/content-store.server";
import { resolvePage } from "../../content/page-view.server";
import { collectDocuments } from "~/search/collect-documents.server";
import { indexableContent } from "~/content/search-documents.server";
import { copyFixtures } from "../../content/test-helpers";
import { validateContent } from "../../content/validate.server";
import { siteData } from "../../content/site-data.server";

const siteCategories = () => siteData().policyCategories;

let site: ReturnType<typeof copyFixtures> | undefined;
afterEach(() => site?.cleanup());

/** A fixture site with a policy page whose cookie-list widget is `widget` (YAML flow map). */
function withPolicy(widget: string, extra = "") {
  site = copyFixtures();
  site.write(
    "pages/policy.yaml",
    [
      "title: Policy",
      "description: Cookies.",
      "sections:",
      "  - columns:",
      "      - widgets:",
      "          - { type: heading, text: Policy, level: 1 }",
      "          - { type: toc }",
      extra,
      `          - ${widget}`,
    ]
      .filter(Boolean)
      .join("\n"),
  );
  return site;
}

const validate = () => validateContent({ root: site!.root, publicDir: site!.publicDir, siteConfig: false });

describe("cookie-list widget", () => {
  it("accepts a plain entry", async () => {
    withPolicy("{ type: cookie-list }");
    expect(await validate()).toEqual([]);
  });

  it("fails a malformed entry with the file and the field", async () => {
    withPolicy('{ type: cookie-list, level: 7, notes: { analytics: 3 }, colour: "red" }');
    expect(await validate()).toEqual([
      "content/pages/policy.yaml: sections[0].columns[0].widgets[2].level: expected at most 4, received 7",
      "content/pages/policy.yaml: sections[0].columns[0].widgets[2].notes.analytics: expected a string, received 3",
      'content/pages/policy.yaml: sections[0].columns[0].widgets[2]: unknown field "colour"',
    ]);
  });

  it("fails notes for a category site.config.ts does not have", async () => {
    withPolicy("{ type: cookie-list, notes: { marketing: Hello. } }");
    const slugs = siteCategories().map((c) => `"${c.slug}"`).join(", ");
    expect(await validate()).toEqual([
      `content/pages/policy.yaml: sections[0].columns[0].widgets[2].notes.marketing: no consent category "marketing" in site.config.ts (the categories are ${slugs})`,
    ]);
  });

  it("reports a heading id that clashes with a category's", async () => {
    withPolicy("{ type: cookie-list }", "          - { type: heading, text: Analytics, id: cookies-analytics }");
    expect(await validate()).toEqual([
      "content/pages/policy.yaml: sections[0].columns[0].widgets[3].id: duplicate id \"cookies-analytics\" (also used at sections[0].columns[0].widgets[2])",
    ]);
  });

  it("renders the site's categories as static HTML and lists them in the table of contents", async () => {
    withPolicy("{ type: cookie-list, level: 2, notes: { analytics: 'Read **this**.' } }");
    const store = await readContent(site!.root);
    const page = resolvePage(store, store.pages.find((p) => p.slug === "policy")!);
    const [, toc, list] = page.sections[0]!.columns[0]!.widgets;
    const categories = siteCategories();
    expect(toc).toMatchObject({ type: "toc", entries: categories.map((c) => ({ id: `cookies-${c.slug}`, text: c.name, level: 2 })) });
    expect(list?.type).toBe("cookie-list");
    const html = renderToStaticMarkup(createElement(PageBlocks, { page }));
    for (const c of categories) expect(html).toContain(`<h2 id="cookies-${c.slug}">${c.name}</h2>`);
    expect(html).toContain("<p>Read <strong>this</strong>.</p>");
    expect(html).toContain("<code>viewed_<wbr/>cookie_<wbr/>policy</code>");
  });

  it("is searchable by its categories, notes and cookie names", async () => {
    withPolicy("{ type: cookie-list, notes: { analytics: Clarity masks typed text. } }");
    const docs = collectDocuments(indexableContent(await readContent(site!.root)));
    const text = docs.find((d) => d.url === "/policy")?.text ?? "";
    expect(text).toContain("Analytics");
    expect(text).toContain("Clarity masks typed text.");
    expect(text).toContain("CookieLawInfoConsent");
  });
});
