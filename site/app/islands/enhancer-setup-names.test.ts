import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * One name for an enhancer's setup module (docs/decisions/011-island-triggers-and-enhancers.md#setup-module-names):
 * `x.enhancer.ts` loads `<name>-setup.ts`, beside it or in its folder's `behaviours/`.
 */
const app = fileURLToPath(new URL("..", import.meta.url));

// Parts moving into feature folders, which take the name as they move.
const MOVING = new Set(["consent/frame-placeholders", "consent/layer1-bar", "consent/layer2-banner", "widgets/consent-id/consent-id", "widgets/form/form"]);

function enhancers(dir: string, out: string[] = []): string[] {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, e.name);
    if (e.isDirectory() && e.name !== "node_modules" && !e.name.startsWith("__")) enhancers(file, out);
    else if (e.name.endsWith(".enhancer.ts")) out.push(file);
  }
  return out;
}

describe("enhancer setup modules", () => {
  const files = enhancers(app);
  it("are named <name>-setup.ts, beside their enhancer or in its behaviours/", () => {
    expect(files.length).toBeGreaterThanOrEqual(16);
    const wrong: string[] = [];
    for (const file of files) {
      const key = path.relative(app, file).replace(/\.enhancer\.ts$/, "");
      const source = readFileSync(file, "utf8");
      // A setup loaded with the page's entry is imported and handed over as loaded (ADR 011).
      const loads = [...source.matchAll(/import\("([^"]+)"\)|import \w+ from "([^"]+-setup)"/g)].map((m) => (m[1] ?? m[2])!);
      expect(loads, key).toHaveLength(1);
      const ok = /^\.\/(behaviours\/)?[a-z0-9-]+-setup$/.test(loads[0]!);
      if (ok === MOVING.has(key)) wrong.push(`${key} loads ${loads[0]}${ok ? " (named already: leave the moving list)" : ""}`);
    }
    expect(wrong).toEqual([]);
  });
});
