import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openReportFile } from "./report-file.mjs";

const temp = () => mkdtempSync(path.join(tmpdir(), "bench-report-"));

describe("openReportFile (BENCH_REPORT)", () => {
  it("takes an absolute path as it is, not joined to the repository", () => {
    const dir = temp();
    const report = openReportFile(path.join(dir, "bench.md"), "/nonexistent-repo");
    expect(report.file).toBe(path.join(dir, "bench.md"));
    report.write("# Bench report\n\nhome: 12.3 KB\n");
    expect(readFileSync(path.join(dir, "bench.md"), "utf8")).toBe("# Bench report\n\nhome: 12.3 KB\n");
  });

  it("takes a relative path from the repository, making its folder", () => {
    const repo = temp();
    const report = openReportFile("out/bench.md", repo);
    expect(report.file).toBe(path.join(repo, "out", "bench.md"));
    expect(readFileSync(report.file, "utf8")).toContain("nothing measured yet");
  });

  it("fails at once, naming the file and the setting, when the path cannot be written", () => {
    const dir = temp();
    writeFileSync(path.join(dir, "a-file"), "");
    expect(() => openReportFile(path.join(dir, "a-file", "bench.md"), dir)).toThrow(
      new RegExp(`^cannot make the folder of the bench report ${path.join(dir, "a-file", "bench.md")} \\(BENCH_REPORT\\): `),
    );
  });
});
