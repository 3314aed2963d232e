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
import { createSessionGuard } from "./http/session-guard";

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
  /** Serve the editor's page and scripts (Vite); tests of the API alone leave it out. @default true */
  client: boolean;
  /** Where the editor and the preview listen (EDIT_HOST); the preview on `previewPort`. @default 127.0.0.1, 3002 */
  host: string;
  previewPort: number;
  /** EDIT_ORIGIN: where browsers reach the editor when that is not where it listens (a proxy, a host name). @default undefined */
  publicOrigin?: string;
  /** Where the shop's orders are: the site server's database (DATABASE_URL, VITRINE_DATA_DIR), and whether they are emailed (SMTP_URL). @default process.env */
  database: { DATABASE_URL?: string; VITRINE_DATA_DIR?: string; SMTP_URL?: string };
};

/** Requests about the studio rather than a language's files. */
const FIRST_ONLY = new Set(["/api/login", "/api/session", "/api/editions"]);

const MEDIA_NAME = /^\/media\/([a-z0-9]+(?:-[a-z0-9]+)*-\d{2,5}\.webp)$/;

/**
 * The page builder's server (docs/behaviour/page-builder.md): the editor's page and its
 * scripts through Vite (never part of the visitor build), the JSON API over the content
 * files, and the site's images for the canvas.
 */
export async function createEditorServer(options: Partial<EditorServerOptions> = {}): Promise<{ server: Server; close(): Promise<void> }> {
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
    settings: createSettingsFiles(pageRoots, { onWrite }),
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

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
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
    const media = MEDIA_NAME.exec(url.pathname);
    if (media) {
      const file = path.join(roots.mediaDir, media[1]!);
      if (!existsSync(file)) return sendJson(response, 404, { message: "No such image." });
      response.writeHead(200, { "content-type": "image/webp", "cache-control": "no-cache" });
      return void createReadStream(file).pipe(response);
    }
    // The editor's page hands a loopback editor without a password its session.
    if (!guard.needsPassword && (url.pathname === "/" || url.pathname === "/index.html") && !guard.session(request)) {
      response.setHeader("set-cookie", guard.openWithoutPassword(secure));
    }
    if (url.pathname === "/favicon.ico") return void response.writeHead(204).end();
    if (!vite) return sendJson(response, 404, { message: "Not found." });
    vite.middlewares(request, response);
  });

  // Vite's reload channel shares the editor's own port (no second port to collide with another server).
  let vite: ViteDevServer | undefined;
  if (options.client !== false) {
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
