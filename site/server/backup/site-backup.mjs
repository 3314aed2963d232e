// @ts-check
/**
 * The site's backup (docs/operations.md#backups): one file holding the embedded database,
 * the content folder (drafts, redirects and settings among it) and the images in
 * `public/media`. The database is copied first, consistently, while the site serves
 * (db/sqlite-backup.mjs); the archive is written beside its final name and renamed into
 * place, readable by its owner alone. Its list of contents comes last: a file cut short
 * while copied lacks it, and is refused.
 *
 * A restore unpacks the whole backup beside the live folders and checks it (every file
 * the list names, a sound database from this release or an older one, with its triggers)
 * before it replaces anything; then, holding the database, it moves the live words and
 * pictures aside into `before-restore-<time>/` of the site folder, puts the backup's in
 * their place, and swaps the database in (its old file kept beside it).
 */
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, readSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { backupSqlite, checkRestorable, restoreSqlite, stamp, syncFile } from "../db/sqlite-backup.mjs";
import { readArchive, writeArchive } from "./archive.mjs";

const LIST = "vitrine-backup.json";
const DATABASE = "database/vitrine.sqlite";
const PARTS = /** @type {const} */ (["content", "media"]);
const FORMAT = 1;

/** @typedef {{ siteFolder: string, content: string, media: string }} SiteFolders */

/** Every file under `dir`, with its name inside it (`/`-separated). @param {string} dir */
function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

/**
 * Backs the site up into `to` (a file name) or into `dir` (a new dated file).
 * @param {{ dbFile: string, folders: SiteFolders, to?: string, dir?: string, now?: number }} options
 */
export async function backupSite({ dbFile, folders, to, dir = path.join(path.dirname(dbFile), "backups"), now = Date.now() }) {
  const target = path.resolve(to ?? path.join(dir, `vitrine-${stamp(now)}.tar.gz`));
  if (existsSync(target)) throw new Error(`${target} exists already; choose another name.`);
  mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
  const started = performance.now();
  const databaseCopy = `${target}.database`;
  const partial = `${target}.partial`;
  rmSync(databaseCopy, { force: true });
  const database = await backupSqlite({ file: dbFile, to: databaseCopy, now });
  /** @type {Record<string, number | null>} */
  const counts = {};
  function* entries() {
    yield { name: DATABASE, file: databaseCopy, size: database.bytes };
    for (const part of PARTS) {
      const root = folders[part];
      counts[part] = existsSync(root) ? 0 : null;
      if (counts[part] === null) continue;
      for (const name of filesUnder(root)) {
        const file = path.join(root, name);
        let bytes;
        try {
          bytes = readFileSync(file);
        } catch (error) {
          // Deleted (by the studio) since the folder was listed: not part of this moment's site.
          if (/** @type {{ code?: string }} */ (error).code === "ENOENT") continue;
          throw error;
        }
        counts[part] += 1;
        yield { name: `${part}/${name}`, bytes, mode: statSync(file).mode & 0o777 };
      }
    }
    const list = { format: FORMAT, createdAt: new Date(now).toISOString(), schemaVersion: database.schemaVersion, rows: database.rows, ...counts };
    yield { name: LIST, bytes: Buffer.from(`${JSON.stringify(list, null, 2)}\n`) };
  }
  try {
    rmSync(partial, { force: true });
    await writeArchive(partial, entries());
    syncFile(partial);
    renameSync(partial, target);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    rmSync(databaseCopy, { force: true });
  }
  return { file: target, bytes: statSync(target).size, ms: performance.now() - started, schemaVersion: database.schemaVersion, rows: database.rows, content: counts.content ?? null, media: counts.media ?? null };
}

/** A backup made before the words and pictures were in it: the database file itself. @param {string} file */
function isDatabaseFile(file) {
  const fd = openSync(file, "r");
  try {
    const head = Buffer.alloc(16);
    readSync(fd, head, 0, 16, 0);
    return head.toString("latin1") === "SQLite format 3\0";
  } finally {
    closeSync(fd);
  }
}

/** @param {string} name a name inside the archive; false when it could lead out of its folder (absolute, `..`, a Windows separator) */
function staysInside(name) {
  const parts = name.replace(/\/$/, "").split("/");
  return parts.every((part) => part !== "" && part !== ".." && !part.includes("\0") && !part.includes("\\"));
}

/** The database's file (DATABASE's name), or its journal: a backup holds it at DATABASE only. */
const DATABASE_NAME = /^vitrine\.sqlite(?:-wal|-shm|-journal)?$/;

/**
 * Why the archive's entry `header` is refused, or undefined: what `npm run backup` writes
 * (files at names inside their part, the database and the list each once) and nothing else,
 * so a made-up archive cannot write outside where it is restored (docs/operations.md#restoring).
 * @param {import("tar-stream").Header} header @param {Set<string>} seen the names before it
 */
function refusal({ name, type }, seen) {
  if (type === "symlink" || type === "link") return `it holds a link, ${name}: a backup holds files only`;
  if (type !== "file" && type !== "directory") return `it holds ${name}, a ${type}: a backup holds files only`;
  if (!staysInside(name)) return `it holds ${name}, a name that leads out of the folder it is restored to`;
  const plain = name.replace(/\/$/, "");
  if (seen.has(plain)) return `it holds ${plain} twice`;
  seen.add(plain);
  if (type === "directory" && plain === DATABASE) return `it holds a folder named ${plain}, where its database belongs`;
  if (type === "directory" && plain === LIST) return `it holds a folder named ${plain}, where its list of contents belongs`;
  if (plain === DATABASE || plain === LIST) return undefined;
  if (DATABASE_NAME.test(plain.split("/").at(-1) ?? "")) return `it holds a database at ${plain}, where a backup keeps none`;
  const [part] = plain.split("/");
  if (!PARTS.includes(/** @type {never} */ (part)) || !plain.includes("/") || plain.split("/").includes(".")) return `it holds ${plain}, which is none of a database, words or pictures`;
  return undefined;
}

/**
 * Unpacks and checks the backup `source` beside the live folders; nothing live is touched.
 * @param {string} source @param {{ dbFile: string, folders: SiteFolders }} where
 */
async function unpack(source, { dbFile, folders }) {
  const staging = path.join(folders.siteFolder, `.restoring-${process.pid}`);
  // The database and the list beside the live database; the words and pictures beside theirs (one rename each to swap).
  const database = `${dbFile}.unpacked-${process.pid}`;
  const listFile = `${database}.json`;
  // Recursive for each: whatever an archive left there, a later restore is not stopped by it.
  const cleanup = () => {
    for (const made of [staging, database, listFile]) rmSync(made, { recursive: true, force: true });
  };
  const notVitrine = (/** @type {string} */ why) => new Error(`${source} is not a Vitrine backup (${why}). Nothing was changed.`);
  cleanup();
  mkdirSync(path.dirname(dbFile), { recursive: true });
  const seen = new Set();
  try {
    await readArchive(source, (header) => {
      const refused = refusal(header, seen);
      if (refused) throw notVitrine(refused);
      if (header.name === LIST) return listFile;
      if (header.name === DATABASE) return database;
      return path.join(staging, header.name);
    }).catch((/** @type {Error & { code?: string }} */ error) => {
      if (error.message.includes("not a Vitrine backup")) throw error;
      if (["EACCES", "EPERM", "EROFS", "ENOSPC"].includes(error.code ?? "")) throw new Error(`${source} could not be unpacked here (${error.message}). Nothing was changed.`, { cause: error });
      if (error.code === "Z_DATA_ERROR") throw notVitrine("it is not a compressed archive");
      throw new Error(`${source} is not a whole backup: it ends early or is damaged (${error.message}); it may have been cut short while copied. Nothing was changed.`, { cause: error });
    });
    if (!existsSync(listFile)) {
      throw new Error(`${source} is not a whole backup: its list of contents, written last, is missing; it may have been cut short while copied. Nothing was changed.`);
    }
    const list = /** @type {{ format: number, content: number | null, media: number | null }} */ (JSON.parse(readFileSync(listFile, "utf8")));
    if (list.format !== FORMAT) throw notVitrine(`its format is ${list.format}`);
    for (const part of PARTS) {
      const found = existsSync(path.join(staging, part)) ? filesUnder(path.join(staging, part)).length : list[part] === null ? null : 0;
      if (found !== list[part]) throw new Error(`${source} is not a whole backup: its list names ${list[part] ?? "no"} ${part} files, it holds ${found ?? "some"}. Nothing was changed.`);
    }
    if (!existsSync(database)) throw new Error(`${source} is not a whole backup: it holds no database. Nothing was changed.`);
    return { database, checked: checkRestorable(source, database), content: list.content, media: list.media, staging, cleanup };
  } catch (error) {
    cleanup();
    throw error;
  }
}

/**
 * Puts the backup `from` in place of the database and the words and pictures; with `check`,
 * only says what it holds.
 * @param {{ dbFile: string, folders: SiteFolders, from: string, now?: number, check?: boolean }} options
 */
export async function restoreSite({ dbFile, folders, from, now = Date.now(), check = false }) {
  const source = path.resolve(from);
  if (!existsSync(source)) throw new Error(`There is no backup at ${source}.`);
  if (isDatabaseFile(source)) {
    // A backup of the database alone: the words and pictures stay as they are.
    if (check) return { from: source, ...checkRestorable(source, source), content: null, media: null };
    return { ...restoreSqlite({ file: dbFile, from: source, now }), content: null, media: null };
  }
  const staged = await unpack(source, { dbFile, folders });
  try {
    if (check) return { from: source, ...staged.checked, content: staged.content, media: staged.media };
    const keptFolder = path.join(folders.siteFolder, `before-restore-${stamp(now)}`);
    let keptWords;
    const alongside = () => {
      /** @type {[string, string][]} */
      const moved = [];
      const move = (/** @type {string} */ from, /** @type {string} */ to) => {
        mkdirSync(path.dirname(to), { recursive: true });
        renameSync(from, to);
        moved.push([from, to]);
      };
      const undo = () => {
        for (const [from, to] of moved.reverse()) renameSync(to, from);
      };
      try {
        for (const part of PARTS) {
          if (staged[part] === null) continue;
          if (existsSync(folders[part])) {
            move(folders[part], path.join(keptFolder, part));
            keptWords = keptFolder;
          }
          // A part with no files has no folder in the archive: an empty one takes the live one's place.
          mkdirSync(path.join(staged.staging, part), { recursive: true });
          move(path.join(staged.staging, part), folders[part]);
        }
      } catch (error) {
        undo();
        throw error;
      }
      return { undo };
    };
    const restored = restoreSqlite({ file: dbFile, from: staged.database, now, name: source, alongside });
    return { ...restored, from: source, content: staged.content, media: staged.media, keptWords };
  } finally {
    staged.cleanup();
  }
}
