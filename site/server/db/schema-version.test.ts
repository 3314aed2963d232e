import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { SERVE_SCRIPT } from "../serve-process";
import { makeBuild } from "../test-support";
import { migrate, MIGRATIONS_DIR } from "./migrate.mjs";
import { openDatabase, sqliteFileFor } from "./open-database.mjs";
import { openPostgres } from "./postgres.mjs";
import { openSqlite } from "./sqlite.mjs";
import { schemaVersion } from "./schema-version.mjs";
import { startTestPostgres } from "./test-postgres";

/**
 * Upgrading and going back (docs/operations.md#upgrading): a release records the schema
 * version it migrated to, and a release older than the database refuses to start on
 * it, saying why, instead of reading tables whose shape it does not know.
 */
const temp = mkdtempSync(path.join(tmpdir(), "vitrine-schema-"));
const postgres = startTestPostgres({ skipping: "the schema version test", portOffset: 4 });
afterAll(() => {
  if (typeof postgres !== "string") postgres.stop();
  rmSync(temp, { recursive: true, force: true });
});

/** The migrations of a newer release: this one's, and one more. */
const newerRelease = path.join(temp, "newer-migrations");
cpSync(MIGRATIONS_DIR, newerRelease, { recursive: true });
writeFileSync(path.join(newerRelease, "900-gift-cards.sql"), "create table gift_cards (id text primary key, total bigint not null);");
const refusal = /^This database was upgraded by a newer release of Vitrine: its schema version is 900 \(900-gift-cards not known here\), and this release knows versions up to \d{3}\. Start the newer release again, or restore a backup taken before the upgrade \(docs\/operations\.md#upgrading\)\.$/;

/** This release starts on the database, then a newer one migrates it (as its own server would, before sealing its connection). */
async function upgradeByNewerRelease(env: Record<string, string>) {
  const { db: current } = await openDatabase(env);
  expect(await schemaVersion(current)).toMatch(/^\d{3}$/);
  await current.close();
  const newer = env.DATABASE_URL ? openPostgres({ url: env.DATABASE_URL }) : openSqlite({ file: sqliteFileFor(env) });
  expect(await migrate(newer, { dir: newerRelease })).toEqual(["900-gift-cards.sql"]);
  expect(await schemaVersion(newer)).toBe("900");
  await newer.close();
}

describe("the schema version guard", () => {
  it("an older release refuses a database a newer release migrated, on SQLite, and the server says so and exits 1", async () => {
    const env = { VITRINE_DATA_DIR: path.join(temp, "sqlite") };
    await upgradeByNewerRelease(env);
    await expect(openDatabase(env)).rejects.toThrow(refusal);

    const build = makeBuild({ "index.html": "<h1>Home</h1>" });
    const started = await new Promise<{ code: number; stderr: string }>((resolve) =>
      execFile(process.execPath, [SERVE_SCRIPT], { env: { ...process.env, DATABASE_URL: "", PORT: "0", ...env, VITRINE_OUT_DIR: build } }, (error, _stdout, stderr) =>
        resolve({ code: error ? Number(error.code) : 0, stderr }),
      ),
    );
    expect(started.code).toBe(1);
    expect(started.stderr).toMatch(/^The database could not be opened: This database was upgraded by a newer release of Vitrine: its schema version is 900 /);
    rmSync(build, { recursive: true, force: true });
  }, 60_000);

  it.skipIf(typeof postgres === "string")("and on PostgreSQL, before changing anything", async () => {
    if (typeof postgres === "string") return;
    const env = { DATABASE_URL: await postgres.createDatabase("vitrine_schema") };
    await upgradeByNewerRelease(env);
    await expect(openDatabase(env)).rejects.toThrow(refusal);
  }, 60_000);
});
