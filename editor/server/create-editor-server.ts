import { createReadStream, existsSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ViteDevServer } from "vite";
import { contentDir, editionsOf, openMessageBox, openOrderBook, openVisitReport } from "@vitrine/site/editor/server";
import { typedPath } from "@vitrine/site/editor/start";
import type { VisitReportSource } from "../shared/visit-report";
import { orderMailWords } from "./order-mail-words";
import { createToday } from "./today/today";
import { createEditions } from "./content/editions";
import { EDITION_HEADER } from "../shared/names";
import { createContentCache } from "./content/content-cache";
import { formLabelsOf } from "./content/form-labels";
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
import { answerUnexpected } from "./http/unexpected-error";
import { createHostGuard } from "./http/host-guard";
import { createSessionGuard, SIGN_IN_LINK_PATH } from "./http/session-guard";
import { createAccountGuard, type StudioAccount } from "./http/account-guard";
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
  /** The command Publish runs. @default the site's build script (publish.ts siteBuild) */
  publishCommand?: readonly string[];
  /** The command Preview runs, with VITRINE_OUT_DIR set to the preview's folder. @default the site's build script (publish.ts siteBuild) */
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
  /**
   * Where the shop's orders, visitors' messages and the count of visits are: the site server's database (DATABASE_URL, VITRINE_DATA_DIR),
   * how orders and messages are emailed (SMTP_URL, MAIL_TO, MAIL_FROM: a shipped order's buyer is mailed), and whether payments are set up
   * (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET). @default process.env
   */
  database: { DATABASE_URL?: string; VITRINE_DATA_DIR?: string; SMTP_URL?: string; MAIL_TO?: string; MAIL_FROM?: string; STRIPE_SECRET_KEY?: string; STRIPE_WEBHOOK_SECRET?: string };
  /** The live site's build folder, whose record of each content file tells the changes not yet published. @default VITRINE_OUT_DIR, as Publish's build reads it, or site/build */
  liveDir: string;
  /**
   * Served by the site's server (studio-on-site.ts): the owner's account in its database in
   * place of `password`, the studio's own origin for a request as the site decides it (its
   * host name, https behind its proxy) in place of EDIT_HOST's rules, and the client's address.
   */
  onSite?: { account: StudioAccount; ownOrigin(request: IncomingMessage): string | undefined; clientAddress(request: IncomingMessage): string };
};

/** A second language's folder in the studio: its content cache and its deletes waiting for a publish. */
type EditionPart = { roots: { contentDir: string; mediaDir: string }; cache: ReturnType<typeof createContentCache>; written: () => void; trash: ReturnType<typeof createTrash> };

/** Requests about the studio rather than a language's files. */
const FIRST_ONLY = new Set(["/api/login", "/api/session", "/api/editions", "/api/languages"]);

const DEV_REFUSED = "The studio's development server (npm run edit:dev) serves the studio's source files: it runs on this machine only (leave EDIT_HOST unset) and never with EDIT_PASSWORD. Use npm run edit.";
const NOT_BUILT = "The studio's page is not built. Start the studio with npm run edit, which builds it.";
const SIGN_IN_FIRST = "Sign in to the studio first.";
const LINK_SPENT = "This sign-in link has been used already or is too old. Sign in with the password; while the studio still refuses it, it writes a new link where it runs.";

/** Where Publish's build puts the live site (site/scripts/build.ts reads VITRINE_OUT_DIR the same way). */
const liveDirOf = (env: NodeJS.ProcessEnv) => (env.VITRINE_OUT_DIR ? typedPath(env.VITRINE_OUT_DIR, env) : path.join(repoDir, "site", "build"));
/** A request that failed outside the API's own handling (the database unreachable while a session is looked up). */
export function failed(response: ServerResponse, error: Error): void {
  answerUnexpected(response, error, "a request");
}

const MEDIA_NAME = /^\/media\/([a-z0-9]+(?:-[a-z0-9]+)*-\d{2,5}\.webp)$/;

/**
 * The page builder's server (docs/behaviour/page-builder.md): the editor's built page
 * (never part of the visitor build), the JSON API over the content files, and the site's
 * images for the canvas. Nothing but the sign-in page and its own files answers without a
 * session (docs/decisions/048-the-studio-serves-its-build.md).
 */
export async function createEditorServer(
  options: Partial<EditorServerOptions> = {},
): Promise<{ server: Server; handle(request: IncomingMessage, response: ServerResponse): Promise<void>; close(): Promise<void> }> {
  if (options.dev && (options.password !== undefined || !isLoopback(options.host ?? "127.0.0.1") || options.publicOrigin)) throw new Error(DEV_REFUSED);
  const built = options.client !== false && !options.dev ? createClientFiles(options.clientDir ?? clientDir) : undefined;
  if (built && !built.built) throw new Error(NOT_BUILT);
  const contentRoot = options.contentDir ?? contentDir();
  // Beside the content folder, where the build looks for the image files (validate.server.ts).
  const roots = { contentDir: contentRoot, mediaDir: options.mediaDir ?? path.join(contentRoot, "..", "public", "media") };
  const pageRoots = { ...roots, publicDir: path.dirname(roots.mediaDir) };
  const content = createContentCache(roots.contentDir);
  const onWrite = () => content.invalidate();
  // A second language's files, by language (docs/decisions/046-two-languages-on-one-site.md):
  // made for each language there is at the start, and for one the owner starts later at its first request.
  const editionParts = new Map<string, EditionPart>();
  const editionPart = (language: string): EditionPart | undefined => {
    const known = editionParts.get(language);
    if (known) return known;
    const edition = editionsOf(roots.contentDir).find((each) => each.language === language);
    if (!edition) return undefined;
    const cache = createContentCache(edition.root);
    const editionRoots = { contentDir: edition.root, mediaDir: roots.mediaDir };
    const written = () => cache.invalidate();
    const part = { roots: editionRoots, cache, written, trash: createTrash(edition.root, { onWrite: written }) };
    editionParts.set(language, part);
    return part;
  };
  for (const edition of editionsOf(roots.contentDir)) editionPart(edition.language);
  const editions = createEditions(roots.contentDir, { onWrite: (language) => editionParts.get(language)?.written() });
  const onSite = options.onSite;
  if (onSite && (options.dev || options.password !== undefined)) throw new Error("The studio on the site's server signs in with the owner's account only, and serves its built page.");
  const guard = onSite ? createAccountGuard(onSite.account) : createSessionGuard({ password: options.password });
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
  const env = options.database ?? process.env;
  const orders = openOrderBook(env, { mailWords: orderMailWords });
  const messages = openMessageBox(env);
  const visits: VisitReportSource = openVisitReport(env);
  const products = createProducts(pageRoots, { onWrite, trash });
  const manifestTurn = manifestTurns();
  // One library of images, one kit, one publish and preview, one order book, one inbox and one count of visits for every language.
  const shared = {
    orders,
    messages,
    // The inbox names a message's fields by its form's labels, in the language it came in.
    formLabels: (language: string | null) => ((language && editionPart(language)?.cache) || content).get().then(formLabelsOf),
    visits,
    today: createToday({ contentDir: roots.contentDir, liveDir: options.liveDir ?? liveDirOf(process.env), products, orders, messages, env }),
    mail: env,
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
    ...(onSite ? { clientAddress: onSite.clientAddress } : {}),
    roots,
    content,
    pages: createPageFiles(pageRoots, { onWrite, trash }),
    posts: createPosts(pageRoots, { onWrite, trash }),
    products,
    trash,
    settings: createSettingsFiles(pageRoots, { onWrite, onEditionsWrite: () => editionParts.forEach((part) => part.written()) }),
    groups: createGroups(roots, { onWrite }),
  });
  // A second language's pages, posts, products, settings and groups: the studio asks for them
  // with the language in a header (client/api.ts), the same requests otherwise.
  const editionApis = new Map<string, ReturnType<typeof createApi>>();
  const editionApi = (language: string) => {
    const known = editionApis.get(language);
    if (known) return known;
    const part = editionPart(language);
    if (!part) return undefined;
    const files = { ...part.roots, publicDir: pageRoots.publicDir };
    const own = { onWrite: part.written, trash: part.trash };
    const made = createApi({
      ...shared,
      ...(onSite ? { clientAddress: onSite.clientAddress } : {}),
      roots: part.roots,
      content: part.cache,
      pages: createPageFiles(files, own),
      posts: createPosts(files, own),
      products: createProducts(files, own),
      trash: part.trash,
      settings: createSettingsFiles(files, { onWrite: part.written }),
      groups: createGroups(part.roots, { onWrite: part.written }),
    });
    editionApis.set(language, made);
    return made;
  };

  let configModule: Promise<string> | undefined;
  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    setStudioHeaders(response);
    const ownOrigin = onSite ? onSite.ownOrigin(request) : hosts.ownOrigin(request);
    if (!ownOrigin) {
      const { status, message } = hosts.refusal(request);
      return sendJson(response, status, { message });
    }
    const secure = ownOrigin.startsWith("https:");
    // The site's server sends HSTS on its own name; the studio's name gets it here (docs/decisions/050-the-studio-on-the-sites-server.md).
    if (onSite && secure) response.setHeader("strict-transport-security", "max-age=63072000");
    const url = new URL(request.url ?? "/", ownOrigin);
    if (url.pathname.startsWith("/api/")) {
      // Signing in and the list of languages are the studio's, whichever language it edits.
      const language = FIRST_ONLY.has(url.pathname) ? undefined : request.headers[EDITION_HEADER];
      const chosen = typeof language === "string" && language ? editionApi(language) : api;
      if (!chosen) return sendJson(response, 404, { message: `The site has no language "${String(language)}": start it in Languages.` });
      return void chosen(request, response, url, ownOrigin);
    }
    const reading = request.method === "GET" || request.method === "HEAD";
    // The owner's way in while the password's limits refuse every try (session-guard.ts).
    if (request.method === "GET" && url.pathname.startsWith(SIGN_IN_LINK_PATH)) {
      const cookie = await guard.signInWithLink(url.pathname.slice(SIGN_IN_LINK_PATH.length), secure);
      if (!cookie) return void response.writeHead(403, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" }).end(LINK_SPENT);
      return void response.writeHead(303, { location: "/", "set-cookie": cookie, "cache-control": "no-store" }).end();
    }
    const page = url.pathname === "/" || url.pathname === "/index.html";
    // The editor's page hands a loopback editor without a password its session.
    const opening = page && !guard.needsPassword && !(await guard.session(request));
    if (opening) response.setHeader("set-cookie", guard.openWithoutPassword(secure));
    // The sign-in page and the built files it loads are all that answers without a session.
    if (reading && built?.has(url.pathname) && (page || url.pathname.startsWith("/assets/"))) return built.serve(url.pathname, response);
    if (!opening && !(await guard.session(request))) return sendJson(response, 401, { message: SIGN_IN_FIRST });
    if (!reading) return sendJson(response, 405, { message: "The studio's files are only read." });
    if (url.pathname === SITE_CONFIG_PATH && built) {
      configModule ??= import("@vitrine/site/editor/vite").then((site) => site.siteConfigModule());
      return void configModule.then(
        (source) => {
          response.writeHead(200, { "content-type": "text/javascript; charset=utf-8", "cache-control": "no-store" });
          response.end(source);
        },
        (error: Error) => answerUnexpected(response, error, "the site's settings for the studio's page"),
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
  }
  const server = createServer((request, response) => void handle(request, response).catch((error: Error) => failed(response, error)));

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
    handle,
    async close() {
      publisher.stop();
      await preview.close();
      await vite?.close();
      await Promise.all([orders.close(), messages.close(), visits.close()]);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
