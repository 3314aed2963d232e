// @ts-check
/**
 * Each stored submission sent to the site owner by email (docs/server.md#forms), when SMTP is
 * configured: `SMTP_URL` (`smtp://user:password@host:587`, `smtps://…` for TLS from the
 * start), `MAIL_TO` (the owner) and `MAIL_FROM` (default `MAIL_TO`). The message is plain
 * text; Reply-To is the visitor's address when the form has a valid email field, so the
 * owner answers with one click. Values are single lines (or a textarea's text in the
 * body), so nothing a visitor types can add a header.
 */
import nodemailer from "nodemailer";

/** What the server says at start when no mail is sent (docs/operations.md#3-settings). */
export const MAIL_OFF =
  "Mail is off (no SMTP_URL): form submissions and orders are stored but emailed to no one, buyers included; the studio's Orders screen says so. See them in the studio, or with npm run submissions and npm run orders.";

/** Whether the site sends email: SMTP_URL is set (the studio tells the owner when not). @param {Record<string, string | undefined>} env */
export const mailIsOn = (env) => Boolean(env.SMTP_URL?.trim());

/** @param {Record<string, string | undefined>} env */
export function mailSettingsFromEnv(env) {
  const url = env.SMTP_URL?.trim();
  if (!url) return undefined;
  if (!/^smtps?:\/\//.test(url)) throw new Error("SMTP_URL must start with smtp:// or smtps://");
  const to = env.MAIL_TO?.trim();
  if (!to) throw new Error("SMTP_URL is set but MAIL_TO is not: the address submissions are sent to");
  return { url, to, from: env.MAIL_FROM?.trim() || to };
}

/**
 * @typedef {import("./form-submission.mjs").FormDefinition} FormDefinition
 * @typedef {{ id: string, form: string, page: string, language?: string | null, fields: Record<string, string>, receivedAt: number }} Stored
 */

/** The language a visitor wrote from, named for the owner: " (French)". @param {string | null | undefined} language */
function languageOf(language) {
  if (!language) return "";
  try {
    return ` (${new Intl.DisplayNames(["en"], { type: "language" }).of(language) ?? language})`;
  } catch {
    // Not a language tag Intl knows: its code says it.
    return ` (${language})`;
  }
}

/** The message for one submission. @param {{ site: string, form: FormDefinition, submission: Stored }} input */
export function submissionMessage({ site, form, submission }) {
  const product = submission.fields._product;
  const subject = `${site}: ${form.heading ?? form.name}${product ? ` (${product})` : ""}`;
  const lines = form.fields.map((field) => {
    const value = submission.fields[field.name] ?? "";
    return field.type === "textarea" ? `${field.label}:\n${value || "—"}\n` : `${field.label}: ${value || "—"}`;
  });
  const email = form.fields.find((field) => field.type === "email" && submission.fields[field.name]);
  const text = [...lines, "", `Sent from ${submission.page}${languageOf(submission.language)} at ${new Date(submission.receivedAt).toISOString()} (submission ${submission.id}).`].join("\n");
  return { subject, text, ...(email ? { replyTo: submission.fields[email.name] } : {}) };
}

/** @param {NonNullable<ReturnType<typeof mailSettingsFromEnv>>} settings */
export function createMailer(settings) {
  const transport = nodemailer.createTransport(settings.url);
  return {
    /** @param {{ site: string, form: FormDefinition, submission: Stored }} input */
    async send(input) {
      await transport.sendMail({ from: settings.from, to: settings.to, ...submissionMessage(input) });
    },
    /** The owner's address (MAIL_TO). */
    owner: settings.to,
    /** Any plain-text message from the site's sender (the shop's order emails). @param {{ to: string, subject: string, text: string, replyTo?: string }} message */
    async sendMessage(message) {
      await transport.sendMail({ from: settings.from, ...message });
    },
    close: () => transport.close(),
  };
}

/** @typedef {ReturnType<typeof createMailer>} Mailer */
