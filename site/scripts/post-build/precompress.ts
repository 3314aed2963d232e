import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { ENCODINGS, MIN_COMPRESS_BYTES, isCompressible } from "../../server/file-types.mjs";

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every compressible file of the
 * build, once; the server sends the copy a browser takes
 * (docs/behaviour/server.md#compression). A copy newer than its file is kept, so a
 * rebuild that left a file alone does not compress it again.
 *
 * Brotli levels (measured, docs/decisions/019-server-under-load.md): hashed assets,
 * compressed once per content and cached for a year, get the highest level (the 214 KB
 * entry script: 57.7 KB in 312 ms); pages and other files, which grow with the
 * catalogue, get level 5 (a 44 KB page: 10.0 KB in 1.8 ms, against 9.1 KB in 50 ms).
 */
const ASSET_QUALITY = constants.BROTLI_MAX_QUALITY;
const PAGE_QUALITY = 5;

const compressors = {
  br: (data: Buffer, quality: number) =>
    promisify(brotliCompress)(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    }),
  gzip: (data: Buffer) => promisify(gzip)(data, { level: constants.Z_BEST_COMPRESSION }),
};

// Compression runs on libuv's thread pool; a few files at a time keep every core busy.
const PARALLEL = 4;

async function isFresh(copy: string, sourceMtime: number) {
  try {
    return (await stat(copy)).mtimeMs >= sourceMtime;
  } catch {
    return false;
  }
}

async function compressFile(file: string, quality: number): Promise<number> {
  const info = await stat(file);
  if (info.size < MIN_COMPRESS_BYTES) return 0;
  let written = 0;
  let data: Buffer | undefined;
  for (const encoding of ENCODINGS) {
    const copy = file + encoding.suffix;
    if (await isFresh(copy, info.mtimeMs)) continue;
    data ??= await readFile(file);
    const compressed = await compressors[encoding.name](data, quality);
    // A copy that saves nothing would only cost a lookup.
    if (compressed.length < data.length) {
      await writeFile(copy, compressed);
      written += 1;
    }
  }
  return written;
}

/** `starting` is told how many files are to compress. @returns how many copies were written */
export async function precompress(clientDir: string, starting: (files: number) => void = () => {}): Promise<number> {
  const entries = (await readdir(clientDir, { recursive: true })) as string[];
  const files = entries.filter((name) => isCompressible(name));
  starting(files.length);
  const qualityOf = (name: string) => (name.startsWith(`assets${path.sep}`) ? ASSET_QUALITY : PAGE_QUALITY);
  let written = 0;
  for (let i = 0; i < files.length; i += PARALLEL) {
    const batch = files.slice(i, i + PARALLEL);
    const counts = await Promise.all(batch.map((name) => compressFile(path.join(clientDir, name), qualityOf(name))));
    written += counts.reduce((a, b) => a + b, 0);
  }
  return written;
}
