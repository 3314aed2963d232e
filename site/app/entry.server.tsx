import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { loadContent } from "./content/load.server";
import { searchFiles } from "./content/search-documents.server";

/**
 * React Router's default server entry, plus what the build's own pre-render
 * (scripts/build/prerender.ts) asks of the server bundle: the list of addresses and the
 * content it already validated. They are exported from here so that the pre-render,
 * the loaders and the site config all run in the bundle's single copy of the modules
 * (the site config variant included), and the content is read once per build.
 */
export { listPrerenderPaths } from "./content/paths.server";
export { seedContent } from "./content/load.server";

/** The chunked search index's files of the content the build seeded. */
export async function searchIndexFiles(): Promise<Map<string, string>> {
  return searchFiles(await loadContent());
}

export const streamTimeout = 5_000;

export default function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext) {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and the pre-render (no user agent) wait for the whole page.
    const readyOption: keyof RenderToPipeableStreamOptions =
      !userAgent || isbot(userAgent) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        headers.set("Content-Type", "text/html");
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers, status }));
      },
      onShellError: reject,
      onError(error: unknown) {
        status = 500;
        if (shellRendered) console.error(error);
      },
    });
  });
}
