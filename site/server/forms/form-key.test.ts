import { describe, expect, it } from "vitest";
import { createFormKeys, type KeyCheck } from "./form-key.mjs";

const problemOf = (check: KeyCheck) => (check.ok ? undefined : check.problem);

/** Keys over a clock the test moves. */
function setup(options: { ttlMs?: number; minFillMs?: number } = {}) {
  let now = Date.UTC(2026, 2, 14, 10);
  const keys = createFormKeys({ secret: "a-test-secret-of-enough-length", clock: () => now, ...options });
  return { keys, advance: (ms: number) => (now += ms), now: () => now };
}

describe("form keys", () => {
  it("are good for their form from minFillMs after the start until ttlMs after the issue", () => {
    const { keys, advance } = setup({ minFillMs: 3000, ttlMs: 60_000 });
    const { key, notBefore, expiresAt } = keys.issue("contact");
    expect(expiresAt - notBefore).toBe(57_000);
    expect(keys.check(key, "contact")).toMatchObject({ ok: false, problem: "too-fast" });
    advance(2999);
    expect(keys.check(key, "contact")).toMatchObject({ ok: false, problem: "too-fast" });
    advance(1);
    expect(keys.check(key, "contact")).toMatchObject({ ok: true });
    advance(57_000);
    expect(keys.check(key, "contact").ok).toBe(true);
    advance(1);
    expect(keys.check(key, "contact")).toMatchObject({ ok: false, problem: "expired" });
  });

  it("are bound to their form", () => {
    const { keys, advance } = setup();
    const { key } = keys.issue("contact");
    advance(10_000);
    expect(keys.check(key, "enquiry")).toEqual({ ok: false, problem: "other-form" });
  });

  it("refuse anything not signed with the site's secret", () => {
    const { keys, advance } = setup();
    const other = createFormKeys({ secret: "another-secret-of-enough-length" });
    const { key } = keys.issue("contact");
    advance(10_000);
    const [v, form, started, issued, nonce, signature] = key.split(".");
    // An earlier start, to pass the time check, with the signature kept: forged.
    const earlier = (parseInt(started!, 36) - 60_000).toString(36);
    expect(problemOf(keys.check([v, form, earlier, issued, nonce, signature].join("."), "contact"))).toBe("forged");
    expect(problemOf(keys.check(other.issue("contact").key, "contact"))).toBe("forged");
    expect(problemOf(keys.check(`${key.slice(0, -2)}xx`, "contact"))).toBe("forged");
  });

  it("say what is wrong with a missing or malformed key", () => {
    const { keys } = setup();
    expect(problemOf(keys.check(undefined, "contact"))).toBe("missing");
    expect(problemOf(keys.check("", "contact"))).toBe("missing");
    expect(problemOf(keys.check(["v1"], "contact"))).toBe("malformed");
    expect(problemOf(keys.check("v1.contact.x", "contact"))).toBe("malformed");
    expect(problemOf(keys.check("v2.contact.a.b.AAAAAAAAAAA.sig", "contact"))).toBe("malformed");
    expect(problemOf(keys.check("x".repeat(500), "contact"))).toBe("malformed");
  });

  it("refuse a key issued in the future (a clock is not to be trusted that far)", () => {
    const later = setup();
    later.advance(60_000);
    const { key } = later.keys.issue("contact");
    const { keys } = setup();
    expect(problemOf(keys.check(key, "contact"))).toBe("future");
  });

  it("keep the first start when re-issued after an expiry, so a second try is not 'too fast'", () => {
    const { keys, advance, now } = setup({ ttlMs: 60_000, minFillMs: 3000 });
    const started = now();
    const first = keys.issue("contact");
    advance(61_000);
    const expired = keys.check(first.key, "contact");
    expect(expired).toEqual({ ok: false, problem: "expired", startedAt: started });
    const second = keys.issue("contact", { startedAt: expired.startedAt });
    expect(second.notBefore).toBe(started + 3000);
    expect(keys.check(second.key, "contact")).toEqual({ ok: true, startedAt: started });
  });

  it("need a real secret", () => {
    expect(() => createFormKeys({ secret: "short" })).toThrow("at least 16 characters");
  });
});
