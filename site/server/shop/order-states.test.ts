import { describe, expect, it } from "vitest";
import { nextStates, refusal, STATUSES, trackingLink, unitsOnMove } from "./order-states.mjs";

/**
 * The owner's moves between an order's states (docs/decisions/036-selling.md#order-states),
 * every pair: what is allowed, and that every refused one says why in plain words.
 */
const ALLOWED: Record<string, string[]> = {
  requested: ["paid", "cancelled"],
  paid: ["packed", "shipped", "cancelled", "refunded"],
  packed: ["shipped", "cancelled", "refunded"],
  shipped: ["refunded"],
  cancelled: ["refunded"],
};

describe("an order's states", () => {
  for (const from of STATUSES) {
    for (const to of STATUSES) {
      const allowed = (ALLOWED[from] ?? []).includes(to);
      it(`${from} → ${to}: ${allowed ? "allowed" : "refused"}`, () => {
        const order = { status: from, paidAt: 1 };
        expect(refusal(order, to)).toEqual(allowed ? undefined : expect.stringMatching(/^It (is|was) .+\.$/));
        expect(nextStates(order).includes(to)).toBe(allowed);
      });
    }
  }

  it("refund only what was paid: a request cancelled before payment has nothing to refund", () => {
    expect(nextStates({ status: "cancelled", paidAt: null })).toEqual([]);
    expect(refusal({ status: "cancelled", paidAt: null }, "refunded")).toBe("It was cancelled before it was paid: there is nothing to refund.");
    expect(refusal({ status: "pending", paidAt: null }, "cancelled")).toBe("It is waiting for its payment: the payment provider settles it, not you.");
    expect(refusal({ status: "shipped", paidAt: 1 }, "shipped")).toBe("It is already shipped.");
  });

  it("sell a request's held pieces when paid, give them back when cancelled, and keep shipped pieces sold", () => {
    expect(unitsOnMove("requested", "paid")).toBe("sell");
    expect(unitsOnMove("requested", "cancelled")).toBe("release");
    expect(unitsOnMove("paid", "cancelled")).toBe("unsell");
    expect(unitsOnMove("packed", "refunded")).toBe("unsell");
    expect(unitsOnMove("shipped", "refunded")).toBe("keep");
    expect(unitsOnMove("cancelled", "refunded")).toBe("keep");
    expect(unitsOnMove("paid", "packed")).toBe("keep");
  });

  it("take a tracking link only as a web address", () => {
    expect(trackingLink(" https://track.example/p?id=1 ")).toBe("https://track.example/p?id=1");
    expect(trackingLink("http://post.example/x")).toBe("http://post.example/x");
    expect(trackingLink("")).toBeNull();
    expect(trackingLink(undefined)).toBeNull();
    for (const bad of ["javascript:alert(1)", "track.example/p", "ftp://x.example/", "https://", "data:text/html,hi"]) expect(trackingLink(bad)).toBeUndefined();
  });
});
