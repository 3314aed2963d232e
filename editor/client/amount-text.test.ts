import { describe, expect, it } from "vitest";
import { amountOf, amountText } from "./amount-text";

describe("amounts as the owner types them", () => {
  it("stores money typed with a point, a comma or a currency sign as the file's number", () => {
    expect(amountOf("12.50")).toBe(12.5);
    expect(amountOf("12,50")).toBe(12.5);
    expect(amountOf("€ 6")).toBe(6);
    expect(amountOf(" 150 €")).toBe(150);
  });

  it("keeps what is no number as typed, for the save's check to name, and an empty field as none", () => {
    expect(amountOf("twelve")).toBe("twelve");
    expect(amountOf("1.250,00")).toBe("1.250,00");
    expect(amountOf("-3")).toBe("-3");
    expect(amountOf("")).toBeUndefined();
    expect(amountOf("45.5", true)).toBe("45.5");
    expect(amountOf("45", true)).toBe(45);
  });

  it("shows a stored amount with the currency's decimals", () => {
    expect(amountText(6, 2)).toBe("6.00");
    expect(amountText(12.5, 2)).toBe("12.50");
    expect(amountText(1500, 0)).toBe("1500");
    expect(amountText(undefined, 2)).toBe("");
  });
});
