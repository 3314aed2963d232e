// @ts-check
/**
 * `npm run restore -- [--check] <backup file>`: puts a backup made by `npm run backup` in
 * place of the embedded database and the words and pictures (docs/operations.md#restoring),
 * after checking the whole of it. The server and the studio must be stopped first; what it
 * replaces is kept. `--check` only says what the backup holds. With DATABASE_URL it says
 * how to restore with PostgreSQL's own tool, and exits 2.
 */
import { parseArgs } from "node:util";
import { typedPath } from "../../app/source/typed-path.mjs";
import { siteFoldersFor } from "../backup/site-folders.mjs";
import { restoreSite } from "../backup/site-backup.mjs";
import { sqliteFileFor } from "../db/open-database.mjs";
import { describeBackup, describeWords, postgresAdvice } from "./backup-words.mjs";
import { runCommand } from "./run-command.mjs";

/** @param {string[]} argv @param {Record<string, string | undefined>} env */
export async function main(argv, env) {
  // A file name is relative to where the command was typed (app/source/typed-path.mjs).
  const typed = (/** @type {string} */ name) => typedPath(name, env);
  const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, options: { check: { type: "boolean" } } });
  if (env.DATABASE_URL?.trim()) throw new Error(postgresAdvice("restore"));
  if (positionals.length !== 1) throw new Error("Name the backup to restore: npm run restore -- <file> (backups are in <VITRINE_DATA_DIR>/backups/).");
  const folders = siteFoldersFor(env);
  const from = typed(/** @type {string} */ (positionals[0]));
  const file = sqliteFileFor(env);
  const result = await restoreSite({ dbFile: file, folders, from, check: values.check ?? false });
  const holds = `the database (${describeBackup(result)}); ${describeWords(result, folders)}`;
  if (values.check) return `${result.from} holds ${holds}. Nothing was changed.\n`;
  const kept = [
    "kept" in result && result.kept ? ` The database it replaced is kept as ${result.kept}.` : "",
    "keptWords" in result && result.keptWords ? ` The words and pictures it replaced are kept in ${result.keptWords}.` : "",
  ].join("");
  return `Restored ${result.from} to ${file}: ${holds}.${kept} Start the server and the studio again.\n`;
}

runCommand(import.meta.url, main);
