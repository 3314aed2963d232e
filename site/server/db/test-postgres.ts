import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { userInfo } from "node:os";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

/**
 * A throwaway PostgreSQL server for the repository tests: Debian's `postgresql`
 * package, initialised in a temporary folder and started on VITRINE_TEST_PG_PORT
 * (15432: below the ephemeral ports, 32768–60999, which the system hands out to outgoing
 * connections), by the `postgres` user when the tests run as root (initdb refuses root).
 * When it cannot start it says why, and the tests of that file on PostgreSQL skip, unless
 * VITRINE_REQUIRE_POSTGRES=1 (CI) makes that a failure.
 */
type TestPostgres = {
  url: (database: string) => string;
  /** A new, empty database on this server: its address. */
  createDatabase: (name: string) => Promise<string>;
  stop: () => void;
};

function binDir(): string | undefined {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const debian = "/usr/lib/postgresql";
  if (existsSync(debian)) {
    const versions = readdirSync(debian).filter((v) => existsSync(path.join(debian, v, "bin", "initdb")));
    const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
    if (newest) return path.join(debian, newest, "bin");
  }
  return undefined;
}

/**
 * A PostgreSQL server for the tests of one file, or why there is none (after saying so, or
 * failing under VITRINE_REQUIRE_POSTGRES=1). `skipping`: what skips without it, as "the
 * stock tests"; `portOffset`: a test file of its own may run beside another at once, each
 * with its own server.
 */
export function startTestPostgres({ skipping, portOffset = 0 }: { skipping: string; portOffset?: number }): TestPostgres | string {
  const started = start(portOffset);
  if (typeof started === "string") {
    if (process.env.VITRINE_REQUIRE_POSTGRES === "1") throw new Error(`VITRINE_REQUIRE_POSTGRES=1 but ${started}`);
    console.warn(`Skipping ${skipping} on PostgreSQL: ${started}`);
  }
  return started;
}

function start(portOffset: number): TestPostgres | string {
  const bin = binDir();
  if (!bin) return "PostgreSQL is not installed (apt-get install postgresql), or set PG_BIN to its bin folder";
  const port = Number(process.env.VITRINE_TEST_PG_PORT ?? 15432) + portOffset;
  const asRoot = userInfo().uid === 0;
  const dir = mkdtempSync(path.join(tmpdir(), "vitrine-pg-"));
  const data = path.join(dir, "data");
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? ["runuser", ["-u", "postgres", "--", path.join(bin, tool), ...args]] : [path.join(bin, tool), args];
    return execFileSync(command[0] as string, command[1] as string[], { stdio: "pipe", timeout: 60_000 });
  };
  try {
    if (asRoot) chownSync(dir, ...postgresIds());
    run("initdb", ["-D", data, "-U", "vitrine", "--auth=trust", "-E", "UTF8", "--no-sync"]);
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
    run("pg_ctl", ["start", "-w", "-t", "30", "-D", data, "-l", path.join(dir, "server.log"), "-o", options]);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    const detail = (error as { stderr?: Buffer }).stderr?.toString().trim().split("\n").at(-1) ?? (error as Error).message;
    return `PostgreSQL could not start on port ${port} (VITRINE_TEST_PG_PORT${portOffset ? ` + ${portOffset}` : ""}): ${detail}`;
  }
  const url = (database: string) => `postgres://vitrine@127.0.0.1:${port}/${database}`;
  return {
    url,
    async createDatabase(name) {
      const admin = new pg.Client({ connectionString: url("postgres") });
      await admin.connect();
      try {
        await admin.query(`create database ${name}`);
      } finally {
        await admin.end();
      }
      return url(name);
    },
    stop: () => {
      try {
        run("pg_ctl", ["stop", "-m", "fast", "-D", data]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

function postgresIds(): [number, number] {
  const line = execFileSync("getent", ["passwd", "postgres"], { encoding: "utf8" }).split(":");
  return [Number(line[2]), Number(line[3])];
}
