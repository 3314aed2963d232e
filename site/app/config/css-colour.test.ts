import { describe, expect, it } from "vitest";
import { isCssColour } from "./css-colour";

describe("isCssColour", () => {
  it("accepts what a stylesheet accepts", () => {
    for (const colour of ["#8a4b2a", "#FFF", "#0008", "#11223344", "rebeccapurple", "Transparent", "rgb(31 27 22 / 0.5)",
      "rgba(0, 0, 0, .4)", "hsl(20deg 50% 40%)", "oklch(62% 0.1 40)", "color-mix(in srgb, rgb(10 20 30) 40%, white)"]) {
      expect(isCssColour(colour), colour).toBe(true);
    }
  });

  it("refuses typos", () => {
    for (const typo of ["#8a4b2", "#8a4b2g", "8a4b2a", "redd", "rgb(1, 2, 3", "rbg(1 2 3)", "", "red; color: blue", "var(--x)"]) {
      expect(isCssColour(typo), typo).toBe(false);
    }
  });
});
