import { describe, expect, it } from "vitest";
import { formatDate, formatPrice } from "./format.server";

describe("local formats (docs/behaviour/theme.md#words-and-languages)", () => {
  it("write a price in the page's language and the product's currency", () => {
    expect(formatPrice(1234.5, "EUR", "en")).toBe("€1,234.50");
    expect(formatPrice(1234.5, "EUR", "fr")).toBe("1\u202f234,50\u00a0€");
    expect(formatPrice(1234.5, "EUR", "de")).toBe("1.234,50\u00a0€");
    expect(formatPrice(1234.5, "MAD", "ar-MA")).toMatch(/1\.234,50/);
  });

  it("write a date in the page's language", () => {
    expect(formatDate("2025-11-20", "en")).toBe("November 20, 2025");
    expect(formatDate("2025-11-20", "fr")).toBe("20 novembre 2025");
    expect(formatDate("2025-11-20", "de")).toBe("20. November 2025");
    expect(formatDate("2025-11-20", "ar")).toContain("نوفمبر");
  });
});
