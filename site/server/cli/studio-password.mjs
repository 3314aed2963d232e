// @ts-check
/**
 * `npm run studio-password`: sets the password of the studio the site's server serves
 * (docs/operations.md#the-studio-on-the-server), asked twice on a terminal or read from the
 * first line of standard input (`… < file`), never from the command line, where other users
 * of the machine and the shell's history would see it. Every session ends.
 * `npm run studio-password -- --second-factor on`: turns on the second factor (an
 * authenticator app's codes), once a code from the app shows it has the secret; prints the
 * recovery codes once. `--second-factor off` turns it off.
 * Reads the database the server uses (DATABASE_URL or the embedded one).
 */
import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { parseArgs } from "node:util";
import { openDatabase } from "../db/open-database.mjs";
import { createOwnerAccount, MIN_PASSWORD_LENGTH } from "../studio/owner-account.mjs";
import { runCommand } from "./run-command.mjs";

/** @typedef {(question: string, hidden?: boolean) => Promise<string>} Ask */

/** Questions on standard error, answers from standard input, typing hidden on a terminal. @returns {Ask & { close(): void }} */
function terminal() {
  let muted = false;
  const output = new Writable({ write: (chunk, _encoding, done) => (muted || process.stderr.write(chunk), done()) });
  const lines = createInterface({ input: process.stdin, output, terminal: Boolean(process.stdin.isTTY) });
  const next = lines[Symbol.asyncIterator]();
  /** @type {Ask & { close(): void }} */
  const ask = async (question, hidden = false) => {
    process.stderr.write(question);
    muted = hidden && Boolean(process.stdin.isTTY);
    const line = await next.next();
    if (muted) process.stderr.write("\n");
    muted = false;
    if (line.done) throw new Error("Nothing was read: type the answer, or give it on standard input.");
    return String(line.value);
  };
  ask.close = () => lines.close();
  return ask;
}

/**
 * @param {string[]} argv @param {Record<string, string | undefined>} env
 * @param {Ask} [ask] where answers come from (tests give their own)
 */
export async function main(argv, env, ask) {
  const { values } = parseArgs({ args: argv, options: { "second-factor": { type: "string" } } });
  const factor = values["second-factor"];
  if (factor !== undefined && factor !== "on" && factor !== "off") throw new Error('--second-factor is "on" or "off".');
  const own = ask ? undefined : terminal();
  const asking = ask ?? /** @type {Ask} */ (own);
  const { db } = await openDatabase(env);
  try {
    const account = createOwnerAccount(db);
    if (factor === "off") {
      await account.turnOffSecondFactor();
      return "The second factor is off: the studio asks for the password alone.\n";
    }
    if (factor === "on") {
      if (!(await account.exists())) throw new Error("Set the studio's password first: npm run studio-password");
      const { secret, uri } = account.newSecondFactor();
      process.stderr.write(`In your authenticator app, add an account with this key (or open the link on your phone):\n\n  ${secret.replace(/(.{4})/g, "$1 ").trim()}\n\n  ${uri}\n\n`);
      const codes = await account.turnOnSecondFactor(secret, (await asking("The six-digit code the app shows now: ")).trim());
      if (!codes) throw new Error("That code is not the one the app shows for this key. Nothing was changed; try again.");
      return `The second factor is on. Keep these recovery codes somewhere safe: each signs you in once if your phone is lost. They are not shown again.\n\n${codes.map((code) => `  ${code}`).join("\n")}\n`;
    }
    const password = await asking(`The studio's new password (at least ${MIN_PASSWORD_LENGTH} characters): `, true);
    if (process.stdin.isTTY || ask) {
      const again = await asking("The same password again: ", true);
      if (again !== password) throw new Error("The two passwords differ. Nothing was changed.");
    }
    await account.setPassword(password);
    return "The studio's password is set. Anyone signed in to the studio has to sign in again.\n";
  } finally {
    own?.close();
    await db.close();
  }
}

runCommand(import.meta.url, (argv, env) => main(argv, env));
