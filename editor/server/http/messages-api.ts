import type { IncomingMessage, ServerResponse } from "node:http";
import type { openMessageBox, Submission } from "@vitrine/site/editor/server";
import type { FormLabels } from "../content/form-labels";
import { BodyRefused, readJson, sendJson } from "./body";

/** The newest this many are listed: `npm run submissions` exports them all. */
const MESSAGES_LISTED = 500;
/** A product enquiry is sent from the product's own page (`/shop/<slug>`, under `/<language>` in a second edition). */
const PRODUCT_PAGE = /^\/(?:[a-z]{2}(?:-[a-z0-9]+)?\/)?shop\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/;

/**
 * A message as the Messages screen shows it: the product it was about, by its page and the
 * title the form stored; and its fields' labels, as the form shows them in the language it
 * was sent in (none for a form the site no longer has).
 */
export type MessageView = Submission & { product: { slug: string; title: string } | null; labels: Record<string, string> };

/** The labels of every form, in the language of the edition a message came from (the first language's for `null`). */
export type FormLabelsOf = (language: string | null) => Promise<FormLabels>;

async function messageView(submission: Submission, labelsOf?: FormLabelsOf): Promise<MessageView> {
  const slug = PRODUCT_PAGE.exec(submission.page)?.[1];
  const title = submission.fields._product;
  const labels = (await labelsOf?.(submission.language).catch(() => undefined))?.[submission.form] ?? {};
  return { ...submission, product: slug ? { slug, title: title ?? slug } : null, labels };
}

const UNREADABLE = "The messages could not be read from the site's database";

/**
 * The Messages screen's requests (docs/owner.md#messages): the newest first, one marked read
 * or new again, one deleted for good. Answers true when the request was one of them.
 */
export async function messagesApi(request: IncomingMessage, response: ServerResponse, parts: string[], deps: { messages: ReturnType<typeof openMessageBox>; formLabels?: FormLabelsOf }): Promise<boolean> {
  const [area, id, action] = parts;
  const method = request.method ?? "GET";
  if (area !== "messages") return false;
  const failed = (error: Error) => (sendJson(response, 503, { message: `${UNREADABLE}: ${error.message}` }), true);
  try {
    const view = (submission: Submission) => messageView(submission, deps.formLabels);
    if (id === undefined && method === "GET") return (sendJson(response, 200, await Promise.all((await deps.messages.newest(MESSAGES_LISTED)).map(view))), true);
    if (id !== undefined && action === "read" && parts.length === 3 && method === "POST") {
      const { read } = await readJson(request);
      if (typeof read !== "boolean") return (sendJson(response, 422, { message: "Say whether the message is read: true or false." }), true);
      const marked = await deps.messages.mark(id, read);
      return (marked ? sendJson(response, 200, await view(marked)) : sendJson(response, 404, { message: "There is no such message: it may have been deleted." }), true);
    }
    if (id !== undefined && parts.length === 2 && method === "DELETE") {
      const removed = await deps.messages.remove(id);
      return (removed ? sendJson(response, 200, { deleted: id }) : sendJson(response, 404, { message: "There is no such message: it may have been deleted already." }), true);
    }
  } catch (error) {
    if (error instanceof BodyRefused) throw error;
    return failed(error as Error);
  }
  return false;
}
