import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { writeYaml } from "./yaml-writer";

const pagesDir = path.join(import.meta.dirname, "..", "..", "..", "site", "content", "pages");
const demoPages = readdirSync(pagesDir).filter((name) => name.endsWith(".yaml"));

/** The lines of `after` that differ from `before`, by position (same line count) or as a plain diff count. */
function changedLines(before: string, after: string): string[] {
  const a = before.split("\n");
  const b = after.split("\n");
  expect(b.length).toBe(a.length);
  return b.filter((line, i) => line !== a[i]);
}

describe("the YAML writer", () => {
  it.each(demoPages)("writes %s back byte for byte when nothing changed", (name) => {
    const text = readFileSync(path.join(pagesDir, name), "utf8");
    expect(writeYaml(text, parse(text))).toBe(text);
  });

  it("changes only the line of a changed field, in its own quoting", () => {
    const text = readFileSync(path.join(pagesDir, "home.yaml"), "utf8");
    const page = parse(text);
    page.sections[0].columns[0].widgets[0].text = "Pots for every day";
    expect(changedLines(text, writeYaml(text, page))).toEqual(["            text: Pots for every day"]);
    const button = structuredClone(parse(text));
    button.sections[0].columns[0].widgets[3].href = "#shelves";
    expect(changedLines(text, writeYaml(text, button))).toEqual(['            href: "#shelves"']);
  });

  it("keeps comments, blank lines and flow collections around a change", () => {
    const text = [
      "# The studio page",
      "title: Studio   # shown in the tab",
      "",
      "sections:",
      "  - columns:",
      "      - widgets:",
      "          - { type: heading, level: 1, text: Hello }",
      "          - type: text",
      "            markdown: |",
      "              First line.",
      "              Second line.",
      "",
    ].join("\n");
    const page = parse(text);
    page.sections[0].columns[0].widgets[0].text = "Hello, world";
    page.sections[0].columns[0].widgets[1].markdown = "First line.\nA new second line.\n";
    expect(writeYaml(text, page)).toBe(text.replace("text: Hello }", 'text: "Hello, world" }').replace("Second line.", "A new second line."));
  });

  it("keeps a moved block's comment with it and changes only the lines that moved", () => {
    const text = [
      "title: Two",
      "sections:",
      "  # first",
      "  - id: one",
      "    columns:",
      "      - widgets: []",
      "  - id: two",
      "    columns:",
      "      - widgets: []",
      "",
    ].join("\n");
    const page = parse(text);
    page.sections.reverse();
    const written = writeYaml(text, page);
    expect(parse(written)).toEqual(page);
    expect(written.indexOf("id: two")).toBeLessThan(written.indexOf("id: one"));
    expect(written).toContain("# first");
    expect(written.startsWith("title: Two\nsections:\n")).toBe(true);
  });

  it("adds a new widget and a new key in the file's style, and removes what is gone", () => {
    const text = "title: A\nsections:\n- columns:\n  - widgets:\n    - type: heading\n      text: Hi\n      level: 1\n";
    const page = parse(text);
    page.sections[0].columns[0].widgets.push({ type: "button", label: "Go", href: "/shop" });
    page.description = "New";
    delete page.sections[0].columns[0].widgets[0].level;
    const written = writeYaml(text, page);
    expect(parse(written)).toEqual(page);
    expect(written).toContain("\n    - type: button\n      label: Go\n      href: /shop\n");
    expect(written).not.toContain("level");
    expect(written.endsWith("description: New\n")).toBe(true);
  });

  it("quotes a new value that would otherwise read back as something else", () => {
    const text = "title: A\nlabel: plain\n";
    for (const value of ["yes", "12", "#hash", "a: b", " padded", "null", ""]) {
      expect(parse(writeYaml(text, { title: "A", label: value })).label).toBe(value);
    }
  });
});
