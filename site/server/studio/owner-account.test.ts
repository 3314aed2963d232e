import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Secret, TOTP } from "otpauth";
import { afterAll, describe, expect, it } from "vitest";
import { main } from "../cli/studio-password.mjs";
import { openDatabase } from "../db/open-database.mjs";
import { createOwnerAccount, hashPassword, passwordMatches } from "./owner-account.mjs";

const temp = mkdtempSync(path.join(tmpdir(), "owner-account-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe("the studio owner's password", () => {
  it("is kept as an scrypt hash of sound cost, with its own salt", async () => {
    const hash = await hashPassword("a long kiln password");
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await passwordMatches(hash, "a long kiln password")).toBe(true);
    expect(await passwordMatches(hash, "a long kiln passworD")).toBe(false);
  });

  it("is set with a command that asks for it twice, and turns the second factor on only with the app's code", async () => {
    const env = { VITRINE_DATA_DIR: path.join(temp, "data") };
    const answers = (...lines: string[]) => async () => lines.shift() ?? "";
    await expect(main([], env, answers("a long kiln password", "another one entirely"))).rejects.toThrow("The two passwords differ");
    await expect(main([], env, answers("short", "short"))).rejects.toThrow("at least 12 characters");
    await expect(main(["--second-factor", "on"], env, answers("123456"))).rejects.toThrow("Set the studio's password first");
    expect(await main([], env, answers("a long kiln password", "a long kiln password"))).toMatch(/password is set/);
    await expect(main(["--second-factor", "on"], env, answers("000000"))).rejects.toThrow("Nothing was changed");
    // The key the command shows goes to the app; here the test reads it as the app would.
    let shown = "";
    const write = process.stderr.write.bind(process.stderr);
    process.stderr.write = ((text: string) => ((shown += text), true)) as typeof process.stderr.write;
    const on = await main(["--second-factor", "on"], env, async () => new TOTP({ secret: Secret.fromBase32(/secret=([A-Z2-7]+)/.exec(shown)![1]!) }).generate()).finally(() => (process.stderr.write = write));
    expect(on.match(/^ {2}[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/gm)).toHaveLength(10);
    const { db } = await openDatabase(env);
    try {
      expect(await createOwnerAccount(db).signIn("a long kiln password", undefined)).toBe("code-needed");
      expect(await main(["--second-factor", "off"], env)).toMatch(/is off/);
      expect(await createOwnerAccount(db).signIn("a long kiln password", undefined)).toBe("ok");
    } finally {
      await db.close();
    }
  });
});
