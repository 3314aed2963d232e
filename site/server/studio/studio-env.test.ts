import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import type { Db } from "../db/types.d.mts";

/**
 * STUDIO_HOST where the studio is not installed, as in the container image, which holds the
 * site's server and not the studio (docs/operations.md#the-studio-beside-a-container).
 */
const repo = fileURLToPath(new URL("../../..", import.meta.url));
const temp = mkdtempSync(path.join(tmpdir(), "studio-env-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe("the studio's setting", () => {
  it("stops the server with a sentence saying the studio is not in this install, rather than a missing module", async () => {
    // The image's layout: the site's server and the packages, no editor folder.
    cpSync(path.join(repo, "site", "server"), path.join(temp, "site", "server"), { recursive: true });
    symlinkSync(path.join(repo, "node_modules"), path.join(temp, "node_modules"));
    const { studioFromEnv } = (await import(pathToFileURL(path.join(temp, "site", "server", "studio", "studio-env.mjs")).href)) as typeof import("./studio-env.mjs");
    const site = { db: {} as Db, trustProxy: false as const };
    await expect(studioFromEnv({ STUDIO_HOST: "studio.example.com" }, site)).rejects.toThrow(
      "STUDIO_HOST is set, but the studio is not part of this install (a container image holds the built site only).",
    );
    expect(await studioFromEnv({}, site)).toBeUndefined();
  });
});
