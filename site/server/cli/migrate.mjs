// @ts-check
/**
 * `npm run migrate [-- --server-role NAME]`: applies the database's migrations, as the
 * server does at start, and with PostgreSQL gives the server's own role the rights it
 * needs and no more (db/server-role.mjs). Run it with the owner's `DATABASE_URL` before
 * starting a release whose server connects with a role that may not change the schema.
 */
import { parseArgs } from "node:util";
import { openDatabase } from "../db/open-database.mjs";
import { grantServerRights } from "../db/server-role.mjs";
import { runCommand } from "./run-command.mjs";

/** @param {string[]} argv @param {Record<string, string | undefined>} env */
export async function main(argv, env) {
  const { values } = parseArgs({ args: argv, options: { "server-role": { type: "string" } } });
  const { db, applied } = await openDatabase(env);
  try {
    const lines = [applied.length ? `Applied ${applied.join(", ")}.` : "The database is up to date."];
    const role = values["server-role"];
    if (role) {
      await grantServerRights(db, role);
      lines.push(`The role ${role} may now read and write what the server needs, and only insert and read the consent log.`);
    }
    return `${lines.join("\n")}\n`;
  } finally {
    await db.close();
  }
}

runCommand(import.meta.url, main);
