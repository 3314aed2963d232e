import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { placeOfFile } from "../../shared/owner-words";

export type Deleted = {
  id: string;
  /** What was deleted: a page, a post, a product. */
  kind: "page" | "post" | "product";
  /** Its title, as the owner knew it. */
  title: string;
  /** Its file, as messages name it (`content/pages/care-guide.yaml`). */
  file: string;
  deletedAt: number;
};

/** Where deleted files wait, beside the content folder: the build never reads it, and a backup of the site folder keeps it. */
export const TRASH_FOLDER = ".studio-trash";

/**
 * Deletes the studio can take back until the next publish (docs/behaviour/page-builder.md#undo):
 * a deleted page, post or product is moved aside with what it was, not removed, and put back
 * by Undo, unless a file of that name has appeared since. A publish that succeeds empties it:
 * what is live is what the owner meant.
 */
export function createTrash(contentDir: string, options: { onWrite(): void }) {
  const root = path.join(contentDir, "..", TRASH_FOLDER);
  const folderOf = (id: string) => path.join(root, id);
  const original = (file: string) => path.join(contentDir, ...file.split("/").slice(1));

  /** Everything deleted since the last publish, the latest first. */
  async function list(): Promise<Deleted[]> {
    if (!existsSync(root)) return [];
    const entries: Deleted[] = [];
    for (const id of await readdir(root)) {
      const meta = path.join(folderOf(id), "deleted.json");
      if (existsSync(meta)) entries.push(JSON.parse(await readFile(meta, "utf8")) as Deleted);
    }
    return entries.sort((a, b) => b.deletedAt - a.deletedAt);
  }

  return {
    list,

    /** Moves `full` (a file in the content folder) aside; its `file` name starts with `content/`. */
    async put(full: string, entry: Omit<Deleted, "id" | "deletedAt">): Promise<Deleted> {
      const deleted: Deleted = { ...entry, id: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`, deletedAt: Date.now() };
      await mkdir(folderOf(deleted.id), { recursive: true });
      await writeFile(path.join(folderOf(deleted.id), "deleted.json"), JSON.stringify(deleted, null, 2));
      await rename(full, path.join(folderOf(deleted.id), path.basename(full)));
      return deleted;
    },

    /** Puts a deleted file back where it was; refused when it is gone or its name is taken again. */
    async restore(id: string): Promise<{ ok: true; restored: Deleted } | { ok: false; status: number; message: string }> {
      const entry = (await list()).find((e) => e.id === id);
      if (!entry) return { ok: false, status: 404, message: "There is nothing to undo here: it was published, or undone already." };
      const back = original(entry.file);
      if (existsSync(back)) return { ok: false, status: 409, message: `Something new has taken its place since the delete (${placeOfFile(entry.file)}), so “${entry.title}” cannot be put back over it. Rename or delete that one first.` };
      await mkdir(path.dirname(back), { recursive: true });
      await rename(path.join(folderOf(id), path.basename(back)), back);
      await rm(folderOf(id), { recursive: true, force: true });
      options.onWrite();
      return { ok: true, restored: entry };
    },

    /** After a successful publish: the deletes are live, and final. */
    async empty(): Promise<void> {
      await rm(root, { recursive: true, force: true });
    },
  };
}

export type Trash = ReturnType<typeof createTrash>;
