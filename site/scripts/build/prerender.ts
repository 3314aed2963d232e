import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ContentStore } from "../../app/content/content-store.server";
import type { Progress } from "./progress";
import { editionPrefix } from "../../app/source/editions.server";
import { writeOrLinkSame } from "./incremental";

/** What scripts/build.ts needs from the server bundle's entry (app/entry.server.tsx). */
type ServerEntry = {
  listPrerenderPaths(): Promise<string[]>;
  seedContent(root: string, store: ContentStore): void;
  searchIndexFiles(): Promise<Map<string, string>>;
};

type Renderer = {
  /** Every address the content names (content/paths.server.ts). */
  paths: string[];
  /** Renders addresses into `clientDir`, a few at a time. */
  render(paths: readonly string[], progress: Progress): Promise<void>;
  /** Writes the chunked search index (docs/decisions/014-chunked-search.md). */
  /** Writes the search index, linking each file the previous build's client folder holds the same (incremental.ts). */
  writeSearchIndex(progress: Progress, previousClientDir?: string): Promise<void>;
};

/** The file an address is written to: /about → about/index.html, /sitemap.xml → sitemap.xml. */
export function outputFile(clientDir: string, address: string): string {
  const parts = address.split("/").filter(Boolean);
  const isFile = parts.length > 0 && parts.at(-1)!.includes(".");
  return path.join(clientDir, ...parts, ...(isFile ? [] : ["index.html"]));
}

/**
 * Loads the server bundle React Router built (build/server/index.js) and renders with
 * its request handler, one request per address. Compared with the router's own
 * pre-render it writes no per-page `.data` files (ADR 009 deletes them), runs each
 * loader once instead of twice, reports progress, and can render a subset
 * (incremental rebuilds).
 */
export async function createRenderer(options: { buildDir: string; contentRoot: string; store: ContentStore }): Promise<Renderer> {
  const serverFile = path.join(options.buildDir, "server", "index.js");
  const build = await import(pathToFileURL(serverFile).href);
  const entry = build.entry.module as ServerEntry;
  entry.seedContent(options.contentRoot, options.store);
  const { createRequestHandler } = await import("react-router");
  const handler = createRequestHandler(build, "production");
  const clientDir = path.join(options.buildDir, "client");
  const paths = await entry.listPrerenderPaths();
  const prefix = editionPrefix(options.contentRoot);

  async function renderOne(address: string) {
    const file = outputFile(clientDir, address);
    // Pages are asked for as folders (/about/), as the router's own pre-render did, so
    // the islands get the same pathname as before.
    const url = file.endsWith("index.html") ? `${address}/`.replace(/\/\/+$/, "/") : address;
    // A second-language edition answers under its prefix (docs/decisions/046-two-languages-on-one-site.md).
    const response = await handler(new Request(`http://localhost${prefix}${url}`));
    const body = Buffer.from(await response.arrayBuffer());
    if (response.status !== 200) {
      throw new Error(`Pre-render: ${address} answered ${response.status}${response.status >= 500 ? `:\n${body.toString("utf8").slice(0, 2000)}` : ""}`);
    }
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, body);
  }

  return {
    paths,
    async render(list, progress) {
      const counter = progress.counted("pages rendered", list.length);
      let next = 0;
      let done = 0;
      // A few requests in flight overlap one page's file writes with the next one's render.
      const worker = async () => {
        while (next < list.length) {
          await renderOne(list[next++]!);
          counter.tick(++done);
        }
      };
      await Promise.all(Array.from({ length: Math.min(4, list.length) }, worker));
      counter.end();
    },
    async writeSearchIndex(progress, previousClientDir) {
      const files = await entry.searchIndexFiles();
      const counter = progress.counted("search index files written", files.size);
      let done = 0;
      for (const [address, text] of files) {
        const parts = address.split("/").filter(Boolean);
        const file = path.join(clientDir, ...parts);
        await mkdir(path.dirname(file), { recursive: true });
        await writeOrLinkSame(file, text, previousClientDir && path.join(previousClientDir, ...parts));
        counter.tick(++done);
      }
      counter.end();
    },
  };
}
