import { describe, expect, it } from "vitest";
import { makeSnippet } from "./snippet.mjs";

const words = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `word${i + from}`).join(" ");

describe("makeSnippet", () => {
  it("returns null when no word matches", () => {
    expect(makeSnippet("a bowl of soup", ["vase"])).toBeNull();
  });

  it("returns short text whole", () => {
    expect(makeSnippet("a tall vase", ["vase"])).toBe("a tall vase");
  });

  it("centres a window on a match deep in the text, on word boundaries, with ellipses", () => {
    const text = `${words(60)} kiln ${words(60, 100)}`;
    const snippet = makeSnippet(text, ["kiln"], { length: 80, lead: 20 })!;
    expect(snippet.startsWith("…word")).toBe(true);
    expect(snippet.endsWith("…")).toBe(true);
    expect(snippet).toContain("kiln");
    expect(snippet.indexOf("kiln")).toBeLessThanOrEqual(22);
    // No word is cut in half.
    for (const w of snippet.replace(/…/g, "").split(" ")) expect(w === "kiln" || /^word\d+$/.test(w)).toBe(true);
    expect(snippet.replace(/…/g, "").length).toBeLessThanOrEqual(80);
  });

  it("starts at the beginning when the match is early", () => {
    const snippet = makeSnippet(`kiln ${words(100)}`, ["kiln"], { length: 50 })!;
    expect(snippet.startsWith("kiln ")).toBe(true);
    expect(snippet.endsWith("…")).toBe(true);
  });

  it("ends at the end when the match is late, keeping the full length", () => {
    const snippet = makeSnippet(`${words(100)} kiln`, ["kiln"], { length: 60, lead: 10 })!;
    expect(snippet.endsWith("kiln")).toBe(true);
    expect(snippet.startsWith("…")).toBe(true);
    expect(snippet.length).toBeGreaterThan(40);
  });
});
