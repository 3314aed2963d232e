import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";

/**
 * A file's version: a hash of its bytes, handed to the editor with the file and sent
 * back with a save. If the file on disk no longer has it (another editor, a `git pull`,
 * a hand edit), the save stops and the editor asks to reload or overwrite
 * (docs/behaviour/page-builder.md#conflicts). Content, not modification time: a touched
 * but unchanged file is no conflict, and a change within the same second still is.
 */
export type FileVersion = string;

/** The version of no file at all (a page that does not exist yet, or was deleted). */
export const ABSENT: FileVersion = "absent";

export function versionOf(bytes: string | Uint8Array): FileVersion {
  return createHash("sha256").update(bytes).digest("hex").slice(0, 32);
}

/** The file's current version, or ABSENT. */
export async function currentVersion(file: string): Promise<FileVersion> {
  try {
    return versionOf(await readFile(file));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return ABSENT;
    throw error;
  }
}

export type ConflictCheck = { ok: true } | { ok: false; current: FileVersion };

/** Whether the file is still at the version the editor loaded. */
export async function checkVersion(file: string, expected: FileVersion): Promise<ConflictCheck> {
  const current = await currentVersion(file);
  return current === expected ? { ok: true } : { ok: false, current };
}
