import { existsSync } from "node:fs";
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createSiteServer } from "@vitrine/site/editor/server";
import { createPublisher, type PublishOptions } from "./publish";
import type { HostGuard } from "./http/host-guard";
import type { SessionGuard } from "./http/session-guard";

/** The marker every preview page carries. */
export const PREVIEW_MARKER = "Preview — not published";
const MARKER_CSS = "__vitrine-preview.css";
const MARKER_HTML = `<link rel="stylesheet" href="/${MARKER_CSS}"><div class="vitrine-preview-marker" role="note">${PREVIEW_MARKER}</div>`;
const CSS = `.vitrine-preview-marker{position:fixed;z-index:2147483647;left:50%;top:0;transform:translateX(-50%);padding:4px 14px;border-radius:0 0 8px 8px;background:#1d1d1f;color:#fff;font:600 13px/1.4 system-ui,sans-serif;box-shadow:0 2px 8px rgba(0,0,0,.3);pointer-events:none}`;

async function htmlFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await htmlFiles(file)));
    else if (entry.name.endsWith(".html")) found.push(file);
  }
  return found;
}

/** Puts the marker on every page of a preview build; its compressed copies go, so the marked page is what is served. */
export async function markPreview(clientDir: string): Promise<void> {
  for (const file of await htmlFiles(clientDir)) {
    const html = await readFile(file, "utf8");
    if (!html.includes(MARKER_HTML)) await writeFile(file, html.replace(/<body([^>]*)>/, `<body$1>${MARKER_HTML}`));
    await Promise.all([".br", ".gz", ".zst"].map((ext) => rm(`${file}${ext}`, { force: true })));
  }
  await writeFile(path.join(clientDir, MARKER_CSS), CSS);
}

export type PreviewOptions = Pick<PublishOptions, "cwd"> &
  Partial<Pick<PublishOptions, "command" | "lock">> & {
    /** Where preview builds go (never the live build). */
    outDir: string;
    guard: SessionGuard;
    /** The names the editor answers to: the preview answers the same ones (DNS rebinding). */
    hosts: HostGuard;
    host: string;
    port: number;
  };

/**
 * "Preview" (docs/behaviour/page-builder.md#preview): the site's own build of the saved
 * content into a folder of its own, every page marked "Preview — not published", served
 * by the site's own server on a port of its own (EDIT_PORT + 1) to whoever may edit.
 * The visitor build is the one it runs, so a preview behaves exactly as the published page.
 */
export function createPreview(options: PreviewOptions) {
  const { outDir, guard, hosts, host, port } = options;
  let server: Server | undefined;
  const builder = createPublisher({
    cwd: options.cwd,
    ...(options.command ? { command: options.command } : {}),
    ...(options.lock ? { lock: options.lock } : {}),
    name: "Preview",
    env: { ...process.env, VITRINE_OUT_DIR: outDir },
    onDone: async (status) => {
      if (status === "succeeded") await markPreview(path.join(outDir, "client"));
    },
  });

  async function listen(): Promise<void> {
    if (server || !existsSync(path.join(outDir, "client"))) return;
    const site = createSiteServer({ root: path.join(outDir, "client") });
    // The site's own handler (headers, guard, files, 404) behind the editor's sign-in.
    const handle = site.listeners("request")[0] as (req: unknown, res: unknown) => void;
    const answer = async (request: IncomingMessage, response: ServerResponse) => {
      if (!hosts.ownOrigin(request)) {
        response.writeHead(421, { "content-type": "text/plain; charset=utf-8" });
        return void response.end(hosts.refusal(request).message);
      }
      if (guard.needsPassword && !(await guard.session(request))) {
        response.writeHead(401, { "content-type": "text/plain; charset=utf-8" });
        return void response.end("Sign in to the editor first.");
      }
      handle(request, response);
    };
    server = createServer((request, response) => void answer(request, response).catch(() => response.destroy()));
    await new Promise<void>((resolve, reject) => server!.once("error", reject).listen(port, host, resolve));
  }

  return {
    port,
    state: builder.state,
    start: builder.start,
    /** The preview's address once a preview build exists (listening from then on). */
    async address(): Promise<string | undefined> {
      if (builder.state().status !== "succeeded") return undefined;
      await listen();
      return `:${(server!.address() as AddressInfo).port}`;
    },
    async close(): Promise<void> {
      builder.stop();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    },
  };
}

export type Preview = ReturnType<typeof createPreview>;
