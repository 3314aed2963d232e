// @ts-check
/**
 * `npm run restore -- <backup file>`: puts a backup made by `npm run backup` in place of
 * the embedded database (docs/operations.md#restoring). The server must be stopped
 * first; the database it replaces is kept beside it. With DATABASE_URL it says how to
 * restore with PostgreSQL's own tool, and exits 2.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { sqliteFileFor } from "../db/open-database.mjs";
import { restoreSqlite } from "../db/sqlite-backup.mjs";
import { describeBackup, postgresAdvice } from "./backup-words.mjs";
import { runCommand } from "./run-command.mjs";

/** @param {string[]} argv @param {Record<string, string | undefined>} env */
export async function main(argv, env) {
  // npm runs the command in the repository's folder: a file name is relative to where it was typed.
  const typed = (/** @type {string} */ name) => path.resolve(env.INIT_CWD ?? process.cwd(), name);
  const { positionals } = parseArgs({ args: argv, allowPositionals: true, options: {} });
  if (env.DATABASE_URL?.trim()) throw new Error(postgresAdvice("restore"));
  if (positionals.length !== 1) throw new Error("Name the backup to restore: npm run restore -- <file> (backups are in <VITRINE_DATA_DIR>/backups/).");
  const result = restoreSqlite({ file: sqliteFileFor(env), from: typed(/** @type {string} */ (positionals[0])) });
  const kept = result.kept ? ` The database it replaced is kept as ${result.kept}.` : "";
  return `Restored ${result.from} to ${result.file}: ${describeBackup(result)}.${kept} Start the server again.\n`;
}

runCommand(import.meta.url, main);
