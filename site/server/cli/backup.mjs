// @ts-check
/**
 * `npm run backup -- [--out <file>]`: one file holding a consistent copy of the embedded
 * database, taken while the site serves, and the owner's words and pictures (the content
 * folder, drafts and redirects included, and the images), docs/operations.md#backups; by
 * default a new dated file in `<VITRINE_DATA_DIR>/backups/`, readable by its owner alone.
 * With DATABASE_URL the data is in PostgreSQL, whose own tool backs it up: the command
 * says how, and exits 2.
 */
import { parseArgs } from "node:util";
import { typedPath } from "../../app/source/typed-path.mjs";
import { siteFoldersFor } from "../backup/site-folders.mjs";
import { backupSite } from "../backup/site-backup.mjs";
import { sqliteFileFor } from "../db/open-database.mjs";
import { describeBackup, describeWords, postgresAdvice } from "./backup-words.mjs";
import { runCommand } from "./run-command.mjs";

/** @param {string[]} argv @param {Record<string, string | undefined>} env */
export async function main(argv, env) {
  // A file name is relative to where the command was typed (app/source/typed-path.mjs).
  const typed = (/** @type {string} */ name) => typedPath(name, env);
  const { values } = parseArgs({ args: argv, options: { out: { type: "string" } } });
  if (env.DATABASE_URL?.trim()) throw new Error(postgresAdvice("backup"));
  const folders = siteFoldersFor(env);
  const result = await backupSite({ dbFile: sqliteFileFor(env), folders, ...(values.out ? { to: typed(values.out) } : {}) });
  return `Backed up to ${result.file}: ${describeBackup(result)}; ${describeWords(result, folders)}; in ${(result.ms / 1000).toFixed(2)} s.\n`;
}

runCommand(import.meta.url, main);
