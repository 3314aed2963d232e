import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { splitFrontMatter } from "../../server/content/markdown-file";
import { escapeBlockStarts } from "./extensions";
import { keepOwnerText, richReadiness, sameDrawing, toDocument, toMarkdown } from "./round-trip";

const postsDir = path.resolve("site", "content", "posts");
const posts = readdirSync(postsDir)
  .filter((name) => name.endsWith(".md"))
  .map((name) => ({ name, body: splitFrontMatter(readFileSync(path.join(postsDir, name), "utf8")).body }));

/** What the rich editor writes for a body it opened and the owner did not touch. */
const reopened = (body: string) => keepOwnerText(body, toMarkdown(toDocument(body)));

describe("the demo's posts in the rich editor", () => {
  it.each(posts)("$name opens rich and saves as it was, or opens as Markdown with a reason", ({ name, body }) => {
    const readiness = richReadiness(body);
    if (readiness.rich) {
      expect(reopened(body)).toBe(body);
    } else {
      expect(readiness.reasons.length, name).toBeGreaterThan(0);
      // What the check refused is really lost by the editor: the page would change.
      expect(sameDrawing(body, toMarkdown(toDocument(body)))).toBe(false);
    }
  });

  it("names the parts of the demo's posts the editor can't show, in plain words", () => {
    const reasons = Object.fromEntries(posts.map(({ name, body }) => [name, richReadiness(body)]));
    expect(reasons["four-days-and-nights-the-autumn-anagama-firing.md"]).toEqual({ rich: false, reasons: ["an embedded player written as HTML"] });
    expect(reasons["why-prints-come-in-editions-of-twenty-five.md"]).toEqual({ rich: false, reasons: ["a link written as HTML"] });
    // A player written as a plain link (pulling-a-handle.md) is a link to the editor, and a player on the page.
    expect(reasons["pulling-a-handle.md"]).toEqual({ rich: true });
    expect(posts.filter(({ body }) => richReadiness(body).rich).length).toBe(7);
  });

  it("an edit rewrites the edited block only: the others keep their line breaks and spelling", () => {
    const body = "Intro line one\nline two, _soft_.\n\n## Section\n\nA paragraph\nwrapped by hand.\n";
    const doc = toDocument(body);
    doc.content![2] = { type: "paragraph", content: [{ type: "text", text: "A new paragraph." }] };
    expect(keepOwnerText(body, toMarkdown(doc))).toBe("Intro line one\nline two, _soft_.\n\n## Section\n\nA new paragraph.\n");
  });
});

describe("what the rich editor can't show opens as Markdown, named", () => {
  it.each([
    ["<iframe src=\"https://www.youtube-nocookie.com/embed/x\"></iframe>\n", "an embedded player written as HTML"],
    ["Read <a class=\"new-tab\" href=\"https://example.org\">this</a>.\n", "a link written as HTML"],
    ["Some <span style=\"color:red\">red</span>.\n", "HTML written by hand"],
    ["| a | b |\n|---|---|\n| 1 | 2 |\n", "a table"],
    ["# A second title\n\nText.\n", "a heading of another size than the editor's heading and subheading"],
    ["- [ ] glaze the jugs\n- [x] fire the kiln\n", "a checklist"],
  ])("%j", (body, reason) => {
    expect(richReadiness(body)).toEqual({ rich: false, reasons: [reason] });
  });

  it("a difference with no name of its own still opens as Markdown, saying so", () => {
    // Two lists with different bullets are two lists on the page; the editor would make one.
    expect(richReadiness("* one\n* two\n\n+ three\n")).toEqual({ rich: false, reasons: ["Markdown the rich editor would write another way"] });
  });

  it("what the toolbar makes and the site reads opens rich: headings, bold, italic, links, lists, quotes, media images", () => {
    const body = "## Day one\n\nWe lit the **firebox** at _dawn_, see [the kiln](/blog/kiln).\n\n- wood\n- ash\n\n1. load\n2. fire\n\n> Hot.\n\n![The kiln](media:kiln-wood-stack)\n\n### Night\n\nStoking.\n";
    expect(richReadiness(body)).toEqual({ rich: true });
    expect(reopened(body)).toBe(body);
  });
});

describe("text typed in the rich editor stays text on the site", () => {
  it.each(["2026. A year of clay", "# not a heading", "- not a list", "+ not a list", "---", "===", "> not a quote", "a *star*, an _underscore_, [brackets](x) and <b>a tag</b>"])("%j", (text) => {
    const doc = { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text }] }] };
    const markdown = toMarkdown(doc);
    expect(toDocument(markdown).content).toEqual(doc.content);
  });

  it("escapes only a line's start that would begin another block", () => {
    expect(escapeBlockStarts("2026. A year\nwe fired 12. Then\n# one\n- two\n--\nplain")).toBe("2026\\. A year\nwe fired 12. Then\n\\# one\n\\- two\n\\--\nplain");
  });
});

describe("a paragraph wrapped by hand in the file", () => {
  it("flows in the editor as on the page, and is written back as it stands when untouched", () => {
    const body = "A paragraph\nwrapped by hand\n   and indented.\n";
    expect(toDocument(body).content).toEqual([{ type: "paragraph", content: [{ type: "text", text: "A paragraph wrapped by hand and indented." }] }]);
    expect(reopened(body)).toBe(body);
  });
});
