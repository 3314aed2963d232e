import { createReadStream, existsSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ViteDevServer } from "vite";
import { contentDir, editionsOf, openOrderBook } from "@vitrine/site/editor/server";
import { createEditions } from "./content/editions";
import { EDITION_HEADER } from "../shared/names";
import { createContentCache } from "./content/content-cache";
import { createGroups } from "./content/groups";
import { createKitSettings } from "./content/kit-settings";
import { createSettingsFiles } from "./content/settings-files";
import { createTrash } from "./content/trash";
import { createPageFiles } from "./content/pages";
import { createPosts } from "./content/posts";
import { createProducts } from "./content/products";
import { createMediaLibrary } from "./media/media-library";
import { createImageUploads, manifestTurns } from "./media/upload-image";
import { BUILD_LOCK_FILE, createBuildLock } from "./build-lock";
import { createPreview } from "./preview";
import { createPublisher } from "./publish";
import { createApi } from "./http/api";
import { sendJson } from "./http/body";
import { createHostGuard } from "./http/host-guard";
import { createSessionGuard, SIGN_IN_LINK_PATH } from "./http/session-guard";
import { clientDir } from "./client-build";
import { createClientFiles } from "./http/client-files";
import { setStudioHeaders } from "./http/studio-headers";
import { isLoopback } from "./http/bind-policy";
import { SITE_CONFIG_PATH } from "../shared/names";

const repoDir = fileURLToPath(new URL("../../", import.meta.url));

export type EditorServerOptions = {
  /** EDIT_PASSWORD, when the editor listens beyond this machine. */
  password?: string;
  /** The content folder. @default site/content (or VITRINE_CONTENT_DIR) */
  contentDir: string;
  /** Where images are written and served from. @default public/media beside the content folder */
  mediaDir: string;
  /** The command Publish runs. @default npm run build */
  publishCommand?: readonly string[];
  /** The command Preview runs, with VITRINE_OUT_DIR set to the preview's folder. @default npm run build */
  previewCommand?: readonly string[];
  /** Serve the editor's page and scripts; tests of the API alone leave it out. @default true */
  client: boolean;
  /** The built page served (`vite build`, server/client-build.ts). @default editor/dist */
  clientDir: string;
  /** `npm run edit:dev`: the page from Vite's dev server, for work on the studio itself; loopback and no password only. @default false */
  dev: boolean;
  /** Where the editor and the preview listen (EDIT_HOST); the preview on `previewPort`. @default 127.0.0.1, 3002 */
  host: string;
  previewPort: number;
  /** EDIT_ORIGIN: where browsers reach the editor when that is not where it listens (a proxy, a host name). @default undefined */
  publicOrigin?: string;
  /** Where the shop's orders are: the site server's database (DATABASE_URL, VITRINE_DATA_DIR), and whether they are emailed (SMTP_URL). @default process.env */
  database: { DATABASE_URL?: string; VITRINE_DATA_DIR?: string; SMTP_URL?: string; MAIL_TO?: string; MAIL_FROM?: string };
};

/** Requests about the studio rather than a language's files. */
const FIRST_ONLY = new Set(["/api/login", "/api/session", "/api/editions"]);

const DEV_REFUSED = "The studio's development server (npm run edit:dev) serves the studio's source files: it runs on this machine only (leave EDIT_HOST unset) and never with EDIT_PASSWORD. Use npm run edit.";
const NOT_BUILT = "The studio's page is not built. Start the studio with npm run edit, which builds it.";
const SIGN_IN_FIRST = "Sign in to the studio first.";
const LINK_SPENT = "This sign-in link has been used already or is too old. Sign in with the password; while the studio still refuses it, it writes a new link where it runs.";

const MEDIA_NAME = /^\/media\/([a-z0-9]+(?:-[a-z0-9]+)*-\d{2,5}\.webp)$/;

/**
 * The page builder's server (docs/behaviour/page-builder.md): the editor's built page
 * (never part of the visitor build), the JSON API over the content files, and the site's
 * images for the canvas. Nothing but the sign-in page and its own files answers without a
 * session (docs/decisions/048-the-studio-serves-its-build.md).
 */
export async function createEditorServer(options: Partial<EditorServerOptions> = {}): Promise<{ server: Server; close(): Promise<void> }> {
  if (options.dev && (options.password !== undefined || !isLoopback(options.host ?? "127.0.0.1") || options.publicOrigin)) throw new Error(DEV_REFUSED);
  const built = options.client !== false && !options.dev ? createClientFiles(options.clientDir ?? clientDir) : undefined;
  if (built && !built.built) throw new Error(NOT_BUILT);
  const contentRoot = options.contentDir ?? contentDir();
  // Beside the content folder, where the build looks for the image files (validate.server.ts).
  const roots = { contentDir: contentRoot, mediaDir: options.mediaDir ?? path.join(contentRoot, "..", "public", "media") };
  const pageRoots = { ...roots, publicDir: path.dirname(roots.mediaDir) };
  const content = createContentCache(roots.contentDir);
  const onWrite = () => content.invalidate();
  // A second language's files, by language (docs/decisions/046-two-languages-on-one-site.md).
  const editionParts = new Map(
    editionsOf(roots.contentDir).map((edition) => {
      const cache = createContentCache(edition.root);
      const editionRoots = { contentDir: edition.root, mediaDir: roots.mediaDir };
      const written = () => cache.invalidate();
      return [edition.language, { roots: editionRoots, cache, written, trash: createTrash(edition.root, { onWrite: written }) }] as const;
    }),
  );
  const editions = createEditions(roots.contentDir, { onWrite: (language) => editionParts.get(language)?.written() });
  const guard = createSessionGuard({ password: options.password });
  // Before anything else, a request must name the editor as it was started (DNS rebinding).
  const hosts = createHostGuard({ listenHost: options.host ?? "127.0.0.1", publicOrigin: options.publicOrigin });
  // Publish and Preview build in the same site folder: one at a time, across editors too.
  const lock = createBuildLock({ file: path.join(repoDir, "site", BUILD_LOCK_FILE) });
  // Deletes wait aside until a publish puts them live (docs/behaviour/page-builder.md#undo).
  const trash = createTrash(roots.contentDir, { onWrite });
  const publisher = createPublisher({ cwd: repoDir, lock, onDone: async (status) => {
      if (status === "succeeded") await Promise.all([trash, ...[...editionParts.values()].map((part) => part.trash)].map((each) => each.empty()));
    }, ...(options.publishCommand ? { command: options.publishCommand } : {}) });
  const preview = createPreview({
    cwd: repoDir,
    lock,
    // Inside the site folder: the build's server bundle resolves the site's packages from there.
    outDir: path.join(repoDir, "site", "build-preview"),
    guard,
    hosts,
    host: options.host ?? "127.0.0.1",
    port: options.previewPort ?? 3002,
    ...(options.previewCommand ? { command: options.previewCommand } : {}),
  });
  const orders = openOrderBook(options.database ?? process.env);
  const manifestTurn = manifestTurns();
  // One library of images, one kit, one publish and preview and one order book for every language.
  const shared = {
    orders,
    mail: options.database ?? process.env,
    preview,
    guard,
    publisher,
    editions,
    kit: createKitSettings(roots, { onWrite }),
    uploads: createImageUploads(roots, { onWrite, manifestTurn }),
    library: createMediaLibrary(roots, { onWrite, manifestTurn }),
  };
  const api = createApi({
    ...shared,
    roots,
    content,
    pages: createPageFiles(pageRoots, { onWrite, trash }),
    posts: createPosts(pageRoots, { onWrite, trash }),
    products: createProducts(pageRoots, { onWrite, trash }),
    trash,
    settings: createSettingsFiles(pageRoots, { onWrite, onEditionsWrite: () => editionParts.forEach((part) => part.written()) }),
    groups: createGroups(roots, { onWrite }),
  });
  // A second language's pages, posts, products, settings and groups: the studio asks for them
  // with the language in a header (client/api.ts), the same requests otherwise.
  const editionApis = new Map(
    [...editionParts].map(([language, part]) => {
      const files = { ...part.roots, publicDir: pageRoots.publicDir };
      const own = { onWrite: part.written, trash: part.trash };
      return [
        language,
        createApi({
          ...shared,
          roots: part.roots,
          content: part.cache,
          pages: createPageFiles(files, own),
          posts: createPosts(files, own),
          products: createProducts(files, own),
          trash: part.trash,
          settings: createSettingsFiles(files, { onWrite: part.written }),
          groups: createGroups(part.roots, { onWrite: part.written }),
        }),
      ] as const;
    }),
  );

  let configModule: Promise<string> | undefined;
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    setStudioHeaders(response);
    const ownOrigin = hosts.ownOrigin(request);
    if (!ownOrigin) {
      const { status, message } = hosts.refusal(request);
      return sendJson(response, status, { message });
    }
    const secure = ownOrigin.startsWith("https:");
    const url = new URL(request.url ?? "/", ownOrigin);
    if (url.pathname.startsWith("/api/")) {
      // Signing in and the list of languages are the studio's, whichever language it edits.
      const language = FIRST_ONLY.has(url.pathname) ? undefined : request.headers[EDITION_HEADER];
      const chosen = typeof language === "string" && language ? editionApis.get(language) : api;
      if (!chosen) return sendJson(response, 404, { message: `The site has no edition "${String(language)}" (content/editions/).` });
      return void chosen(request, response, url, ownOrigin);
    }
    const reading = request.method === "GET" || request.method === "HEAD";
    // The owner's way in while the password's limits refuse every try (session-guard.ts).
    if (request.method === "GET" && url.pathname.startsWith(SIGN_IN_LINK_PATH)) {
      const cookie = guard.signInWithLink(url.pathname.slice(SIGN_IN_LINK_PATH.length), secure);
      if (!cookie) return void response.writeHead(403, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" }).end(LINK_SPENT);
      return void response.writeHead(303, { location: "/", "set-cookie": cookie, "cache-control": "no-store" }).end();
    }
    const page = url.pathname === "/" || url.pathname === "/index.html";
    // The editor's page hands a loopback editor without a password its session.
    const opening = page && !guard.needsPassword && !guard.session(request);
    if (opening) response.setHeader("set-cookie", guard.openWithoutPassword(secure));
    // The sign-in page and the built files it loads are all that answers without a session.
    if (reading && built?.has(url.pathname) && (page || url.pathname.startsWith("/assets/"))) return built.serve(url.pathname, response);
    if (!opening && !guard.session(request)) return sendJson(response, 401, { message: SIGN_IN_FIRST });
    if (!reading) return sendJson(response, 405, { message: "The studio's files are only read." });
    if (url.pathname === SITE_CONFIG_PATH && built) {
      configModule ??= import("@vitrine/site/editor/vite").then((site) => site.siteConfigModule());
      return void configModule.then(
        (source) => {
          response.writeHead(200, { "content-type": "text/javascript; charset=utf-8", "cache-control": "no-store" });
          response.end(source);
        },
        (error: Error) => sendJson(response, 500, { message: `The site's settings could not be read: ${error.message}` }),
      );
    }
    const media = MEDIA_NAME.exec(url.pathname);
    if (media) {
      const file = path.join(roots.mediaDir, media[1]!);
      if (!existsSync(file)) return sendJson(response, 404, { message: "No such image." });
      response.writeHead(200, { "content-type": "image/webp", "cache-control": "no-cache" });
      return void createReadStream(file)
        .on("error", () => response.destroy())
        .pipe(response);
    }
    if (url.pathname === "/favicon.ico") return void response.writeHead(204).end();
    if (!vite) return sendJson(response, 404, { message: "Not found." });
    vite.middlewares(request, response);
  });

  // Vite's reload channel shares the editor's own port (no second port to collide with another server).
  let vite: ViteDevServer | undefined;
  if (options.client !== false && options.dev) {
    const { createServer: createVite } = await import("vite");
    // The config imports the site's TypeScript modules without extensions, as the site's own does.
    process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= "true";
    vite = await createVite({ configFile: fileURLToPath(new URL("../vite.config.ts", import.meta.url)), server: { middlewareMode: true, ws: { server }, allowedHosts: hosts.allowedHostNames() }, appType: "spa" });
  }

  return {
    server,
    async close() {
      publisher.stop();
      await preview.close();
      await vite?.close();
      await orders.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
