/**
 * Serves the pre-rendered site: compressed responses, long-lived immutable caching for
 * hashed assets, revalidation for HTML, and the 404 page with a real 404 status.
 */
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import compression from "compression";
import express from "express";
import { createSearchFallback } from "./search-fallback.mjs";

// VITRINE_OUT_DIR: serve a build made with the same variable (scripts/build.ts).
const root = process.env.VITRINE_OUT_DIR
  ? path.resolve(process.env.VITRINE_OUT_DIR, "client")
  : fileURLToPath(new URL("../build/client", import.meta.url));
const port = Number(process.env.PORT ?? 3000);

if (!existsSync(path.join(root, "index.html"))) {
  console.error(`No build found in ${root}. Run "npm run build" first.`);
  process.exit(1);
}

/** The HTML file for a clean URL: /about → about/index.html, / → index.html. */
function htmlFileFor(urlPath) {
  const safe = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, "");
  const candidates = [path.join(root, safe, "index.html"), path.join(root, `${safe}.html`)];
  return candidates.find((file) => file.startsWith(root) && existsSync(file) && statSync(file).isFile());
}

export function createServer() {
  const app = express();
  app.disable("x-powered-by");
  app.use(compression());
  app.use(
    "/assets",
    express.static(path.join(root, "assets"), { immutable: true, maxAge: "1y", fallthrough: false }),
  );
  app.use(express.static(root, { index: false, redirect: false, maxAge: "1h" }));
  // Search results without JavaScript: the same search, run here (search-fallback.mjs).
  app.get("/search", createSearchFallback({ root }).handle);
  app.get(/.*/, (req, res, next) => {
    const file = htmlFileFor(req.path);
    if (!file) return next();
    res.setHeader("Cache-Control", "no-cache");
    res.sendFile(file);
  });
  app.use((req, res) => {
    res.status(404).setHeader("Cache-Control", "no-cache");
    const notFound = path.join(root, "404", "index.html");
    if (existsSync(notFound)) res.sendFile(notFound);
    else res.type("text").send("Not found");
  });
  return app;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  createServer().listen(port, () => console.log(`Vitrine is serving on http://localhost:${port}`));
}
