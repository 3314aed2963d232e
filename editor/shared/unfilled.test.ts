import { describe, expect, it } from "vitest";
import { stillToFill } from "./unfilled";

describe("what a draft may leave to fill in", () => {
  const data = { title: "Celadon cup", excerpt: " ", images: [], cover: { image: "kiln", alt: "" }, price: 0 };
  it("is a field absent, blank or an empty list, or one inside such", () => {
    expect(stillToFill(data, ["price2"])).toBe(true);
    expect(stillToFill(data, ["excerpt"])).toBe(true);
    expect(stillToFill(data, ["images"])).toBe(true);
    expect(stillToFill(data, ["images", 0, "alt"])).toBe(true);
    expect(stillToFill(data, ["cover", "alt"])).toBe(true);
  });
  it("is not a field that holds something, right or wrong, nor the whole file", () => {
    expect(stillToFill(data, ["title"])).toBe(false);
    expect(stillToFill(data, ["price"])).toBe(false);
    expect(stillToFill(data, ["cover", "image"])).toBe(false);
    expect(stillToFill(data, undefined)).toBe(false);
  });
});
