import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { createMailer, mailPreviews, mailSettingsFromEnv } from "@vitrine/site/editor/server";
import { createShopSettings } from "../content/shop-settings";
import type { ApiDeps } from "./api";
import { readJson, sendJson } from "./body";

/** The site's mail settings, from the environment the site's server has too (docs/operations.md#3-settings). */
export type MailEnv = { SMTP_URL?: string; MAIL_TO?: string; MAIL_FROM?: string };

/** How long a test mail may take before the owner is told the mail server did not answer. */
const TEST_TIMEOUT_MS = 20_000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What the owner reads when a mail could not go, by nodemailer's error code. */
const FAILURES: Record<string, string> = {
  ECONNREFUSED: "The mail server refused the connection: it may be down, or its address or port may be wrong.",
  ECONNECTION: "The mail server could not be reached: it may be down, or its address or port may be wrong.",
  ETIMEDOUT: "The mail server did not answer in time: it may be down or out of reach.",
  ESOCKET: "The connection to the mail server broke off: it may be down, or it may expect a secure connection (or not).",
  EDNS: "The mail server's name could not be found: check its address.",
  ENOTFOUND: "The mail server's name could not be found: check its address.",
  EAUTH: "The mail server did not accept the user name or password.",
  EENVELOPE: "The mail server refused the sender's or the recipient's address.",
  EMESSAGE: "The mail server refused the message.",
};

type Setup = { on: boolean; to?: string; from?: string; host?: string; problem?: string };

/** Whether mail is set up, and with what: the mail server's host only, never its user name or password. */
function setupOf(env: MailEnv): Setup {
  let settings: ReturnType<typeof mailSettingsFromEnv>;
  try {
    settings = mailSettingsFromEnv(env);
  } catch (error) {
    const problem = /MAIL_TO/.test((error as Error).message)
      ? "The mail server is given, but not the address mail goes to: whoever runs the site's server must set it."
      : "The mail server's address is not one the site can use: whoever runs the site's server must check it.";
    return { on: false, problem };
  }
  if (!settings) return { on: false };
  const url = new URL(settings.url);
  return { on: true, to: settings.to, from: settings.from, host: url.port ? `${url.hostname}:${url.port}` : url.hostname };
}

/** `text` without the mail server's password, wherever an error's words repeat the address. */
function withoutSecret(text: string, env: MailEnv): string {
  const url = env.SMTP_URL?.trim();
  if (!url) return text;
  const { password } = new URL(url);
  let out = text.replaceAll(url, "the mail server");
  for (const secret of [password, decodeURIComponent(password)].filter((s) => s.length > 0)) out = out.replaceAll(secret, "•••");
  return out;
}

/**
 * The Mail screen (docs/owner.md#mail): GET /api/mail/setup, POST /api/mail/test, GET /api/mail/previews.
 * A test mail is sent as the site's server sends its mails (server/forms/mailer.mjs), to the
 * shop's order e-mail, else the owner's address, or to the address the owner types.
 */
export async function mailApi(request: IncomingMessage, response: ServerResponse, parts: readonly string[], deps: Pick<ApiDeps, "roots" | "content"> & { mail: MailEnv }): Promise<boolean> {
  if (parts[0] !== "mail" || parts.length !== 2) return false;
  const env = deps.mail;
  const setup = setupOf(env);
  const shop = () => createShopSettings({ contentDir: deps.roots.contentDir, publicDir: path.dirname(deps.roots.mediaDir) }, { onWrite: () => {} }).read();
  if (parts[1] === "setup" && request.method === "GET") {
    const orderEmail = (await shop()).data.orderEmail;
    sendJson(response, 200, { ...setup, orderEmail: typeof orderEmail === "string" ? orderEmail : undefined });
    return true;
  }
  if (parts[1] === "test" && request.method === "POST") {
    const body = await readJson(request);
    const settings = setup.on ? mailSettingsFromEnv(env) : undefined;
    if (!settings) {
      sendJson(response, 409, { message: setup.problem ?? "Mail is not set up, so no mail can be sent: whoever runs the site's server must give it a mail server." });
      return true;
    }
    const typed = typeof body.to === "string" ? body.to.trim() : "";
    const orderEmail = (await shop()).data.orderEmail;
    const to = typed || (typeof orderEmail === "string" && orderEmail) || settings.to;
    if (!EMAIL.test(to)) {
      sendJson(response, 422, { message: `“${to}” is not an e-mail address: check what you typed.` });
      return true;
    }
    const mailer = createMailer(settings);
    const sent = await Promise.race([
      mailer.sendMessage({ to, subject: "A test mail from your site", text: "This is the test mail you asked for in the studio. Mail works: orders and messages from visitors will reach you." }).then(() => undefined),
      new Promise<Error>((resolve) => setTimeout(() => resolve(Object.assign(new Error(`No answer from the mail server within ${TEST_TIMEOUT_MS / 1000} seconds.`), { code: "ETIMEDOUT" })), TEST_TIMEOUT_MS).unref()),
    ]).catch((error: Error) => error);
    mailer.close();
    if (!sent) {
      sendJson(response, 200, { sent: true, to, message: `The test mail went to ${to}. If it has not arrived within a few minutes, look in the spam folder.` });
      return true;
    }
    // A refused connection comes as ESOCKET, its cause in the message: the cause says more.
    const code = ["ECONNREFUSED", "ENOTFOUND", "ETIMEDOUT"].find((cause) => sent.message.includes(cause)) ?? String((sent as Error & { code?: unknown }).code ?? "");
    sendJson(response, 502, { sent: false, to, message: `The test mail did not go. ${FAILURES[code] ?? "The mail server refused it."}`, details: withoutSecret(`${code ? `${code}: ` : ""}${sent.message}`, env) });
    return true;
  }
  if (parts[1] === "previews" && request.method === "GET") {
    sendJson(response, 200, await mailPreviews(deps.roots.contentDir));
    return true;
  }
  return false;
}
