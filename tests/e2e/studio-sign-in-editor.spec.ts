import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Secret, TOTP } from "otpauth";
import { openDatabase } from "../../site/server/db/open-database.mjs";
import { createOwnerAccount } from "../../site/server/studio/owner-account.mjs";
import { expect, test } from "./fixtures";
import { studioOnSiteTestPort } from "./ports";

/**
 * The studio served by the site's own server at its own host name
 * (docs/decisions/050-the-studio-on-the-sites-server.md): the owner signs in with the
 * password, signs out, then signs in with the second factor's code. What a server can see
 * of it (cookies, limits, codes used once, nothing when off) is tested at the server
 * (site/server/studio/studio-on-site.test.ts).
 */
const port = studioOnSiteTestPort();
const password = "a long kiln password";
let base = "";
let server: ChildProcess | undefined;

const account = async <T>(use: (owner: ReturnType<typeof createOwnerAccount>) => Promise<T>) => {
  const { db } = await openDatabase({ VITRINE_DATA_DIR: path.join(base, "data"), DATABASE_URL: "" });
  try {
    return await use(createOwnerAccount(db, { cost: { N: 2 ** 12, r: 8, p: 1 } }));
  } finally {
    await db.close();
  }
};

test.beforeAll(async () => {
  base = mkdtempSync(path.join(tmpdir(), "studio-sign-in-e2e-"));
  mkdirSync(path.join(base, "site", "client"), { recursive: true });
  writeFileSync(path.join(base, "site", "client", "index.html"), "<!doctype html><title>The site</title><h1>The potter's site</h1>");
  cpSync(path.resolve("site", "content"), path.join(base, "content"), { recursive: true });
  await account((owner) => owner.setPassword(password));
  // The site at 127.0.0.1, the studio at localhost: one server.
  server = spawn(process.execPath, [path.resolve("site", "server", "serve.mjs")], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", STUDIO_HOST: "localhost", VITRINE_OUT_DIR: path.join(base, "site"), VITRINE_DATA_DIR: path.join(base, "data"), VITRINE_CONTENT_DIR: path.join(base, "content"), DATABASE_URL: "" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    let said = "";
    server!.stdout!.on("data", (chunk: Buffer) => ((said += chunk), said.includes("is serving on") && resolve()));
    server!.once("exit", (code) => reject(new Error(`The site's server stopped (${code}):\n${said}`)));
  });
});

test.afterAll(async () => {
  if (server && server.exitCode === null) await new Promise((resolve) => (server!.once("exit", resolve), server!.kill("SIGTERM")));
  rmSync(base, { recursive: true, force: true });
});

test("the owner signs in at the studio's address, signs out, and signs in again with the second factor", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`http://localhost:${port}/`, { waitUntil: "commit" });
  await page.getByLabel("Password").fill(password, { timeout: 30_000 });
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "What needs doing" })).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible({ timeout: 30_000 });

  const secret = await account(async (owner) => {
    const { secret } = owner.newSecondFactor();
    await owner.turnOnSecondFactor(secret, new TOTP({ secret: Secret.fromBase32(secret) }).generate());
    return secret;
  });
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Enter the six-digit code your authenticator app shows, or one of your recovery codes.");
  await page.getByLabel("Code from your authenticator app, or a recovery code").fill(new TOTP({ secret: Secret.fromBase32(secret) }).generate());
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "What needs doing" })).toBeVisible({ timeout: 30_000 });
});
