import { createWriteStream, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import tar from "tar-stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main as backupMain } from "../cli/backup.mjs";
import { main as restoreMain } from "../cli/restore.mjs";
import { migrate } from "../db/migrate.mjs";
import { openSqlite } from "../db/sqlite.mjs";
import { readArchive } from "./archive.mjs";

/**
 * `npm run restore` fed an archive made to write where a backup never does
 * (docs/operations.md#restoring): a name leading out of its folder, an absolute name, a
 * link or a hard link to a file outside, the database's name where the database is not.
 * Each is refused in plain words before anything is replaced, and nothing is written
 * anywhere: the whole temporary folder (site, data and the folder beside them) is byte for
 * byte as it was.
 */
const temp = mkdtempSync(path.join(tmpdir(), "vitrine-restore-archive-"));
const site = path.join(temp, "site");
const outside = path.join(temp, "outside");
const env = { VITRINE_DATA_DIR: path.join(temp, "data"), VITRINE_CONTENT_DIR: path.join(site, "content") };
const liveDb = path.join(env.VITRINE_DATA_DIR, "vitrine.sqlite");

type Entry = { name: string; bytes?: Buffer; type?: "file" | "directory" | "symlink" | "link"; linkname?: string; mode?: number };
let genuine: Required<Pick<Entry, "name" | "bytes">>[] = [];
const bytes = (text: string) => Buffer.from(text);

beforeAll(async () => {
  for (const [name, text] of Object.entries({ "content/settings/site.yaml": "name: Atelier\n", "content/posts/first.md": "---\ntitle: First\n---\nAsh.\n", "public/media/kiln-480.webp": "webp" })) {
    mkdirSync(path.dirname(path.join(site, name)), { recursive: true });
    writeFileSync(path.join(site, name), text);
  }
  mkdirSync(outside);
  writeFileSync(path.join(outside, "secret.txt"), "not the site's\n");
  const db = openSqlite({ file: liveDb });
  await migrate(db);
  await db.close();
  const made = path.join(temp, "genuine.tar.gz");
  await backupMain(["--out", made], env);
  const parts = mkdtempSync(path.join(tmpdir(), "vitrine-restore-parts-"));
  const names: string[] = [];
  await readArchive(made, (header) => {
    names.push(header.name);
    return path.join(parts, String(names.length - 1));
  });
  genuine = names.map((name, i) => ({ name, bytes: readFileSync(path.join(parts, String(i))) }));
  rmSync(parts, { recursive: true });
  rmSync(made);
});

afterAll(() => rmSync(temp, { recursive: true, force: true }));

/**
 * A backup as `npm run backup` writes it, with `extra` after its database and first content
 * file, `without` left out, and its list counting `more` files of a part than it held.
 */
async function crafted(label: string, extra: Entry[], without: string[] = [], more: { content?: number; media?: number } = {}) {
  const file = path.join(temp, `${label}.tar.gz`);
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(file));
  const kept = genuine
    .filter((entry) => !without.includes(entry.name))
    .map((entry) => {
      if (entry.name !== "vitrine-backup.json") return entry;
      const list = JSON.parse(entry.bytes.toString()) as { content: number; media: number };
      return { ...entry, bytes: bytes(JSON.stringify({ ...list, content: list.content + (more.content ?? 0), media: list.media + (more.media ?? 0) })) };
    });
  const entries: Entry[] = [...kept.slice(0, 2), ...extra, ...kept.slice(2)];
  for (const { name, bytes: held = Buffer.alloc(0), type = "file", linkname, mode } of entries) {
    const header = { name, type, mode: mode ?? (type === "directory" ? 0o700 : 0o600), ...(linkname ? { linkname } : {}) };
    await new Promise<void>((resolve, reject) => {
      const done = (error?: Error | null) => (error ? reject(error) : resolve());
      if (type === "file") pack.entry({ ...header, size: held.length }, held, done);
      else pack.entry(header, done);
    });
  }
  pack.finalize();
  await written;
  return file;
}

/** Every name under `dir` with what it holds: a file's bytes, a link's target, a folder's mark. */
function tree(dir: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    const stat = lstatSync(full);
    found[path.relative(dir, full)] = stat.isSymbolicLink() ? `link to ${readlinkSync(full)}` : stat.isDirectory() ? "folder" : readFileSync(full).toString("base64");
  }
  return found;
}

const database = () => genuine.find((entry) => entry.name === "database/vitrine.sqlite")!.bytes;
const DATABASE = "database/vitrine.sqlite";

describe("a restore of an archive made to write outside where it restores", () => {
  it.each<[string, () => Entry[], string[], RegExp, { content?: number; media?: number }?]>([
    ["a name leading up out of the content folder", () => [{ name: "content/../../escaped.txt", bytes: bytes("planted") }], [], /it holds content\/\.\.\/\.\.\/escaped\.txt, a name that leads out of the folder it is restored to/],
    ["a name starting with ../", () => [{ name: "../escaped.txt", bytes: bytes("planted") }], [], /it holds \.\.\/escaped\.txt, a name that leads out of the folder it is restored to/],
    ["an absolute name", () => [{ name: path.join(outside, "escaped.txt"), bytes: bytes("planted") }], [], /a name that leads out of the folder it is restored to/],
    ["an absolute name inside a part", () => [{ name: `content/${path.join(outside, "escaped.txt")}`, bytes: bytes("planted") }], [], /a name that leads out of the folder it is restored to/],
    [
      "a link to a folder outside, then a file written through it",
      () => [
        { name: "content/posts/outside", type: "symlink", linkname: outside },
        { name: "content/posts/outside/planted.md", bytes: bytes("planted") },
      ],
      [],
      /it holds a link, content\/posts\/outside: a backup holds files only/,
    ],
    ["a link in the database's place", () => [{ name: DATABASE, type: "symlink", linkname: liveDb }], [DATABASE], /it holds a link, database\/vitrine\.sqlite: a backup holds files only/],
    ["a hard link to a file outside", () => [{ name: "content/posts/hard.md", type: "link", linkname: path.join(outside, "secret.txt") }], [], /it holds a link, content\/posts\/hard\.md: a backup holds files only/],
    ["a hard link up out of its folder", () => [{ name: "content/posts/hard.md", type: "link", linkname: "../../outside/secret.txt" }], [], /it holds a link, content\/posts\/hard\.md: a backup holds files only/],
    // Its list counting the extra file, as a made-up one would.
    ["the database's name in the content folder", () => [{ name: "content/vitrine.sqlite", bytes: database() }], [], /it holds a database at content\/vitrine\.sqlite, where a backup keeps none/, { content: 1 }],
    ["the database's name among the images", () => [{ name: "media/database/vitrine.sqlite", bytes: database() }], [], /it holds a database at media\/database\/vitrine\.sqlite, where a backup keeps none/, { media: 1 }],
    ["the database's journal in the content folder", () => [{ name: "content/settings/vitrine.sqlite-wal", bytes: bytes("wal") }], [], /it holds a database at content\/settings\/vitrine\.sqlite-wal, where a backup keeps none/, { content: 1 }],
    ["the database's name at the top", () => [{ name: "vitrine.sqlite", bytes: database() }], [], /it holds a database at vitrine\.sqlite, where a backup keeps none/],
    ["the database's name beside the database", () => [{ name: "database/../vitrine.sqlite", bytes: database() }], [DATABASE], /a name that leads out of the folder it is restored to/],
    ["a folder in the database's place", () => [{ name: DATABASE, type: "directory" }], [DATABASE], /it holds a folder named database\/vitrine\.sqlite, where its database belongs/],
    ["a folder in the list's place", () => [{ name: "vitrine-backup.json", type: "directory" }], ["vitrine-backup.json"], /it holds a folder named vitrine-backup\.json, where its list of contents belongs/],
    ["a second database", () => [{ name: DATABASE, bytes: database() }], [], /it holds database\/vitrine\.sqlite twice/],
    ["a content file twice", () => [{ name: "content/posts/first.md", bytes: bytes("planted") }], [], /it holds content\/posts\/first\.md twice/],
  ])("refuses %s, changing and writing nothing", async (label, extra, without, reason, more) => {
    const file = await crafted(label.replaceAll(/\W+/g, "-"), extra(), without, more);
    const before = tree(temp);
    const refused = await restoreMain([file], env).then(
      () => undefined,
      (error: Error) => error.message,
    );
    expect(refused).toMatch(new RegExp(`^${file.replaceAll(/[.*+?^${}()|[\]\\/]/g, "\\$&")} is not a Vitrine backup \\(.+\\)\\. Nothing was changed\\.$`));
    expect(refused).toMatch(reason);
    expect(tree(temp)).toEqual(before);
  });

  it("still restores the backup these are made from", async () => {
    const file = await crafted("genuine-again", []);
    expect(await restoreMain([file], env)).toMatch(/^Restored /);
    expect(readFileSync(path.join(site, "content/posts/first.md"), "utf8")).toBe("---\ntitle: First\n---\nAsh.\n");
  });

  it("gives every restored file its owner's read and write and nobody else's write or run, whatever the archive says", async () => {
    const planted = { "content/posts/open.md": 0o777, "content/posts/locked.md": 0o200, "media/open.webp": 0o666 };
    const file = await crafted("modes", Object.entries(planted).map(([name, mode]) => ({ name, bytes: bytes("x"), mode })), [], { content: 2, media: 1 });
    expect(await restoreMain([file], env)).toMatch(/^Restored /);
    const modeOf = (file: string) => lstatSync(file).mode & 0o777;
    expect(modeOf(path.join(site, "content/posts/open.md"))).toBe(0o644);
    expect(modeOf(path.join(site, "content/posts/locked.md"))).toBe(0o600);
    expect(modeOf(path.join(site, "public/media/open.webp"))).toBe(0o644);
    expect(modeOf(liveDb)).toBe(0o600);
  });
});
