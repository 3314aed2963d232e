import type { IncomingMessage } from "node:http";
import { SESSION_COOKIE } from "../../shared/names";
import { cookieOf, endedCookie, oneTimeLink, refuseSignIn, refuseWriteOf, sessionCookie, type LoginResult, type SessionGuard } from "./session-guard";

/**
 * The owner's account in the site's database (site/server/studio/owner-account.mjs): what
 * the studio needs of it where the site's server serves it.
 */
export type StudioAccount = {
  signIn(password: unknown, code: unknown): Promise<"ok" | "no-owner" | "wrong-password" | "code-needed" | "wrong-code">;
  takeTry(address: string): Promise<{ allowed: true } | { allowed: false; retryAfterMs: number; everyone: boolean }>;
  sessions: {
    open(): Promise<{ id: string; csrf: string; maxAgeS: number }>;
    find(id: string): Promise<{ csrf: string } | undefined>;
    close(id: string): Promise<void>;
  };
};

const OWNER_WAY_IN = "If you are the owner, open the one-time sign-in link the site's server has written in its log.";
const NO_OWNER = "The studio has no password yet. Whoever looks after the site's server sets it first.";

/**
 * Who may edit where the site's server serves the studio
 * (docs/decisions/050-the-studio-on-the-sites-server.md): the owner's password, hashed with
 * scrypt, and the second factor when it is on; sessions and sign-in limits in the database,
 * so several instances agree; the same cookie, CSRF token and origin checks as `npm run edit`
 * (session-guard.ts).
 */
export function createAccountGuard(account: StudioAccount, options: { linkMs?: number; now?: () => number } = {}): SessionGuard {
  const linkMs = options.linkMs ?? 600_000;
  // The link is this instance's: it writes it in its own log (docs/decisions/050-the-studio-on-the-sites-server.md).
  const link = oneTimeLink(linkMs, options.now ?? Date.now);
  const session = async (request: IncomingMessage) => {
    const id = cookieOf(request, SESSION_COOKIE);
    return id ? account.sessions.find(id) : undefined;
  };
  const opened = async (secure: boolean) => {
    const { id, maxAgeS } = await account.sessions.open();
    return sessionCookie(id, maxAgeS, secure);
  };
  let told = false;

  return {
    needsPassword: true,
    linkMinutes: Math.round(linkMs / 60_000),
    session,
    openWithoutPassword(): string {
      throw new Error("the studio on the site's server always asks for the owner's password");
    },
    async login(address, given, secure, code): Promise<LoginResult> {
      const allowed = await account.takeTry(address);
      if (!allowed.allowed) {
        const signInLink = link.fresh();
        const message = allowed.everyone ? "Too many sign-in tries have been made on this studio. Wait a minute and try again." : "Too many sign-in tries. Wait a minute and try again.";
        return { ok: false, status: 429, message: `${message} ${OWNER_WAY_IN}`, retryAfterS: Math.ceil(allowed.retryAfterMs / 1000), ...(signInLink ? { signInLink } : {}) };
      }
      const outcome = await account.signIn(given, code);
      if (outcome === "ok") return { ok: true, cookie: await opened(secure) };
      if (outcome === "code-needed") return { ok: false, status: 401, secondFactor: true, message: "Enter the six-digit code your authenticator app shows, or one of your recovery codes." };
      if (outcome === "wrong-code") return { ok: false, status: 401, secondFactor: true, message: "That code is not right or was used already. Enter the newest code from your app, or a recovery code you have not used." };
      if (outcome === "no-owner") {
        if (!told) console.warn("The studio has no owner's password: set it with npm run studio-password.");
        told = true;
        return { ok: false, status: 401, message: NO_OWNER };
      }
      return { ok: false, status: 401, message: "That is not the studio's password." };
    },
    async signInWithLink(given, secure) {
      return link.take(given) ? opened(secure) : undefined;
    },
    refuseSignIn,
    async refuseWrite(request, ownOrigin) {
      return refuseWriteOf(request, ownOrigin, await session(request));
    },
    async signOut(request, secure) {
      const id = cookieOf(request, SESSION_COOKIE);
      if (id) await account.sessions.close(id);
      return endedCookie(secure);
    },
  };
}
