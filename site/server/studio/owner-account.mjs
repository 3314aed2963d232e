// @ts-check
/**
 * The studio owner's account where the site runs (migration 011,
 * docs/decisions/050-the-studio-on-the-sites-server.md): the password as an scrypt hash, an
 * optional second factor (TOTP) with recovery codes each good once, the sessions, and the
 * sign-in limits, all in the database so that every instance on it agrees.
 */
import { createHash, randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { createRateLimiter } from "../db/rate-limits.mjs";
import { rateLimitKey } from "../client-address.mjs";

/**
 * scrypt's cost: N = 2^17, r = 8, p = 1 (128 MiB and about a quarter of a second a try on a
 * small server), the parameters OWASP's password storage guide gives for scrypt. Kept in
 * each hash, so a later change of cost still reads the older ones.
 */
const COST = { N: 2 ** 17, r: 8, p: 1 };
const KEY_BYTES = 32;
/** The shortest password the owner may set. */
export const MIN_PASSWORD_LENGTH = 12;
const RECOVERY_CODES = 10;

/** @param {string} password @param {Buffer} salt @param {{ N: number, r: number, p: number }} cost @returns {Promise<Buffer>} */
const derive = (password, salt, cost) =>
  new Promise((resolve, reject) =>
    scrypt(password.normalize("NFC"), salt, KEY_BYTES, { ...cost, maxmem: 256 * cost.N * cost.r + 1024 * 1024 }, (error, key) => (error ? reject(error) : resolve(key))),
  );

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64url. @param {string} password */
export async function hashPassword(password, cost = COST) {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/** @param {string} stored @param {string} given */
export async function passwordMatches(stored, given) {
  const [kind, N, r, p, salt, hash] = stored.split("$");
  if (kind !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const key = await derive(given, Buffer.from(salt, "base64url"), { N: Number(N), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

const sha256 = (/** @type {string} */ text) => createHash("sha256").update(text).digest("hex");
/** A recovery code as typed: case, spaces and dashes do not matter. @param {string} code */
const plainCode = (code) => code.toLowerCase().replace(/[\s-]/g, "");
const totpOf = (/** @type {string} */ secret, label = "studio") => new TOTP({ issuer: "Vitrine", label, secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" });

/** Twelve letters and digits in three groups: `k3xq-9pwm-r2ta`. */
function newRecoveryCode() {
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
  const bytes = randomBytes(12);
  const letters = [...bytes].map((byte) => alphabet[byte % alphabet.length]).join("");
  return `${letters.slice(0, 4)}-${letters.slice(4, 8)}-${letters.slice(8)}`;
}

/**
 * @typedef {"ok" | "no-owner" | "wrong-password" | "code-needed" | "wrong-code"} SignInOutcome
 * @typedef {object} OwnerAccountOptions
 * @property {number} sessionMs how long a session lasts. Default 12 hours.
 * @property {number} attempts sign-in tries one address (an IPv6 address by its /64) may make in a burst. Default 5.
 * @property {number} totalAttempts tries from all addresses together in a burst. Default 20.
 * @property {number} windowMs time in which the tries fill again. Default a minute.
 * @property {() => number} clock Default Date.now.
 * @property {{ N: number, r: number, p: number }} cost scrypt's cost for a password set from now on. Default COST; tests lower it.
 */

/** @type {OwnerAccountOptions} */
const defaults = { sessionMs: 12 * 3600_000, attempts: 5, totalAttempts: 20, windowMs: 60_000, clock: Date.now, cost: COST };

/** @param {import("../db/types.d.mts").Db} db @param {Partial<OwnerAccountOptions>} [options] */
export function createOwnerAccount(db, options = {}) {
  const { sessionMs, attempts, totalAttempts, windowMs, clock, cost } = { ...defaults, ...options };
  const perAddress = createRateLimiter({ db, name: "studio-sign-in", capacity: attempts, windowMs, clock });
  const overall = createRateLimiter({ db, name: "studio-sign-in-all", capacity: totalAttempts, windowMs, clock });

  async function owner() {
    const [row] = await db.query("select password_hash, totp_secret from studio_owner where id = 'owner'");
    return row ? { passwordHash: String(row.password_hash), totpSecret: row.totp_secret ? String(row.totp_secret) : undefined } : undefined;
  }

  /** A TOTP code, good once: its time step must be newer than the last one accepted. @param {string} secret @param {string} code */
  async function totpAccepted(secret, code) {
    const delta = totpOf(secret).validate({ token: code, timestamp: clock(), window: 1 });
    if (delta === null) return false;
    const step = Math.floor(clock() / 30_000) + delta;
    const { changes } = await db.run("update studio_owner set totp_last_step = $1 where id = 'owner' and (totp_last_step is null or totp_last_step < $1)", [step]);
    return changes === 1;
  }

  /** @param {string} code */
  async function recoveryCodeAccepted(code) {
    const { changes } = await db.run("update studio_recovery_codes set used_at = $2 where code_hash = $1 and used_at is null", [sha256(plainCode(code)), clock()]);
    return changes === 1;
  }

  return {
    /** Whether an owner's password was set (`npm run studio-password`). */
    async exists() {
      return Boolean(await owner());
    },
    /** Sets (or changes) the password; every session ends. @param {string} password */
    async setPassword(password) {
      if (password.length < MIN_PASSWORD_LENGTH) throw new Error(`The password needs at least ${MIN_PASSWORD_LENGTH} characters.`);
      const hash = await hashPassword(password, cost);
      await db.transaction(async (tx) => {
        await tx.run(
          "insert into studio_owner (id, password_hash, updated_at) values ('owner', $1, $2) on conflict (id) do update set password_hash = excluded.password_hash, updated_at = excluded.updated_at",
          [hash, clock()],
        );
        await tx.run("delete from studio_sessions");
      });
    },
    /**
     * The password, then the second factor when it is on: a code of the authenticator app
     * or a recovery code, each accepted once.
     * @param {unknown} password @param {unknown} code
     * @returns {Promise<SignInOutcome>}
     */
    async signIn(password, code) {
      const found = await owner();
      if (!found) return "no-owner";
      if (typeof password !== "string" || !(await passwordMatches(found.passwordHash, password))) return "wrong-password";
      if (!found.totpSecret) return "ok";
      if (typeof code !== "string" || !code.trim()) return "code-needed";
      const typed = code.trim();
      const accepted = /^\d{6}$/.test(typed.replace(/\s/g, "")) ? await totpAccepted(found.totpSecret, typed.replace(/\s/g, "")) : await recoveryCodeAccepted(typed);
      return accepted ? "ok" : "wrong-code";
    },
    /** A new secret for the second factor, not yet on: the owner's app reads it, then a code confirms it. */
    newSecondFactor() {
      const secret = new Secret({ size: 20 }).base32;
      return { secret, uri: totpOf(secret, "studio").toString() };
    },
    /**
     * Turns the second factor on once `code` shows the owner's app has `secret`; the
     * recovery codes, shown once, or undefined when the code is wrong.
     * @param {string} secret @param {string} code
     */
    async turnOnSecondFactor(secret, code) {
      if (totpOf(secret).validate({ token: code.replace(/\s/g, ""), timestamp: clock(), window: 1 }) === null) return undefined;
      const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
      await db.transaction(async (tx) => {
        const { changes } = await tx.run("update studio_owner set totp_secret = $1, totp_last_step = null, updated_at = $2 where id = 'owner'", [secret, clock()]);
        if (changes !== 1) throw new Error("Set the studio's password first.");
        await tx.run("delete from studio_recovery_codes");
        for (const each of codes) await tx.run("insert into studio_recovery_codes (code_hash) values ($1)", [sha256(plainCode(each))]);
      });
      return codes;
    },
    async turnOffSecondFactor() {
      await db.transaction(async (tx) => {
        await tx.run("update studio_owner set totp_secret = null, totp_last_step = null, updated_at = $1 where id = 'owner'", [clock()]);
        await tx.run("delete from studio_recovery_codes");
      });
    },
    /**
     * Spends one sign-in try of `address` and of all addresses together.
     * @param {string} address
     * @returns {Promise<{ allowed: true } | { allowed: false, retryAfterMs: number, everyone: boolean }>}
     */
    async takeTry(address) {
      const mine = await perAddress.take(rateLimitKey(address));
      if (!mine.allowed) return { ...mine, everyone: false };
      const all = await overall.take("all");
      return all.allowed ? all : { ...all, everyone: true };
    },
    sessions: {
      /** A new session: its id for the cookie (only its hash is stored) and its CSRF token. */
      async open() {
        const id = randomBytes(32).toString("base64url");
        const csrf = randomBytes(32).toString("base64url");
        await db.run("delete from studio_sessions where expires_at < $1", [clock()]);
        await db.run("insert into studio_sessions (id_hash, csrf, expires_at) values ($1, $2, $3)", [sha256(id), csrf, clock() + sessionMs]);
        return { id, csrf, maxAgeS: Math.floor(sessionMs / 1000) };
      },
      /** @param {string} id @returns {Promise<{ csrf: string } | undefined>} */
      async find(id) {
        const [row] = await db.query("select csrf from studio_sessions where id_hash = $1 and expires_at > $2", [sha256(id), clock()]);
        return row ? { csrf: String(row.csrf) } : undefined;
      },
      /** @param {string} id */
      async close(id) {
        await db.run("delete from studio_sessions where id_hash = $1", [sha256(id)]);
      },
    },
  };
}

/** @typedef {ReturnType<typeof createOwnerAccount>} OwnerAccount */
