/**
 * How long `npm run backup` and `npm run restore` take, and how big a backup is, for
 * the embedded database holding BENCH_BACKUP_ROWS consent events (default 100,000)
 * (docs/operations.md#backups). The events are written through the consent log's own
 * repository, shaped as the demo's pages send them (five categories, two services).
 * Usage: npm run bench:backup
 */
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { createConsentLog } from "../site/server/db/consent-log.mjs";
import { openDatabase, sqliteFileFor } from "../site/server/db/open-database.mjs";
import { backupSqlite, restoreSqlite } from "../site/server/db/sqlite-backup.mjs";

const rows = Number(process.env.BENCH_BACKUP_ROWS ?? 100_000);
const BATCH = 5_000;
const PAGES = ["/", "/shop", "/shop/celadon-bottle-vase", "/blog/the-first-celadon-firing", "/privacy-policy", "/contact"];
const METHODS = ["accept-all", "reject-all", "save-settings"];
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const temp = mkdtempSync(path.join(tmpdir(), "vitrine-backup-bench-"));
try {
  const env = { VITRINE_DATA_DIR: path.join(temp, "live") };
  const { db } = await openDatabase(env);
  const filled = performance.now();
  const start = Date.now() - rows * 1000;
  for (let done = 0; done < rows; done += BATCH) {
    await db.transaction(async (tx) => {
      const log = createConsentLog(tx);
      for (let i = done; i < Math.min(rows, done + BATCH); i += 1) {
        const yes = i % 3 !== 1;
        await log.append({
          consentId: randomUUID(),
          recordedAt: start + i * 1000,
          layer: i % 4 === 0 ? "2" : "1",
          policyVersion: "1",
          bannerHash: "9f2c1e4b7a3d5e6f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f7",
          method: METHODS[i % METHODS.length],
          page: PAGES[i % PAGES.length],
          choices: {
            control: "notice",
            consent: yes ? "yes" : "no",
            categories: { necessary: true, functional: yes, analytics: yes, performance: yes && i % 2 === 0, advertisement: yes && i % 5 === 0 },
            services: { "google-analytics": yes, youtube: yes },
          },
          visitorHash: randomBytes(32).toString("hex"),
        });
      }
    });
  }
  await db.close();
  const fillMs = performance.now() - filled;
  const liveBytes = statSync(sqliteFileFor(env)).size;

  const backup = await backupSqlite({ file: sqliteFileFor(env), dir: path.join(temp, "backups") });
  const restoreStarted = performance.now();
  const restored = restoreSqlite({ file: sqliteFileFor({ VITRINE_DATA_DIR: path.join(temp, "restored") }), from: backup.file });
  const restoreMs = performance.now() - restoreStarted;
  if (restored.rows.consent_log !== rows) throw new Error(`restored ${restored.rows.consent_log} events of ${rows}`);

  console.log(
    [
      `Backup of the embedded database with ${rows.toLocaleString("en")} consent events (load average ${loadavg().map((n) => n.toFixed(2)).join(" ")}):`,
      `- database ${mb(liveBytes)} (filled in ${(fillMs / 1000).toFixed(1)} s)`,
      `- npm run backup: ${(backup.ms / 1000).toFixed(2)} s, ${mb(backup.bytes)} (checked with SQLite's quick_check)`,
      `- npm run restore: ${(restoreMs / 1000).toFixed(2)} s, ${restored.rows.consent_log.toLocaleString("en")} events back`,
    ].join("\n"),
  );
} finally {
  rmSync(temp, { recursive: true, force: true });
}
