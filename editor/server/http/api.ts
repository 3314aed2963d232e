import type { IncomingMessage, ServerResponse } from "node:http";
import { readFile } from "node:fs/promises";
import { consentScreen, currentSiteConfig, siteData, type openMessageBox, type openOrderBook } from "@vitrine/site/editor/server";
import { resolveDraft } from "../content/resolve-draft";
import type { ContentCache } from "../content/content-cache";
import type { Groups } from "../content/groups";
import type { createKitSettings } from "../content/kit-settings";
import type { PageFiles, WriteResult } from "../content/pages";
import type { Posts } from "../content/posts";
import type { Products } from "../content/products";
import { isSettingsName, type createSettingsFiles } from "../content/settings-files";
import { siteAddresses } from "../content/site-addresses";
import type { Trash } from "../content/trash";
import { postPreview } from "../content/post-preview";
import { manifestFile, PathRefused, type GuardRoots } from "../files/path-guard";
import type { MediaLibrary } from "../media/media-library";
import { MAX_UPLOAD_BYTES, UploadRefused, type createImageUploads } from "../media/upload-image";
import type { Preview } from "../preview";
import type { Publisher } from "../publish";
import { UPLOAD_TYPES } from "../../shared/names";
import { BodyRefused, readBytes, readJson, sendJson } from "./body";
import { ordersApi } from "./orders-api";
import { SIGN_IN_LINK_PATH, type SessionGuard } from "./session-guard";
import { isTranslationKind, type Editions } from "../content/editions";
import { languagesRoute } from "./languages-api";
import { visitorsApi, type VisitorsDeps } from "./visitors-api";
import { messagesApi, type FormLabelsOf } from "./messages-api";
import { todayApi } from "./today-api";
import { answerUnexpected } from "./unexpected-error";
import type { createToday } from "../today/today";
import { mailApi, type MailEnv } from "./mail-api";
import { shopSettingsApi } from "./shop-settings-api";

export type ApiDeps = {
  roots: GuardRoots;
  pages: PageFiles;
  posts: Posts;
  products: Products;
  kit: ReturnType<typeof createKitSettings>;
  settings: ReturnType<typeof createSettingsFiles>;
  trash: Trash;
  uploads: ReturnType<typeof createImageUploads>;
  library: MediaLibrary;
  groups: Groups;
  content: ContentCache;
  publisher: Publisher;
  preview: Preview;
  guard: SessionGuard;
  /** The client's address as the site's server finds it behind its proxy (TRUST_PROXY); the socket's otherwise. */
  clientAddress?: (request: IncomingMessage) => string;
  orders: ReturnType<typeof openOrderBook>;
  /** The site's second languages, the same for every language's API (content/editions.ts). */
  editions: Editions;
  /** Visitors' messages, from the site server's database. */
  messages: ReturnType<typeof openMessageBox>;
  /** The site's forms' field labels in a language, for the inbox. */
  formLabels?: FormLabelsOf;
  /** What needs the owner today, the first screen's counts (the first language's). */
  today: ReturnType<typeof createToday>;
  /** The site's mail settings (SMTP_URL, MAIL_TO, MAIL_FROM), for the Mail screen. */
  mail: MailEnv;
} & VisitorsDeps;

const STATUS: Record<WriteResult["status"], number> = { written: 200, unchanged: 200, invalid: 422, conflict: 409, refused: 400 };

const CONFLICT_MESSAGE =
  "This was changed elsewhere since you opened it (in another window, or by someone else). Reload to see that version, or overwrite it with yours.";
/** A save whose file would come out byte for byte the same: said so, not answered as a write. */
export const UNCHANGED_MESSAGE = "Nothing to save: the page is as it was.";
const UNCHANGED_KIT_MESSAGE = "Nothing to save: the settings are as they were.";

export function reply(response: ServerResponse, result: WriteResult, unchanged = UNCHANGED_MESSAGE) {
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
  const { pages, posts, products, kit, settings, trash, uploads, library, groups, content, publisher, preview, guard, roots, orders, editions } = deps;

  async function route(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const method = request.method ?? "GET";
    const parts = url.pathname.split("/").filter(Boolean).slice(1).map(decodeURIComponent);
    const [area, name] = parts;
    if ((await shopSettingsApi(request, response, parts, deps)) || (await mailApi(request, response, parts, deps))) return;

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
        return reply(response, await posts.create(String(body.title ?? "")));
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
        return sendJson(response, 200, await postPreview(await content.get(), name, body.data, String(body.body ?? "")));
      }
    }
    if (area === "products" && name !== undefined && parts[2] === "check" && parts.length === 3 && method === "POST") {
      const body = await readJson(request);
      const problems = await products.check(name, body.data, String(body.body ?? ""), body.whole === true);
      return problems ? sendJson(response, 200, { problems }) : sendJson(response, 404, { message: `There is no product "${name}".` });
    }
    if (area === "products" && name !== undefined && parts[2] === "ready" && parts.length === 3 && method === "POST") {
      return reply(response, await products.ready(name, version((await readJson(request)).version)));
    }
    if (area === "products" && parts.length <= 2) {
      if (name === undefined && method === "GET") return sendJson(response, 200, await products.list());
      if (name === undefined && method === "POST") {
        const body = await readJson(request);
        // A new product is priced in the shop's currency (one shop, one currency); nothing else is taken from another product.
        const first = (await products.list()).find((p) => p.state === "published");
        return reply(response, await products.create(String(body.title ?? ""), { currency: first?.currency ?? "EUR" }));
      }
      if (name !== undefined) {
        if (method === "GET") {
          const product = await products.read(name);
          return product ? sendJson(response, 200, product) : sendJson(response, 404, { message: `There is no product "${name}".` });
        }
        if (method === "PUT") {
          const body = await readJson(request);
          return reply(response, await products.save(name, body.data, String(body.body ?? ""), version(body.version)), "Nothing to save: the product is as it was.");
        }
        if (method === "DELETE") return reply(response, await products.remove(name, url.searchParams.get("version") ?? ""));
      }
    }
    if (area === "draft" && name !== undefined && method === "POST") {
      const body = await readJson(request);
      return sendJson(response, 200, resolveDraft(await content.get(), name, body.data, siteData(await currentSiteConfig())));
    }
    if (area === "kit") {
      if (method === "GET") return sendJson(response, 200, await kit.read());
      if (method === "PUT") {
        const body = await readJson(request);
        return reply(response, await kit.save(body.kit, version(body.version)), UNCHANGED_KIT_MESSAGE);
      }
    }
    if (area === "settings" && isSettingsName(name) && parts.length === 2) {
      if (method === "GET") return sendJson(response, 200, await settings.read(name));
      if (method === "PUT") {
        const body = await readJson(request);
        return reply(response, await settings.save(name, body.data, version(body.version)), UNCHANGED_KIT_MESSAGE);
      }
    }
    if (area === "trash" && name === undefined && method === "GET") return sendJson(response, 200, await trash.list());
    if (area === "trash" && name !== undefined && parts[2] === "restore" && parts.length === 3 && method === "POST") {
      const restored = await trash.restore(name);
      return restored.ok ? sendJson(response, 200, restored.restored) : sendJson(response, restored.status, { message: restored.message });
    }
    if (area === "addresses" && name === undefined && method === "GET") return sendJson(response, 200, siteAddresses(await content.get()));
    if (area === "consent-catalogue" && name === undefined && method === "GET") return sendJson(response, 200, consentScreen(await currentSiteConfig()));
    if (area === "groups" && name === undefined && method === "GET") return sendJson(response, 200, await groups.list());
    if (area === "groups" && (name === "category" || name === "tag") && parts[2] === "rename" && parts.length === 3 && method === "POST") {
      const body = await readJson(request);
      const renamed = await groups.rename(name, String(body.from ?? ""), String(body.to ?? ""));
      return renamed.ok ? sendJson(response, 200, renamed) : sendJson(response, renamed.status, { message: renamed.message });
    }
    if (area === "library" && name === undefined && method === "GET") return sendJson(response, 200, await library.list());
    if (area === "library" && name !== undefined && parts.length === 2) {
      const done = method === "DELETE" ? await library.remove(name) : method === "POST" ? await library.replace(name, String((await readJson(request)).with ?? "")) : undefined;
      if (done) return done.ok ? sendJson(response, 200, done) : sendJson(response, done.status, { message: done.message });
    }
    if (area === "media" && method === "GET") return sendJson(response, 200, JSON.parse(await readFile(manifestFile(roots), "utf8")));
    if (area === "media" && method === "POST") {
      if (!UPLOAD_TYPES.includes(request.headers["content-type"] ?? "")) return sendJson(response, 415, { message: "This file is not an image the site can use (JPEG, PNG, WebP, AVIF, GIF or TIFF)." });
      const bytes = await readBytes(request, MAX_UPLOAD_BYTES);
      return sendJson(response, 201, await uploads.upload(url.searchParams.get("name") ?? "image", bytes));
    }
    if (await ordersApi(request, response, parts, url, orders)) return;
    if (area === "visitors" && (await visitorsApi(request, response, url, deps))) return;
    if ((await messagesApi(request, response, parts, deps)) || (await todayApi(request, response, parts, deps))) return;
    if (area === "editions" && parts.length === 1 && method === "GET") return sendJson(response, 200, editions.list());
    if (await languagesRoute(request, response, parts, { editions, pages, posts, products })) return;
    if (area === "translations" && isTranslationKind(name) && parts.length === 3) {
      const slug = parts[2]!;
      if (method === "GET") return sendJson(response, 200, editions.translations(name, slug));
      if (method === "POST") {
        const result = await editions.translate(name, slug, String((await readJson(request)).language ?? ""));
        return sendJson(response, result.status, result.message ? { message: result.message } : { ok: true });
      }
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
        // Where it came from first: a refused sign-in is neither read nor counted.
        const elsewhere = guard.refuseSignIn(request, ownOrigin);
        if (elsewhere) return sendJson(response, 403, { message: elsewhere });
        const body = await readJson(request);
        const result = await guard.login(deps.clientAddress?.(request) ?? request.socket.remoteAddress ?? "", body.password, ownOrigin.startsWith("https:"), body.code);
        if (result.ok) return sendJson(response, 200, { ok: true }, { "set-cookie": result.cookie });
        if (result.secondFactor) return sendJson(response, result.status, { message: result.message, secondFactor: true });
        // Where the studio runs, never in the answer: only the owner sees it (docs/owner.md#signing-in-when-the-studio-refuses).
        if (result.signInLink) console.log(`Sign-in is refused after too many wrong passwords. To sign in as the owner, open ${ownOrigin}${SIGN_IN_LINK_PATH}${result.signInLink} (it works once, within ${guard.linkMinutes} minutes).`);
        return sendJson(response, result.status, { message: result.message }, result.retryAfterS ? { "retry-after": String(result.retryAfterS) } : {});
      }
      const session = await guard.session(request);
      if (url.pathname === "/api/session") return sendJson(response, 200, { signedIn: Boolean(session), csrf: session?.csrf, needsPassword: guard.needsPassword, language: editions.ownerLanguage() });
      if (!session) return sendJson(response, 401, { message: "Sign in to the editor first." });
      if (request.method !== "GET" && request.method !== "HEAD") {
        const refused = await guard.refuseWrite(request, ownOrigin);
        if (refused) return sendJson(response, 403, { message: refused });
      }
      if (url.pathname === "/api/logout" && request.method === "POST") return sendJson(response, 200, { ok: true }, { "set-cookie": await guard.signOut(request, ownOrigin.startsWith("https:")) });
      await route(request, response, url);
    } catch (error) {
      if (error instanceof BodyRefused) return sendJson(response, error.status, { message: error.message });
      if (error instanceof PathRefused || error instanceof UploadRefused) return sendJson(response, 400, { message: error.message });
      answerUnexpected(response, error, `${request.method} ${url.pathname}`);
    }
  };
}
