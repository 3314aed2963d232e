// @ts-check
/**
 * Keeps small files of the build in memory, so a popular page or script is answered
 * with one write instead of an open/read/close on the thread pool per request
 * (docs/decisions/019-server-under-load.md). An entry is used only while the file's
 * size and modification time are unchanged (the caller stats the file anyway), and the
 * total stays under a bound: least recently used entries leave first, so memory stays
 * flat however many files are asked for.
 */
import { readFile } from "node:fs/promises";

/** @typedef {{ maxFileBytes: number, maxTotalBytes: number }} FileCacheOptions */

/** @type {FileCacheOptions} */
const defaultFileCacheOptions = { maxFileBytes: 256 * 1024, maxTotalBytes: 32 * 1024 * 1024 };

/** @param {Partial<FileCacheOptions>} [options] */
export function createFileCache(options = {}) {
  const { maxFileBytes, maxTotalBytes } = { ...defaultFileCacheOptions, ...options };
  /** @type {Map<string, { data: Buffer, version: string }>} */
  const entries = new Map();
  let total = 0;

  /**
   * The file's bytes, or undefined when it is too large to keep (stream it instead).
   * @param {string} file
   * @param {import("node:fs").Stats} info the caller's fresh stat of the file
   */
  async function get(file, info) {
    if (info.size > maxFileBytes) return undefined;
    const version = `${info.size}:${info.mtimeMs}`;
    const entry = entries.get(file);
    if (entry?.version === version) {
      // Most recently used last: Map keeps insertion order.
      entries.delete(file);
      entries.set(file, entry);
      return entry.data;
    }
    const data = await readFile(file);
    if (entry) {
      entries.delete(file);
      total -= entry.data.length;
    }
    entries.set(file, { data, version });
    total += data.length;
    for (const [key, old] of entries) {
      if (total <= maxTotalBytes) break;
      entries.delete(key);
      total -= old.data.length;
    }
    return data;
  }

  return { get, size: () => total };
}
