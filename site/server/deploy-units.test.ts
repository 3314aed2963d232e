import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The systemd units of deploy/ (docs/operations.md#4-run-it-under-systemd): systemd's own
 * check finds nothing to say about them, the server's unit is hardened (systemd's
 * offline exposure score), and it runs the server as the proxies expect it (loopback,
 * TRUST_PROXY). Where systemd-analyze is missing the test is skipped with the reason.
 */
const deploy = fileURLToPath(new URL("../../deploy/", import.meta.url));
const units = ["vitrine.service", "vitrine-backup.service", "vitrine-backup.timer"].map((name) => path.join(deploy, name));

function analyze(args: string[]) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) =>
    execFile("systemd-analyze", args, (error, stdout, stderr) => resolve({ code: error ? (typeof error.code === "number" ? error.code : -1) : 0, stdout, stderr })),
  );
}

const missing = await analyze(["--version"]).then((result) => (result.code === 0 ? undefined : "systemd-analyze is not installed (it comes with systemd)"));
if (missing) console.warn(`Skipping the systemd unit tests: ${missing}`);

describe.skipIf(Boolean(missing))("the systemd units", () => {
  it("pass systemd's check without a warning", async () => {
    expect(await analyze(["verify", ...units])).toEqual({ code: 0, stdout: "", stderr: "" });
  });

  it("run the server hardened, on loopback behind the proxy, as its own user", async () => {
    const security = await analyze(["security", "--offline=yes", units[0]!]);
    const exposure = Number(/Overall exposure level for vitrine\.service: ([\d.]+)/.exec(security.stdout)?.[1]);
    expect(exposure).toBeLessThanOrEqual(2);
    const unit = readFileSync(units[0]!, "utf8");
    expect(unit).toMatch(/^User=vitrine$/m);
    expect(unit).toMatch(/^ExecStart=\/usr\/bin\/node site\/server\/serve\.mjs$/m);
    expect(unit).toMatch(/^Environment=.*\bHOST=127\.0\.0\.1\b.*\bTRUST_PROXY=1\b/m);
    expect(unit).toMatch(/^ProtectSystem=strict$/m);
    expect(unit).not.toMatch(/^MemoryDenyWriteExecute=yes/m);
  });
});
