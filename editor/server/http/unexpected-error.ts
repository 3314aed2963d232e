import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import { sendJson } from "./body";

/**
 * The answer to an error the studio did not expect (docs/behaviour/page-builder.md#messages):
 * a plain sentence with a short reference, never the error's own text, which may name a
 * file, a folder or the code; that detail goes to the studio's log under the same reference,
 * for whoever looks after the site.
 */
export function answerUnexpected(response: ServerResponse, error: unknown, where: string): void {
  const reference = randomBytes(4).toString("hex").toUpperCase();
  console.error(`The studio hit an unexpected error (reference ${reference}) at ${where}:`, error);
  if (response.headersSent) return void response.destroy();
  sendJson(response, 500, {
    message: `The studio hit a problem it did not expect, so this may not have been done. Try again; if it happens again, tell whoever looks after your site, with the reference ${reference}.`,
  });
}
