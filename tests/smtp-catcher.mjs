// @ts-check
/**
 * A local SMTP catcher for tests (smtp-server): it takes every message the site sends and
 * keeps it, so a test reads what the owner and a buyer would receive.
 */
import { SMTPServer } from "smtp-server";

/** @typedef {{ to: string, subject: string, replyTo: string, text: string }} CaughtMail */

export function createSmtpCatcher() {
  /** @type {CaughtMail[]} */
  const messages = [];
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    onData(stream, session, done) {
      let raw = "";
      stream.on("data", (chunk) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        const [head = "", ...body] = raw.split(/\r?\n\r?\n/);
        const header = (/** @type {string} */ name) => new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, "im").exec(head)?.[1]?.replace(/\r?\n[ \t]/g, " ") ?? "";
        const to = session.envelope.rcptTo.map((r) => r.address).join(", ");
        messages.push({ to, subject: decodeWords(header("Subject")), replyTo: header("Reply-To"), text: decodeBody(body.join("\n\n"), header("Content-Transfer-Encoding")) });
        done();
      });
    },
  });
  return {
    messages,
    /** @returns {Promise<string>} the `smtp://` address to give SMTP_URL */
    listen: (port = 0) =>
      new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(`smtp://127.0.0.1:${/** @type {import("node:net").AddressInfo} */ (server.server.address()).port}`))),
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/** `=?UTF-8?Q?…?=` and `=?UTF-8?B?…?=` words as text. @param {string} text */
function decodeWords(text) {
  return text.replace(/=\?utf-8\?([qb])\?([^?]*)\?=\s*/gi, (_, kind, data) =>
    kind.toLowerCase() === "b" ? Buffer.from(data, "base64").toString("utf8") : decodeQuoted(data.replace(/_/g, " ")),
  );
}

/** @param {string} body @param {string} encoding */
function decodeBody(body, encoding) {
  if (/quoted-printable/i.test(encoding)) return decodeQuoted(body.replace(/=\r?\n/g, ""));
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body;
}

/** @param {string} text */
function decodeQuoted(text) {
  const bytes = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "=" && /^[0-9a-f]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i] ?? ""));
  }
  return Buffer.from(bytes).toString("utf8");
}
