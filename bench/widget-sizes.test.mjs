import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { formatWidgetSection, widgetSizes } from "./widget-sizes.mjs";

describe("widget sizes", () => {
  it("measures each widget's chunks gzip and says which the build does not have", () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), "bench-widgets-")), "assets");
    mkdirSync(dir);
    const code = "export function play(){return 'x'.repeat(40)}\n".repeat(50);
    writeFileSync(path.join(dir, "video-setup-abc123.js"), code);
    writeFileSync(path.join(dir, "video-setup-abc123.js.gz"), "ignored");
    writeFileSync(path.join(dir, "entry.client-xyz.js"), "ignored");
    const rows = widgetSizes(dir);
    const video = rows.find((r) => r.widget === "Lazy video player");
    expect(video).toMatchObject({ files: ["video-setup-abc123.js"], gzipBytes: gzipSync(code, { level: 9 }).length });
    const section = formatWidgetSection(rows);
    expect(section).toContain(`| Lazy video player | ${(video.gzipBytes / 1024).toFixed(1)} | on the first reach for a player | \`video-setup-abc123.js\` |`);
    expect(section).toContain("| Photo feed | not built |");
  });
});
