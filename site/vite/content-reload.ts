import path from "node:path";
import type { Plugin, ViteDevServer } from "vite";

export type Options = {
  /** The content folder (`contentDir()`: `site/content` or VITRINE_CONTENT_DIR). */
  contentDir: string;
};

/**
 * `npm run dev` shows content edits on the next load. Content files are read with `fs`
 * by server modules, so Vite's module graph does not know them: when one changes, the
 * server-side modules are re-evaluated (which empties the content cache in
 * load.server.ts and anything derived from it) and the browser reloads; the same for a
 * file added or removed.
 * The build is untouched: this plugin applies only to the dev server.
 */
export function contentReload({ contentDir }: Options): Plugin {
  const root = path.resolve(contentDir) + path.sep;
  // Content files only: an editor's swap and backup files come and go on every save.
  const isContent = (file: string) =>
    path.resolve(file).startsWith(root) && /^[^.].*\.(md|ya?ml|json)$/.test(path.basename(file));
  return {
    name: "vitrine:content-reload",
    apply: "serve",
    configureServer(server: ViteDevServer) {
      server.watcher.add(contentDir);
      const reload = (file: string) => {
        if (!isContent(file)) return;
        server.config.logger.info(`content changed: ${path.relative(contentDir, file)}`, { timestamp: true });
        // The server-side module runner drops every evaluated module on a full reload.
        for (const environment of Object.values(server.environments)) {
          if (environment.name !== "client") environment.hot.send({ type: "full-reload" });
        }
        server.ws.send({ type: "full-reload", path: "*" });
      };
      // The watcher, and these listeners with it, is closed when the server closes or restarts.
      server.watcher.on("change", reload);
      // The route table has one pattern per kind of page (routes.ts): a file added or
      // removed needs no new route, only fresh content, like an edit.
      server.watcher.on("add", reload);
      server.watcher.on("unlink", reload);
    },
  };
}
