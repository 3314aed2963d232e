import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { CSRF_HEADER, SESSION_COOKIE } from "../../shared/names";
import { createSessionGuard } from "./session-guard";

const ORIGIN = "http://127.0.0.1:3001";
const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;
const sessionId = (cookie: string) => /^vitrine_editor=([^;]+)/.exec(cookie)![1]!;

describe("who may edit", () => {
  it("hands out an HttpOnly, SameSite=Strict cookie, Secure on https", () => {
    const guard = createSessionGuard({ password: "kiln-fire-2026" });
    const plain = guard.login("a", "kiln-fire-2026", false);
    const secure = guard.login("a", "kiln-fire-2026", true);
    expect(plain.ok && plain.cookie).toMatch(/^vitrine_editor=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=\d+$/);
    expect(secure.ok && secure.cookie).toMatch(/; Secure$/);
  });

  it("refuses a wrong password, then every try for a while after five", () => {
    let now = 0;
    const guard = createSessionGuard({ password: "kiln-fire-2026", now: () => now });
    for (let i = 0; i < 5; i++) expect(guard.login("a", "guess", false)).toMatchObject({ ok: false, status: 401, message: "That is not the editor's password." });
    expect(guard.login("a", "kiln-fire-2026", false)).toMatchObject({ ok: false, status: 429 });
    expect(guard.login("b", "kiln-fire-2026", false).ok).toBe(true);
    now = 61_000;
    expect(guard.login("a", "kiln-fire-2026", false).ok).toBe(true);
  });

  it("counts an IPv6 address by its /64, and stops every guess once many addresses together guessed wrong", () => {
    let now = 0;
    const guard = createSessionGuard({ password: "kiln-fire-2026", now: () => now });
    for (let i = 0; i < 5; i++) expect(guard.login(`2001:db8:0:7::${i + 1}`, "guess", false)).toMatchObject({ status: 401 });
    expect(guard.login("2001:db8:0:7::99", "guess", false)).toMatchObject({ ok: false, status: 429 });
    expect(guard.login("2001:db8:0:8::1", "kiln-fire-2026", false).ok).toBe(true);
    // 40 loopback addresses, 5 guesses each: only 20 are checked in a minute.
    now = 120_000;
    const answers = Array.from({ length: 200 }, (_, i) => guard.login(`127.0.0.${(i % 40) + 1}`, `guess-${i}`, false));
    expect(answers.filter((answer) => !answer.ok && answer.status === 401)).toHaveLength(20);
    expect(answers.at(-1)).toMatchObject({ ok: false, status: 429, message: expect.stringMatching(/^Too many wrong passwords have been tried on this editor\. Wait a minute and try again\. If you are the owner/), retryAfterS: 60 });
    now += 61_000;
    expect(guard.login("127.0.0.1", "kiln-fire-2026", false).ok).toBe(true);
  });

  it("makes one single-use sign-in link at a time while the limits refuse, good for ten minutes", () => {
    let now = 0;
    const guard = createSessionGuard({ password: "kiln-fire-2026", totalAttempts: 2, now: () => now });
    guard.login("a", "guess", false);
    guard.login("b", "guess", false);
    const refused = guard.login("c", "kiln-fire-2026", false);
    const token = !refused.ok && refused.signInLink;
    expect(token).toMatch(/^[\w-]{43}$/);
    // No second link while the first is live, for any refused try.
    expect(guard.login("d", "guess", false)).not.toHaveProperty("signInLink");
    expect(guard.signInWithLink("not-the-link", false)).toBeUndefined();
    expect(guard.signInWithLink(token as string, false)).toMatch(/^vitrine_editor=/);
    expect(guard.signInWithLink(token as string, false)).toBeUndefined();
    const next = guard.login("e", "kiln-fire-2026", false);
    const later = !next.ok && next.signInLink;
    expect(later).toMatch(/^[\w-]{43}$/);
    now = 600_001;
    expect(guard.signInWithLink(later as string, false)).toBeUndefined();
  });

  it("accepts a write only with its session, its token and its own origin", () => {
    const guard = createSessionGuard();
    const cookie = `${SESSION_COOKIE}=${sessionId(guard.openWithoutPassword(false))}`;
    const csrf = guard.session(request({ cookie }))!.csrf;
    expect(guard.refuseWrite(request({ cookie, origin: ORIGIN, [CSRF_HEADER]: csrf }), ORIGIN)).toBeUndefined();
    expect(guard.refuseWrite(request({ cookie, origin: "http://evil.example", [CSRF_HEADER]: csrf }), ORIGIN)).toMatch(/another origin/);
    expect(guard.refuseWrite(request({ cookie, [CSRF_HEADER]: csrf }), ORIGIN)).toMatch(/no origin/);
    // A browser that sends no Origin is judged by its Referer.
    expect(guard.refuseWrite(request({ cookie, referer: `${ORIGIN}/`, [CSRF_HEADER]: csrf }), ORIGIN)).toBeUndefined();
    expect(guard.refuseWrite(request({ cookie, referer: "http://evil.example/", [CSRF_HEADER]: csrf }), ORIGIN)).toMatch(/another origin/);
    expect(guard.refuseWrite(request({ cookie, origin: ORIGIN }), ORIGIN)).toMatch(/token/);
    expect(guard.refuseWrite(request({ cookie, origin: ORIGIN, [CSRF_HEADER]: "x" }), ORIGIN)).toMatch(/token/);
    expect(guard.refuseWrite(request({ origin: ORIGIN, [CSRF_HEADER]: csrf }), ORIGIN)).toMatch(/session/);
  });

  it("ends a session after its time", () => {
    let now = 0;
    const guard = createSessionGuard({ sessionMs: 1000, now: () => now });
    const cookie = `${SESSION_COOKIE}=${sessionId(guard.openWithoutPassword(false))}`;
    expect(guard.session(request({ cookie }))).toBeDefined();
    now = 1001;
    expect(guard.session(request({ cookie }))).toBeUndefined();
    expect(() => createSessionGuard({ password: "kiln-fire-2026" }).openWithoutPassword(false)).toThrow();
  });
});
