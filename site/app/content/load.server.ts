import path from "node:path";
import { contentDir } from "../source/content-dir.server";
import { readContent, type ContentStore } from "./content-store.server";
import { crossCheck } from "./cross-check.server";

let cached: { root: string; store: Promise<ContentStore> } | undefined;

async function loadChecked(root: string): Promise<ContentStore> {
  const store = await readContent(root);
  const problems = [...store.problems, ...crossCheck(store)];
  if (problems.length > 0) throw new Error(`Content problems:\n${problems.join("\n")}`);
  return store;
}

/**
 * Hands the loaders content the build has just read and validated (scripts/build.ts),
 * so the files are not read a second time. Only for a store without problems.
 */
export function seedContent(root: string, store: ContentStore): void {
  cached = { root: path.resolve(root), store: Promise.resolve(store) };
}

/**
 * The validated content, read once per build: every pre-rendered page's loader asks
 * for it, and the files do not change while the build runs.
 */
export function loadContent(): Promise<ContentStore> {
  const root = contentDir();
  if (cached?.root !== root) cached = { root, store: loadChecked(root) };
  return cached.store;
}
