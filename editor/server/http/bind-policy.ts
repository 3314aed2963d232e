import { isIP } from "node:net";

/** The editor's address unless EDIT_HOST says otherwise: this machine only. */
export const DEFAULT_EDIT_HOST = "127.0.0.1";
/** The editor's port unless EDIT_PORT says otherwise. */
export const DEFAULT_EDIT_PORT = 3001;

export const REFUSED_WITHOUT_PASSWORD = (host: string) =>
  `The editor will not listen on ${host} without a password: anyone who can reach that address could rewrite the site. Set EDIT_PASSWORD, or leave EDIT_HOST unset to listen on ${DEFAULT_EDIT_HOST} only.`;

/** 127.0.0.0/8, ::1 and "localhost": addresses only this machine can reach. */
export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, "");
  if (bare === "localhost") return true;
  if (isIP(bare) === 4) return bare.startsWith("127.");
  if (isIP(bare) === 6) return bare === "::1" || /^::ffff:127\./i.test(bare);
  return false;
}

export type BindDecision = { ok: true; host: string; port: number; password?: string; publicOrigin?: string } | { ok: false; message: string };

/** EDIT_ORIGIN as an origin (scheme, host, port), or a message saying what it should be. */
function parseOrigin(value: string): { origin: string } | { message: string } {
  const message = `EDIT_ORIGIN must be the address browsers open the editor at, like https://editor.example.org, not "${value}".`;
  try {
    const url = new URL(value);
    if ((url.protocol !== "http:" && url.protocol !== "https:") || url.username || url.password || (url.pathname !== "/" && url.pathname !== "")) return { message };
    return { origin: url.origin };
  } catch {
    return { message };
  }
}

/**
 * Where the editor listens and whether it may (docs/behaviour/page-builder.md#who-may-edit):
 * loopback by default; any other address only with a password, which it then asks for.
 */
export function decideBind(env: Record<string, string | undefined>): BindDecision {
  const host = env.EDIT_HOST?.trim() || DEFAULT_EDIT_HOST;
  const port = Number(env.EDIT_PORT ?? DEFAULT_EDIT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) return { ok: false, message: `EDIT_PORT must be a port number (0–65535), not "${env.EDIT_PORT}".` };
  const password = env.EDIT_PASSWORD || undefined;
  if (password !== undefined && password.length < 8) return { ok: false, message: "EDIT_PASSWORD must be at least 8 characters long." };
  if (!isLoopback(host) && password === undefined) return { ok: false, message: REFUSED_WITHOUT_PASSWORD(host) };
  const origin = env.EDIT_ORIGIN?.trim() ? parseOrigin(env.EDIT_ORIGIN.trim()) : undefined;
  if (origin && "message" in origin) return { ok: false, message: origin.message };
  // A name other than this machine's reaches the editor from elsewhere: only with a password.
  if (origin && !isLoopback(new URL(origin.origin).hostname) && password === undefined) return { ok: false, message: REFUSED_WITHOUT_PASSWORD(new URL(origin.origin).host) };
  return { ok: true, host, port, password, ...(origin ? { publicOrigin: origin.origin } : {}) };
}
