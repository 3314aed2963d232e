import { describe, expect, it } from "vitest";
import { checkoutLoadOptions, checkoutMisses, formatCheckoutSection } from "./checkout-load.mjs";

const row = (label, accepted, orders, other = 0, errors = 0) => ({ label, path: "/checkout", requestsPerSec: 250, p99Ms: 40, accepted, orders, other, errors, requests: accepted + other + errors });

describe("checkout section", () => {
  it("reads its settings, bounded", () => {
    expect(checkoutLoadOptions({})).toEqual({ connections: 50, requests: 2000 });
    expect(checkoutLoadOptions({ BENCH_LOAD_CONNECTIONS: "0", BENCH_CHECKOUT_REQUESTS: "300" })).toEqual({ connections: 1, requests: 300 });
  });

  it("reports each mode, and misses any answer but the 303 and any order lost or doubled", () => {
    const checkout = {
      rows: [row("checkout to the payment page (stand-in)", 2000, 2000), row("order request, stored", 1990, 1991, 10)],
      options: { connections: 50, requests: 2000 },
      loadAverage: "1.00 1.00 1.00",
      product: "ash-glazed-dinner-plate",
    };
    const text = formatCheckoutSection(checkout);
    expect(text).toContain("| checkout to the payment page (stand-in) `/checkout` | 250 | 40 ms | 2000 | 0 / 0 | 2000 |");
    expect(text).toContain("selling one `ash-glazed-dinner-plate` per request");
    expect(checkoutMisses(checkout)).toEqual([
      "checkout order request, stored: 10 answers other than 303 and 0 errors (bar: 0)",
      "checkout order request, stored: 1991 orders written for 1990 accepted checkouts (bar: one each)",
    ]);
  });
});
