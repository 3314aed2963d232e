import path from "node:path";
import { serialByName } from "./markdown-file";

const turns = serialByName();

/**
 * One write at a time per content file, in the whole studio (docs/behaviour/page-builder.md#conflicts):
 * a save's last version check and its write, and a rename's read, change and write of each
 * file it touches, take the file's turn, so neither writes over the other unseen. A save
 * that loses the race finds the file changed and asks, as after any change on disk.
 */
export const inFileTurn = <T>(file: string, task: () => Promise<T>): Promise<T> => turns(path.resolve(file), task);
