import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limiter.mjs";

describe("the rate limiter", () => {
  it("allows a burst of `capacity`, then one attempt per refill interval, per address", () => {
    let now = 0;
    const limiter = createRateLimiter({ capacity: 3, windowMs: 60_000, clock: () => now });
    expect([1, 2, 3].map(() => limiter.take("a").allowed)).toEqual([true, true, true]);
    expect(limiter.take("a")).toEqual({ allowed: false, retryAfterMs: 20_000 });
    expect(limiter.take("b").allowed).toBe(true);
    now += 19_999;
    expect(limiter.take("a").allowed).toBe(false);
    now += 1;
    expect(limiter.take("a").allowed).toBe(true);
    expect(limiter.take("a").allowed).toBe(false);
  });

  it("fills up to its capacity and no further", () => {
    let now = 0;
    const limiter = createRateLimiter({ capacity: 2, windowMs: 1000, clock: () => now });
    limiter.take("a");
    now += 1_000_000;
    expect([limiter.take("a").allowed, limiter.take("a").allowed, limiter.take("a").allowed]).toEqual([true, true, false]);
  });

  it("remembers at most maxKeys addresses, forgetting the least recently seen", () => {
    const limiter = createRateLimiter({ capacity: 1, windowMs: 60_000, maxKeys: 2, clock: () => 0 });
    limiter.take("a");
    limiter.take("b");
    limiter.take("a");
    limiter.take("c");
    expect(limiter.size).toBe(2);
    // "a" was seen again after "b", so "b" was dropped: "a" is still empty, "b" starts afresh.
    expect(limiter.take("a").allowed).toBe(false);
    expect(limiter.take("b").allowed).toBe(true);
  });
});
