import { describe, expect, it } from "vitest";
import { parseFieldPath, problemsOf } from "./problems";

describe("build messages taken apart for the editor", () => {
  it("reads a field path", () => {
    expect(parseFieldPath("sections[0].columns[1].widgets[2].alt")).toEqual(["sections", 0, "columns", 1, "widgets", 2, "alt"]);
    expect(parseFieldPath("title")).toEqual(["title"]);
    expect(parseFieldPath("line 3, column 2")).toBeUndefined();
  });

  it("keeps the build's own line and finds the field, also from a line number", () => {
    const source = "title: A\nsections:\n  - columns:\n      - widgets:\n          - type: text\n            markdown: <script>x</script>\n";
    const lines = [
      'content/pages/a.yaml: sections[0].columns[0].widgets[0].alt: describe the image for people who cannot see it (alt must not be empty)',
      "content/pages/a.yaml: line 6: a script must wait for the visitor's consent",
      "content/pages/a.yaml: expected exactly one heading",
      "content/pages/other.yaml: title: required",
    ];
    expect(problemsOf(lines, "content/pages/a.yaml", source)).toEqual([
      { text: lines[0], path: ["sections", 0, "columns", 0, "widgets", 0, "alt"], message: "describe the image for people who cannot see it (alt must not be empty)" },
      { text: lines[1], path: ["sections", 0, "columns", 0, "widgets", 0, "markdown"], message: "a script must wait for the visitor's consent" },
      { text: lines[2], message: "expected exactly one heading" },
    ]);
  });
});
