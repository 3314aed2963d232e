import { randomBytes, timingSafeEqual, createHash } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { rateLimitKey } from "@vitrine/site/editor/server";
import { CSRF_HEADER, SESSION_COOKIE } from "../../shared/names";


export type SessionGuardOptions = {
  /** EDIT_PASSWORD; without it, anyone who reaches the (loopback) editor may edit. */
  password?: string;
  /** Wrong passwords allowed per client address (an IPv6 address by its /64) in `windowMs` before it must wait. @default 5 */
  attempts: number;
  /** Wrong passwords allowed from all addresses together in `windowMs`: many addresses guessing at once are one attack. @default 20 */
  totalAttempts: number;
  /** @default 60_000 */
  windowMs: number;
  /** @default 12 hours */
  sessionMs: number;
  /** How long a one-time sign-in link, written where the studio runs when sign-in is refused, stays good. @default 10 minutes */
  linkMs: number;
  now(): number;
};

const defaultOptions: SessionGuardOptions = { attempts: 5, totalAttempts: 20, windowMs: 60_000, sessionMs: 12 * 3600_000, linkMs: 600_000, now: Date.now };

const digest = (text: string) => createHash("sha256").update(text).digest();
const sameSecret = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

export function cookieOf(request: IncomingMessage, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

/**
 * `signInLink`: a fresh one-time token, for the studio to write where it runs (its terminal
 * or log), never into the answer.
 */
export type LoginResult = { ok: true; cookie: string } | { ok: false; status: 401 | 429; message: string; retryAfterS?: number; signInLink?: string; secondFactor?: boolean };

/** The session cookie: HttpOnly, SameSite=Strict, Secure when the studio is reached over https. */
export const sessionCookie = (id: string, maxAgeS: number, secure: boolean) =>
  `${SESSION_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAgeS}${secure ? "; Secure" : ""}`;

/** The cookie that ends a session in the browser. */
export const endedCookie = (secure: boolean) => sessionCookie("", 0, secure);

/** Where the one-time link leads, its token after it. */
export const SIGN_IN_LINK_PATH = "/sign-in/";

/**
 * The origin a request says it came from: its Origin, or, from a browser that sends none,
 * its Referer's. A browser sets both itself; a page on another site can forge neither.
 */
function claimedOrigin(request: IncomingMessage): string | undefined {
  const { origin, referer } = request.headers;
  if (origin) return origin;
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

const SIGN_IN_ELSEWHERE = "This sign-in did not come from the studio's own page. Open the studio's address and sign in there.";

/**
 * Why a sign-in is refused before its password is read, or undefined when it came from
 * the studio's own page: a page on another site could otherwise sign the owner's browser
 * into a studio of its choosing, or spend the limits on the owner's tries. Sign-in has
 * no CSRF token: the token is the session's, which sign-in makes.
 */
export function refuseSignIn(request: IncomingMessage, ownOrigin: string): string | undefined {
  return claimedOrigin(request) === ownOrigin ? undefined : SIGN_IN_ELSEWHERE;
}

/** Why a writing request is refused, or undefined when its session, token and origin are right. */
export function refuseWriteOf(request: IncomingMessage, ownOrigin: string, found: { csrf: string } | undefined): string | undefined {
  const origin = claimedOrigin(request);
  if (origin !== ownOrigin) return `This request came from ${origin ? `another origin (${origin})` : "no origin"}; the editor accepts changes from its own page only.`;
  if (!found) return "Your editor session has ended. Reload the page (and sign in) to go on; your changes stay in this tab until you save.";
  const token = request.headers[CSRF_HEADER];
  if (typeof token !== "string" || !sameSecret(token, found.csrf)) return "This request has no valid editor token. Reload the page to go on.";
  return undefined;
}

const OWNER_WAY_IN = "If you are the owner, open the one-time sign-in link the studio has written where it runs (its window or its log).";

/**
 * The owner's way in while the limits refuse every try: one link at a time, written where
 * the studio runs. A refused try makes one only when none is live, so guessing cannot
 * flood where the studio writes; it works once.
 */
export function oneTimeLink(linkMs: number, now: () => number) {
  let link: { token: string; expires: number } | undefined;
  return {
    fresh(): string | undefined {
      if (link && link.expires > now()) return undefined;
      link = { token: randomBytes(32).toString("base64url"), expires: now() + linkMs };
      return link.token;
    },
    take(given: string): boolean {
      const live = link;
      if (!live || live.expires <= now() || !sameSecret(given, live.token)) return false;
      link = undefined;
      return true;
    },
  };
}

/**
 * Who may edit (docs/behaviour/page-builder.md#who-may-edit): a session per login (the
 * password, rate-limited per address and over all addresses together), a CSRF token per session that every writing
 * request sends in a header, and the request's Origin (or Referer) compared with the editor's own,
 * sign-in's included.
 * Without a password the editor listens on loopback only and a session is handed out
 * on the first page load, so the CSRF and origin checks still hold. While the limits refuse
 * every try, the owner signs in with a one-time link written where the studio runs
 * (docs/behaviour/page-builder.md#who-may-edit): anyone can keep the limits reached from
 * anywhere, so the password alone cannot be the owner's only way in.
 */
export function createSessionGuard(options: Partial<SessionGuardOptions> = {}) {
  const { password, attempts, totalAttempts, windowMs, sessionMs, linkMs, now } = { ...defaultOptions, ...options };
  const sessions = new Map<string, { csrf: string; expires: number }>();
  // In memory: the editor is one process on the owner's machine, never several behind a
  // proxy, and keeps no database of the site's (docs/decisions/033-limits-and-idempotency-in-the-database.md).
  const failures = new Map<string, number[]>();
  let allFailures: number[] = [];
  const link = oneTimeLink(linkMs, now);

  const cookieFor = (id: string, secure: boolean) => sessionCookie(id, Math.floor(sessionMs / 1000), secure);

  function open(secure: boolean) {
    const id = randomBytes(32).toString("base64url");
    sessions.set(id, { csrf: randomBytes(32).toString("base64url"), expires: now() + sessionMs });
    return cookieFor(id, secure);
  }

  function session(request: IncomingMessage) {
    const id = cookieOf(request, SESSION_COOKIE);
    const found = id ? sessions.get(id) : undefined;
    if (!found || found.expires < now()) return undefined;
    return found;
  }

  return {
    needsPassword: password !== undefined,
    linkMinutes: Math.round(linkMs / 60_000),
    /** The request's session, if it has a live one. */
    session,
    /** A session for a loopback editor without a password (its first page load). */
    openWithoutPassword(secure: boolean): string {
      if (password !== undefined) throw new Error("this editor asks for a password");
      return open(secure);
    },
    login(address: string, given: unknown, secure: boolean): LoginResult {
      const key = rateLimitKey(address);
      const recent = (failures.get(key) ?? []).filter((at) => at > now() - windowMs);
      allFailures = allFailures.filter((at) => at > now() - windowMs);
      const waitS = (oldest: number) => Math.ceil((oldest + windowMs - now()) / 1000);
      const refused = (message: string, oldest: number): LoginResult => {
        const signInLink = password === undefined ? undefined : link.fresh();
        return { ok: false, status: 429, message: `${message} ${OWNER_WAY_IN}`, retryAfterS: waitS(oldest), ...(signInLink ? { signInLink } : {}) };
      };
      if (recent.length >= attempts) return refused("Too many wrong passwords. Wait a minute and try again.", recent[0]!);
      if (allFailures.length >= totalAttempts) return refused("Too many wrong passwords have been tried on this editor. Wait a minute and try again.", allFailures[0]!);
      if (password === undefined || typeof given !== "string" || !sameSecret(given, password)) {
        failures.set(key, [...recent, now()]);
        allFailures.push(now());
        // Bounded: addresses whose failures have all aged out are forgotten.
        for (const [other, times] of failures) if (times.every((at) => at <= now() - windowMs)) failures.delete(other);
        return { ok: false, status: 401, message: "That is not the editor's password." };
      }
      failures.delete(key);
      return { ok: true, cookie: open(secure) };
    },
    /** A session for the one-time link's token, which then stops working; undefined when it is not the live link's. */
    signInWithLink(given: string, secure: boolean): string | undefined {
      return link.take(given) ? open(secure) : undefined;
    },
    refuseSignIn,
    /** Why a writing request is refused, or undefined when its session, token and origin are right. */
    refuseWrite: (request: IncomingMessage, ownOrigin: string): string | undefined => refuseWriteOf(request, ownOrigin, session(request)),
    /** Ends the request's session; the cookie that clears it in the browser. */
    signOut(request: IncomingMessage, secure: boolean): string {
      const id = cookieOf(request, SESSION_COOKIE);
      if (id) sessions.delete(id);
      return endedCookie(secure);
    },
  };
}

type Maybe<T> = T | Promise<T>;

/**
 * Who may edit, as the studio's server asks it: the password of `npm run edit` kept in
 * memory (above), or the owner's account in the site's database where the site's server
 * serves the studio (account-guard.ts). Either may answer at once or later.
 */
export type SessionGuard = {
  needsPassword: boolean;
  linkMinutes: number;
  session(request: IncomingMessage): Maybe<{ csrf: string } | undefined>;
  openWithoutPassword(secure: boolean): string;
  login(address: string, given: unknown, secure: boolean, code?: unknown): Maybe<LoginResult>;
  signInWithLink(given: string, secure: boolean): Maybe<string | undefined>;
  refuseSignIn(request: IncomingMessage, ownOrigin: string): string | undefined;
  refuseWrite(request: IncomingMessage, ownOrigin: string): Maybe<string | undefined>;
  signOut(request: IncomingMessage, secure: boolean): Maybe<string>;
};
