import { describe, expect, it } from "vitest";
import { firstMatchIndex, highlightSegments } from "./highlight.mjs";
import { segmentsToHtml } from "./render-results-html.mjs";

describe("highlightSegments", () => {
  it("marks whole words whose index term matched, keeping the text as written", () => {
    expect(highlightSegments("A Celadon vase, celadon-green.", ["celadon"])).toEqual([
      { text: "A ", match: false },
      { text: "Celadon", match: true },
      { text: " vase, ", match: false },
      { text: "celadon", match: true },
      { text: "-green.", match: false },
    ]);
  });

  it("matches accented words through the same folding as the index", () => {
    const html = segmentsToHtml(highlightSegments("Café au lait", ["cafe"]));
    expect(html).toBe("<mark>Café</mark> au lait");
  });

  it("does not mark parts of longer words", () => {
    expect(highlightSegments("vases and vase", ["vase"]).filter((s) => s.match).map((s) => s.text)).toEqual(["vase"]);
  });

  it("returns the text unchanged when nothing matches", () => {
    expect(highlightSegments("bowl", ["vase"])).toEqual([{ text: "bowl", match: false }]);
  });

  it("escapes HTML in the text and in the matched words", () => {
    const html = segmentsToHtml(highlightSegments("<script>alert(1)</script> & <b>vase</b>", ["vase", "script"]));
    expect(html).toBe("&lt;<mark>script</mark>&gt;alert(1)&lt;/<mark>script</mark>&gt; &amp; &lt;b&gt;<mark>vase</mark>&lt;/b&gt;");
    expect(html).not.toContain("<script");
  });
});

describe("firstMatchIndex", () => {
  it("finds the first matched word", () => {
    expect(firstMatchIndex("one two glaze three", ["glaze"])).toBe(8);
    expect(firstMatchIndex("one two", ["glaze"])).toBe(-1);
  });
});
