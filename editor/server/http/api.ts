import type { IncomingMessage, ServerResponse } from "node:http";
import { readFile } from "node:fs/promises";
import { resolveDraft } from "../content/resolve-draft";
import type { ContentCache } from "../content/content-cache";
import type { createKitSettings } from "../content/kit-settings";
import type { PageFiles, WriteResult } from "../content/pages";
import type { Posts } from "../content/posts";
import { postPreview } from "../content/post-preview";
import { manifestFile, PathRefused, type GuardRoots } from "../files/path-guard";
import { MAX_UPLOAD_BYTES, UploadRefused, type createImageUploads } from "../media/upload-image";
import type { Preview } from "../preview";
import type { Publisher } from "../publish";
import { UPLOAD_TYPES } from "../../shared/names";
import { BodyRefused, readBytes, readJson, sendJson } from "./body";
import type { SessionGuard } from "./session-guard";

export type ApiDeps = {
  roots: GuardRoots;
  pages: PageFiles;
  posts: Posts;
  kit: ReturnType<typeof createKitSettings>;
  uploads: ReturnType<typeof createImageUploads>;
  content: ContentCache;
  publisher: Publisher;
  preview: Preview;
  guard: SessionGuard;
};

const STATUS: Record<WriteResult["status"], number> = { written: 200, unchanged: 200, invalid: 422, conflict: 409, refused: 400 };

const CONFLICT_MESSAGE =
  "This file changed on disk since you opened it (another editor, a git pull or a hand edit). Reload it to see that version, or overwrite it with yours.";
/** A save whose file would come out byte for byte the same: said so, not answered as a write. */
export const UNCHANGED_MESSAGE = "Nothing to save: the page is as it was.";
const UNCHANGED_KIT_MESSAGE = "Nothing to save: the settings are as they were.";

function reply(response: ServerResponse, result: WriteResult, unchanged = UNCHANGED_MESSAGE) {
  const message = result.status === "conflict" ? CONFLICT_MESSAGE : result.status === "unchanged" ? unchanged : undefined;
  sendJson(response, STATUS[result.status], message ? { ...result, message } : result);
}

/** 202 with the build's state, or 409 with why not (another build of the folder runs). */
function started(response: ServerResponse, result: ReturnType<Publisher["start"]>) {
  if ("refused" in result) return sendJson(response, 409, { message: result.refused });
  sendJson(response, 202, result.state);
}

const version = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * The editor's JSON API under /api/ (docs/behaviour/page-builder.md#the-editors-api).
 * Reading needs a session; every other method also its origin and CSRF token.
 */
export function createApi(deps: ApiDeps) {
  const { pages, posts, kit, uploads, content, publisher, preview, guard, roots } = deps;

  async function route(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const method = request.method ?? "GET";
    const parts = url.pathname.split("/").filter(Boolean).slice(1).map(decodeURIComponent);
    const [area, name] = parts;

    if (area === "pages" && parts.length === 1) {
      if (method === "GET") return sendJson(response, 200, await pages.list());
      if (method === "POST") {
        const body = await readJson(request);
        return reply(response, await pages.create(String(body.slug ?? ""), String(body.title ?? "")));
      }
    }
    if (area === "pages" && name !== undefined && parts.length === 2) {
      if (method === "GET") {
        const page = await pages.read(name);
        return page ? sendJson(response, 200, page) : sendJson(response, 404, { message: `There is no page "${name}".` });
      }
      if (method === "PUT") {
        const body = await readJson(request);
        return reply(response, await pages.save(name, body.data, version(body.version)));
      }
      if (method === "DELETE") return reply(response, await pages.remove(name, url.searchParams.get("version") ?? ""));
    }
    if (area === "pages" && name !== undefined && parts[2] === "check" && parts.length === 3 && method === "POST") {
      const body = await readJson(request);
      const problems = await pages.check(name, body.data);
      return problems ? sendJson(response, 200, { problems }) : sendJson(response, 404, { message: `There is no page "${name}".` });
    }
    if (area === "posts") {
      const action = parts[2];
      if (name === undefined && method === "GET") return sendJson(response, 200, await posts.list());
      if (name === undefined && method === "POST") {
        const body = await readJson(request);
        const manifest = (await content.get()).manifest;
        const first = Object.keys(manifest).sort()[0] ?? "";
        const result = await posts.create(String(body.title ?? ""), { image: first, alt: "Describe the cover image for people who cannot see it" });
        return reply(response, result);
      }
      if (name !== undefined && action === undefined) {
        if (method === "GET") {
          const post = await posts.read(name);
          return post ? sendJson(response, 200, post) : sendJson(response, 404, { message: `There is no post "${name}".` });
        }
        if (method === "PUT") {
          const body = await readJson(request);
          return reply(response, await posts.save(name, body.data, String(body.body ?? ""), version(body.version)), "Nothing to save: the post is as it was.");
        }
        if (method === "DELETE") return reply(response, await posts.remove(name, url.searchParams.get("version") ?? ""));
      }
      if (name !== undefined && action === "ready" && method === "POST") return reply(response, await posts.ready(name, version((await readJson(request)).version)));
      if (name !== undefined && action === "preview" && method === "POST") {
        const body = await readJson(request);
        return sendJson(response, 200, postPreview(await content.get(), name, body.data, String(body.body ?? "")));
      }
    }
    if (area === "draft" && name !== undefined && method === "POST") {
      const body = await readJson(request);
      return sendJson(response, 200, resolveDraft(await content.get(), name, body.data));
    }
    if (area === "kit") {
      if (method === "GET") return sendJson(response, 200, await kit.read());
      if (method === "PUT") {
        const body = await readJson(request);
        return reply(response, await kit.save(body.kit, version(body.version)), UNCHANGED_KIT_MESSAGE);
      }
    }
    if (area === "media" && method === "GET") return sendJson(response, 200, JSON.parse(await readFile(manifestFile(roots), "utf8")));
    if (area === "media" && method === "POST") {
      if (!UPLOAD_TYPES.includes(request.headers["content-type"] ?? "")) return sendJson(response, 415, { message: "This file is not an image the site can use (JPEG, PNG, WebP, AVIF, GIF or TIFF)." });
      const bytes = await readBytes(request, MAX_UPLOAD_BYTES);
      return sendJson(response, 201, await uploads.upload(url.searchParams.get("name") ?? "image", bytes));
    }
    if (area === "publish") {
      if (method === "GET") return sendJson(response, 200, publisher.state());
      if (method === "POST") return started(response, publisher.start());
    }
    if (area === "preview") {
      if (method === "GET") return sendJson(response, 200, { ...preview.state(), address: await preview.address() });
      if (method === "POST") return started(response, preview.start());
    }
    sendJson(response, 404, { message: `No such editor request: ${method} ${url.pathname}` });
  }

  return async function handle(request: IncomingMessage, response: ServerResponse, url: URL, ownOrigin: string): Promise<void> {
    try {
      if (url.pathname === "/api/login" && request.method === "POST") {
        const body = await readJson(request);
        const result = guard.login(request.socket.remoteAddress ?? "", body.password, ownOrigin.startsWith("https:"));
        if (result.ok) return sendJson(response, 200, { ok: true }, { "set-cookie": result.cookie });
        return sendJson(response, result.status, { message: result.message }, result.retryAfterS ? { "retry-after": String(result.retryAfterS) } : {});
      }
      const session = guard.session(request);
      if (url.pathname === "/api/session") return sendJson(response, 200, { signedIn: Boolean(session), csrf: session?.csrf, needsPassword: guard.needsPassword });
      if (!session) return sendJson(response, 401, { message: "Sign in to the editor first." });
      if (request.method !== "GET" && request.method !== "HEAD") {
        const refused = guard.refuseWrite(request, ownOrigin);
        if (refused) return sendJson(response, 403, { message: refused });
      }
      await route(request, response, url);
    } catch (error) {
      if (error instanceof BodyRefused) return sendJson(response, error.status, { message: error.message });
      if (error instanceof PathRefused || error instanceof UploadRefused) return sendJson(response, 400, { message: error.message });
      console.error(error);
      sendJson(response, 500, { message: `The editor hit an error: ${(error as Error).message}. Nothing was written.` });
    }
  };
}
