import { describe, expect, it } from "vitest";
import { contrastProblems, contrastRatio, parseColour } from "./contrast";

const labels = { primary: "Primary", text: "Text", muted: "Muted text", background: "Background", surface: "Surface", accent: "Accent" };
const demo = { primary: "#8a4b2a", text: "#1f1b16", muted: "#5c534a", background: "#fbf8f3", surface: "#f1ebe2", accent: "#2f5d50" };

describe("the kit's colour contrast", () => {
  it("reads hex, rgb() and hsl() colours", () => {
    expect(parseColour("#fff")).toEqual([255, 255, 255]);
    expect(parseColour("#f5f0ea")).toEqual([245, 240, 234]);
    expect(parseColour("rgb(10 20 30)")).toEqual([10, 20, 30]);
    expect(parseColour("hsl(0, 100%, 50%)")).toEqual([255, 0, 0]);
    expect(parseColour("rebeccapurple")).toBeUndefined();
  });

  it("measures WCAG's ratio: black on white is 21 : 1", () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
  });

  it("passes the demo's kit", () => {
    expect(contrastProblems(demo, labels)).toEqual([]);
  });

  it("catches an unreadable text colour and says which way to move, on the text's field", () => {
    const problems = contrastProblems({ ...demo, text: "#f5f0ea" }, labels);
    expect(problems.map((p) => p.field)).toEqual(["text", "text"]);
    expect(problems[0]!.message).toBe(
      "Text on Background is hard to read (body text): contrast 1.07 : 1, and at least 4.5 : 1 is needed. Pick a darker Text or a lighter Background.",
    );
  });

  it("catches white text on a light accent", () => {
    const problems = contrastProblems({ ...demo, accent: "#9fd3c7" }, labels);
    expect(problems).toEqual([expect.objectContaining({ field: "accent", message: expect.stringMatching(/^White on Accent is hard to read .* Pick a darker Accent\.$/) })]);
  });
});
