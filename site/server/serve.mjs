/**
 * Serves the pre-rendered site: compressed responses, long-lived immutable caching for
 * hashed assets, revalidation (no-cache) for every HTML document, and the 404 page with
 * a real 404 status, also when it is asked for by its own address.
 */
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import compression from "compression";
import express from "express";
import { REVALIDATED, SEARCH_FILES, createBuildRoot, perBuild } from "./build-root.mjs";
import { createSearchFallback } from "./search-fallback.mjs";

// VITRINE_OUT_DIR: serve a build made with the same variable (scripts/build.ts).
const liveRoot = process.env.VITRINE_OUT_DIR
  ? path.resolve(process.env.VITRINE_OUT_DIR, "client")
  : fileURLToPath(new URL("../build/client", import.meta.url));
const port = Number(process.env.PORT ?? 3000);
// The live build, followed through its link once per request (build-root.mjs).
const build = createBuildRoot(liveRoot);
const notFoundPage = (root) => path.join(root, "404", "index.html");

if (!existsSync(path.join(liveRoot, "index.html"))) {
  console.error(`No build found in ${liveRoot}. Run "npm run build" first.`);
  process.exit(1);
}

const isFile = (root, file) => file.startsWith(root) && existsSync(file) && statSync(file).isFile();

/**
 * The HTML file for a page address: /about, /about/ and /about/index.html → about/index.html,
 * / and /index.html → index.html, /x.html → x.html.
 */
function htmlFileFor(root, urlPath) {
  // Media, scripts and the like go straight to the static files.
  const ext = path.extname(urlPath);
  if (ext !== "" && ext !== ".html") return undefined;
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const safe = path.normalize(decoded).replace(/^(\.\.[/\\])+/, "");
  const candidates = safe.endsWith(".html")
    ? [path.join(root, safe)]
    : [path.join(root, safe, "index.html"), path.join(root, `${safe}.html`)];
  return candidates.find((file) => isFile(root, file));
}

/** An HTML document: always revalidated, so a new build shows at once. */
function sendHtml(res, file, status = 200) {
  res.status(status).setHeader("Cache-Control", "no-cache");
  res.sendFile(file);
}

export function createServer() {
  const app = express();
  app.disable("x-powered-by");
  app.use(compression());
  app.use((req, res, next) => {
    res.locals.root = build.current();
    next();
  });
  const immutable = { immutable: true, maxAge: "1y", fallthrough: false };
  app.use("/assets", perBuild((root) => express.static(path.join(root, "assets"), immutable)));
  app.use(SEARCH_FILES.hashedDir, perBuild((root) => express.static(path.join(root, SEARCH_FILES.hashedDir), immutable)));
  // Search results without JavaScript: the same search, run here (search-fallback.mjs).
  app.get("/search", createSearchFallback({ root: () => build.current() }).handle);
  // Every HTML document goes through here, before the static files, so none is cached.
  app.get(/.*/, (req, res, next) => {
    const file = htmlFileFor(res.locals.root, req.path);
    if (!file) return next();
    sendHtml(res, file, file === notFoundPage(res.locals.root) ? 404 : 200);
  });
  // Unhashed files the pages fetch (the search index's entry point, images, icons): revalidated.
  app.get(REVALIDATED, (req, res, next) => {
    res.setHeader("Cache-Control", "no-cache");
    next();
  });
  app.use(perBuild((root) => express.static(root, { index: false, redirect: false, maxAge: "1h" })));
  app.use((req, res) => {
    const notFound = notFoundPage(res.locals.root);
    if (existsSync(notFound)) sendHtml(res, notFound, 404);
    else res.status(404).setHeader("Cache-Control", "no-cache").type("text").send("Not found");
  });
  return app;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  createServer().listen(port, () => console.log(`Vitrine is serving on http://localhost:${port}`));
}
