import { execFile, execFileSync } from "node:child_process";
import { chmodSync, chownSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { parse } from "yaml";
import { afterAll, describe, expect, it } from "vitest";
import { startTestPostgres } from "./db/test-postgres";
import { startServe } from "./serve-process";
import { makeBuild } from "./test-support";

/**
 * The container (Dockerfile, compose.yaml; docs/operations.md#container). This machine
 * has no container engine, so the image's start is tested outside one: its final stage's
 * CMD, run as an unprivileged user from the repository (its WORKDIR's contents) with its
 * ENV, then its HEALTHCHECK command; and the same with compose.yaml's environment on a
 * real PostgreSQL. Changed for the run, and only these: PORT (a free one), the data folder
 * (/data is the image's volume) and the build served (a small one, VITRINE_OUT_DIR).
 */
const repo = fileURLToPath(new URL("../..", import.meta.url));
const temp = mkdtempSync(path.join(tmpdir(), "vitrine-image-"));
chmodSync(temp, 0o755);
const postgres = startTestPostgres({ skipping: "the compose test", portOffset: 5 });
const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  if (typeof postgres !== "string") postgres.stop();
  rmSync(temp, { recursive: true, force: true });
});

type Stage = { from: string; name?: string; env: Record<string, string>; run: string[]; user?: string; workdir?: string; cmd?: string[]; healthcheck?: string[] };

/** The Dockerfile's stages: FROM, ENV, RUN, USER, WORKDIR, CMD and HEALTHCHECK (exec form). */
function stagesOf(text: string): Stage[] {
  const stages: Stage[] = [];
  const instructions = text.replace(/\\\r?\n/g, " ").split(/\r?\n/).map((line) => line.trim()).filter((line) => line && !line.startsWith("#"));
  for (const line of instructions) {
    const [word, rest = ""] = [line.split(/\s+/, 1)[0]!.toUpperCase(), line.replace(/^\S+\s*/, "")];
    const stage = stages.at(-1);
    if (word === "FROM") stages.push({ from: rest.split(/\s+/)[0]!, name: /\sAS\s+(\S+)/i.exec(rest)?.[1], env: {}, run: [] });
    else if (!stage) throw new Error(`${word} before FROM`);
    else if (word === "ENV") for (const [, key, value] of rest.matchAll(/(\w+)=("[^"]*"|\S+)/g)) stage.env[key!] = value!.replace(/^"|"$/g, "");
    else if (word === "RUN") stage.run.push(rest);
    else if (word === "USER") stage.user = rest;
    else if (word === "WORKDIR") stage.workdir = rest;
    else if (word === "CMD") stage.cmd = JSON.parse(rest) as string[];
    else if (word === "HEALTHCHECK") stage.healthcheck = JSON.parse(rest.replace(/^.*?\bCMD\s+/, "")) as string[];
  }
  return stages;
}

const stages = stagesOf(readFileSync(path.join(repo, "Dockerfile"), "utf8"));
const image = stages.at(-1)!;

/** Runs an image command from the repository, as an unprivileged user when the tests run as root. */
const asUser = userInfo().uid === 0 ? { uid: 65534, gid: 65534 } : {};
function writableData(name: string) {
  const dir = path.join(temp, name);
  const made = mkdtempSync(`${dir}-`);
  if (asUser.uid) chownSync(made, asUser.uid, asUser.gid!);
  return made;
}

function healthcheck(env: Record<string, string>) {
  const [command, ...args] = image.healthcheck!;
  return new Promise<{ code: number; stderr: string }>((resolve) =>
    execFile(command!, args, { cwd: repo, env: { PATH: process.env.PATH, ...env }, ...asUser }, (error, _stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stderr })),
  );
}

describe("the image", () => {
  const build = makeBuild({ "index.html": "<h1>Home</h1>", "404/index.html": "<h1>Not found</h1>" });
  chmodSync(build, 0o755);
  cleanups.push(() => rmSync(build, { recursive: true, force: true }));

  it("builds the site in a first stage and runs it as a user other than root, with a health check", () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(stages[0]!.run.some((command) => command.includes("npm run build"))).toBe(true);
    expect(image.user).toBe("node");
    expect(image.workdir).toBe("/app");
    expect(image.cmd).toEqual(["node", "site/server/serve.mjs"]);
    expect(image.healthcheck).toEqual(["node", "site/server/healthcheck.mjs"]);
    expect(image.env).toMatchObject({ NODE_ENV: "production", PORT: "3000", VITRINE_DATA_DIR: "/data" });
  });

  it("starts with its CMD and ENV as an unprivileged user, and its health check passes, then fails once it stopped", async () => {
    const env = { ...image.env, PORT: "0", VITRINE_DATA_DIR: writableData("data"), VITRINE_OUT_DIR: build };
    const server = await startServe({ PATH: process.env.PATH!, ...env }, { command: image.cmd!, cwd: repo, inheritEnv: false, ...asUser });
    cleanups.push(() => server.child.kill("SIGKILL"));
    expect(server.lines[0]).toMatch(/^Database: SQLite at .*\/vitrine\.sqlite \(applied 001-/);
    expect(await healthcheck({ ...env, PORT: String(server.port) })).toEqual({ code: 0, stderr: "" });
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    const down = await healthcheck({ ...env, PORT: String(server.port) });
    expect(down.code).toBe(1);
    expect(down.stderr).toContain("Health check failed: fetch failed");
  }, 60_000);

  it.skipIf(typeof postgres === "string")("starts with compose.yaml's environment on PostgreSQL, as a role of its own that owns no table and is no superuser, and is ready", async () => {
    if (typeof postgres === "string") return;
    type Service = { environment: Record<string, string>; build?: string; depends_on?: object; command?: string[]; volumes?: string[] };
    const compose = parse(readFileSync(path.join(repo, "compose.yaml"), "utf8")) as { services: Record<string, Service> };
    const { db, migrate, site } = compose.services as { db: Service; migrate: Service; site: Service };
    expect(site.build).toBe(".");
    expect(migrate.build).toBe(".");
    expect(site.depends_on).toEqual({ db: { condition: "service_healthy" }, migrate: { condition: "service_completed_successfully" } });
    // The compose network's `db:5432` is the test's PostgreSQL here; its passwords are any (trust).
    const local = new URL(await postgres.createDatabase("vitrine"));
    const passwords: Record<string, string> = { POSTGRES_PASSWORD: "test-password", VITRINE_SERVER_PASSWORD: "server-password" };
    const resolved = (environment: Record<string, string>) =>
      Object.fromEntries(
        Object.entries(environment).map(([key, value]) => [key, value.replace(/\$\{(\w+)[^}]*\}/g, (_, name: string) => passwords[name]!).replace("@db:5432/", `@${local.host}/`)]),
      );

    // The image's first start on a new volume runs the init scripts: here, against the test's server.
    const initDir = db.volumes!.map((volume) => volume.split(":")).find(([, inside]) => inside === "/docker-entrypoint-initdb.d")![0]!;
    for (const script of readdirSync(path.join(repo, initDir)).sort()) {
      execFileSync(path.join(repo, initDir, script), { env: { PATH: process.env.PATH, ...resolved(db.environment), PGHOST: local.hostname, PGPORT: local.port } });
    }
    // The migrate service: the migrations as the tables' owner, then the site's role given its rights.
    const [command, ...args] = migrate.command!;
    const migrated = execFileSync(command!, args, { cwd: repo, env: { PATH: process.env.PATH, ...image.env, ...resolved(migrate.environment) }, ...asUser, encoding: "utf8" });
    expect(migrated).toContain("The role vitrine_server may now read and write what the server needs");

    const environment = resolved(site.environment);
    const role = new URL(environment.DATABASE_URL!).username;
    expect(environment.DATABASE_URL).toBe(`postgres://${role}:server-password@${local.host}/vitrine`);
    const owner = new pg.Client({ connectionString: local.href });
    await owner.connect();
    const [rights] = (await owner.query("select rolsuper, (select count(*) from pg_tables where tableowner = $1)::int as owned from pg_roles where rolname = $1", [role])).rows;
    await owner.end();
    expect(rights).toEqual({ rolsuper: false, owned: 0 });
    const env = { ...image.env, ...environment, PORT: "0", VITRINE_DATA_DIR: writableData("unused"), VITRINE_OUT_DIR: build };
    const server = await startServe({ PATH: process.env.PATH!, ...env }, { command: image.cmd!, cwd: repo, inheritEnv: false, ...asUser });
    cleanups.push(() => server.child.kill("SIGKILL"));
    expect(server.lines[0]).toBe(`Database: PostgreSQL at postgres://${role}:***@${local.host}/vitrine`);
    expect(await (await fetch(`${server.origin}/readyz`)).json()).toEqual({ status: "ready", checks: { database: "ok", build: "ok" } });
    expect(await healthcheck({ ...env, PORT: String(server.port) })).toEqual({ code: 0, stderr: "" });
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  }, 60_000);
});
