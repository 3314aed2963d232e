// @ts-check
/**
 * The backup file's format (docs/operations.md#backups): a gzip-compressed tar archive
 * (tar-stream writes and reads it), so `tar -xzf` opens it too. Each entry is written in
 * order and read as a stream: a database of any size goes through without being held in memory.
 */
import { once } from "node:events";
import { createReadStream, createWriteStream, mkdirSync } from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import tar from "tar-stream";

/**
 * Writes `entries` into a new file `target`, readable by its owner alone.
 * @param {string} target
 * @param {Iterable<{ name: string, bytes?: Buffer, file?: string, size?: number, mode?: number }>} entries read one at a time
 *   each either `bytes`, or a `file` of `size` bytes read as a stream; `mode` its permissions (0600)
 */
export async function writeArchive(target, entries) {
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(target, { flags: "wx", mode: 0o600 }));
  const adding = (async () => {
    for (const entry of entries) {
      const header = { name: entry.name, mode: entry.mode ?? 0o600, mtime: new Date() };
      const { bytes } = entry;
      if (bytes) {
        await new Promise((resolve, reject) => pack.entry({ ...header, size: bytes.length }, bytes, (error) => (error ? reject(error) : resolve(undefined))));
        continue;
      }
      /** @type {(value?: unknown) => void} */
      let done = () => {};
      /** @type {(error: Error) => void} */
      let failed = () => {};
      const finished = new Promise((resolve, reject) => ((done = resolve), (failed = reject)));
      const sink = pack.entry({ ...header, size: entry.size }, (error) => (error ? failed(error) : done(undefined)));
      for await (const chunk of createReadStream(/** @type {string} */ (entry.file))) if (!sink.write(chunk)) await once(sink, "drain");
      sink.end(undefined);
      await finished;
    }
    pack.finalize();
  })();
  // A failed write stops the adding (the pack is destroyed), and the reverse.
  adding.catch((error) => pack.destroy(error));
  await Promise.all([written, adding]);
}

/**
 * Reads every entry of the archive `file`, handing each to `place`, which answers the path
 * to write it to (or throws to stop the reading); directories are made, not written.
 * @param {string} file
 * @param {(header: import("tar-stream").Header) => string | undefined} place undefined: the entry is skipped (each file
 *   is made with the permissions it was backed up with, held to its owner's read and write and at most
 *   others' read: no archive makes a file anyone else may change or run)
 */
export async function readArchive(file, place) {
  const extract = tar.extract();
  const read = pipeline(createReadStream(file), createGunzip(), extract);
  const placing = (async () => {
    for await (const entry of extract) {
      const target = place(entry.header);
      if (target === undefined || entry.header.type === "directory") {
        if (target !== undefined) mkdirSync(target, { recursive: true });
        for await (const _ of entry); // skipped: read to its end
        continue;
      }
      mkdirSync(path.dirname(target), { recursive: true });
      // Each file with the permissions it was backed up with (the database's: its owner's alone),
      // never writable by others or runnable, and always its owner's to read and replace.
      await pipeline(entry, createWriteStream(target, { flags: "wx", mode: ((entry.header.mode ?? 0o600) & 0o644) | 0o600 }));
    }
  })();
  placing.catch((error) => extract.destroy(error));
  await Promise.all([read, placing]);
}
