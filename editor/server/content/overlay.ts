import { mkdtemp, readdir, rm, symlink, writeFile, mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { editionOf } from "@vitrine/site/editor/server";

/**
 * A content folder that is the real one with one file replaced (or left out): every
 * other entry is a symbolic link to the original. The build's own check runs on it,
 * so a draft is judged by exactly the rules and messages the build uses, and file names
 * in messages read as they will (`content/pages/home.yaml: …`), before anything is
 * written to the real folder.
 */
export type Overlay = { root: string; dispose(): Promise<void> };

export async function createOverlay(contentDir: string, replace: { relative: string; text: string | null }): Promise<Overlay> {
  const base = await mkdtemp(path.join(tmpdir(), "vitrine-draft-"));
  // A second language's edition is checked where it sits, in its site's content folder, whose
  // other entries (its settings, pictures, first language) are linked in as they are.
  const edition = editionOf(contentDir);
  const root = edition ? path.join(base, "content", "editions", edition.language) : path.join(base, "content");
  if (edition) {
    const first = path.join(contentDir, "..", "..");
    await mkdir(root, { recursive: true });
    for (const entry of await readdir(first)) if (entry !== "editions") await symlink(path.join(first, entry), path.join(base, "content", entry));
    for (const entry of await readdir(path.join(first, "editions"))) if (entry !== edition.language) await symlink(path.join(first, "editions", entry), path.join(base, "content", "editions", entry));
  }
  const [folder, name] = replace.relative.split("/") as [string, string];
  await mkdir(path.join(root, folder), { recursive: true });
  for (const entry of await readdir(contentDir)) {
    if (entry !== folder) await symlink(path.join(contentDir, entry), path.join(root, entry));
  }
  for (const entry of await readdir(path.join(contentDir, folder)).catch(() => [] as string[])) {
    if (entry !== name) await symlink(path.join(contentDir, folder, entry), path.join(root, folder, entry));
  }
  if (replace.text !== null) await writeFile(path.join(root, folder, name), replace.text);
  return { root, dispose: () => rm(base, { recursive: true, force: true }) };
}
